import { createContext, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { area as d3Area, curveMonotoneX, line as d3Line } from 'd3-shape';
import Box from '@mui/material/Box';
import { alpha, useTheme, type Theme } from '@mui/material/styles';

import { useFormat } from '../format/use-format';
import { bandAxis, barSlots, fitLabel, linearAxis, stackValues, thinLabels, valueDomain, type BandAxis, type LinearAxis } from './geometry';

// ----------------------------------------------------------------------
// The UI kit's charts: bars (grouped, stacked, or lying down) and lines
// (with areas, gaps and marks) over a category axis, drawn as SVG from the
// theme, with a legend and a pointer tooltip. Inside a ChartPanel the
// drawing is hidden from assistive technology, which reads the panel's data
// table instead; it holds no tab stop.
//
// The drawing is laid out left to right in every language (the panel keeps
// it so) and flips itself for right to left: categories run from the right
// and the value axis stands on the right. d3-shape draws the lines and
// d3-array picks the ticks (docs/decisions/0034-charts-drawn-by-the-ui-kit.md).

export type ChartValue = number | null;

export interface ChartSeries {
  /** `bar` (default), `line`, or `area` (a line over a filled area down to `baseline`). */
  type?: 'bar' | 'line' | 'area';
  data: ChartValue[];
  label: string;
  color?: string;
  /** A colour per category, for bars (a histogram's tones, the days outside a band). */
  colors?: string[];
  /** Bars of one stack pile up in one slot. */
  stack?: string;
  /** An area's lower edge (the value axis's lowest value if not set). */
  baseline?: number;
  /** Dots on a line: every point, none, or where the function says (a line of more than 31 points has none by default). */
  marks?: boolean | ((index: number) => boolean);
  /** The dots' fill (the card's colour, with a ring of the series' colour, if not set). */
  markColor?: string;
  /** The value in the tooltip (the chart's `valueFormat` if not set); `index` is the category's, for a value drawn capped. */
  format?: (value: number, index: number) => string;
  /** Left out of the tooltip (a band drawn as an area, say). */
  tooltip?: false;
  /** Left out of the legend. */
  legend?: false;
}

export interface ChartProps {
  /** The category axis's values, in order: days, hours, bins, names. */
  categories: string[];
  /** A category as a tick shows it (short) and as the tooltip says it (whole). */
  categoryFormat?: (value: string, location: 'tick' | 'tooltip') => string;
  /** Which categories get a tick label (every one if not set). */
  tickEvery?: (index: number) => boolean;
  series: ChartSeries[];
  /** `horizontal` lays bars down, the categories on the side (bars only). */
  layout?: 'vertical' | 'horizontal';
  /** The value axis's ends (from the data, widened to round ticks, if not set). */
  min?: number;
  max?: number;
  /** Values the value axis reaches besides the series' (a reference line's). */
  span?: number[];
  /** A value on the value axis's ticks and in the tooltip. */
  valueFormat?: (value: number) => string;
  /** The width of the axis at the side: the value axis's labels, or the categories lying down. */
  axisWidth?: number;
  /** Show the series' names above the drawing (default: when there are two or more). */
  legend?: boolean;
  /** Reference lines and marks drawn over the series (ChartReferenceLine). */
  children?: ReactNode;
}

/** What a chart's overlays need to place themselves. */
export interface ChartFrame {
  theme: Theme;
  rtl: boolean;
  width: number;
  height: number;
  horizontal: boolean;
  plot: { left: number; right: number; top: number; bottom: number };
  categories: string[];
  band: BandAxis;
  value: LinearAxis;
}

const ChartContext = createContext<ChartFrame | null>(null);

/** The frame of the chart an overlay is drawn in. */
export function useChartFrame(): ChartFrame {
  const frame = useContext(ChartContext);
  if (!frame) throw new Error('A chart overlay must be a child of Chart.');
  return frame;
}

const FONT_SIZE = 12;
const CATEGORY_AXIS = 26;
const EDGE = 12;

/** The width and height of an element, followed as it resizes. */
function useSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

/** Bars are the default series; the others are drawn as lines. */
function isBar(series: ChartSeries): boolean {
  return !series.type || series.type === 'bar';
}

/** A series' colour (the theme's primary if it has none), or its category's where it has one. */
function colorOf(series: ChartSeries, theme: Theme, index?: number): string {
  return (index === undefined ? undefined : series.colors?.[index]) ?? series.color ?? theme.palette.primary.main;
}

/**
 * A chart of one or more series over a category axis. It fills its parent's
 * box (a ChartPanel gives it a height).
 */
export function Chart({
  categories,
  categoryFormat,
  tickEvery,
  series,
  layout = 'vertical',
  min,
  max,
  span,
  valueFormat,
  axisWidth,
  legend = series.filter((one) => one.legend !== false).length > 1,
  children,
}: ChartProps) {
  const theme = useTheme();
  const format = useFormat();
  const rtl = theme.direction === 'rtl';
  const horizontal = layout === 'horizontal';
  const [box, { width, height }] = useSize<HTMLDivElement>();
  const [hover, setHover] = useState<{ index: number; x: number; y: number } | null>(null);
  const formatValue = valueFormat ?? ((value: number) => format.number(value));
  const side = axisWidth ?? (horizontal ? 120 : 44);

  const piles = useMemo(() => stackValues(series.map((one) => (isBar(one) ? one : { data: [] }))), [series]);
  const slots = useMemo(() => barSlots(series.filter(isBar)), [series]);

  const frame = useMemo<ChartFrame | null>(() => {
    if (width <= 0 || height <= 0) return null;
    const values = series.flatMap((one, index) =>
      isBar(one)
        ? piles[index]!.flatMap((pile) => (pile ? [pile[1]] : []))
        : [...one.data, ...(one.baseline === undefined ? [] : [one.baseline])],
    );
    const plot = { left: rtl ? EDGE : side, right: width - (rtl ? side : EDGE), top: horizontal ? 4 : 12, bottom: height - CATEGORY_AXIS };
    const band = horizontal
      ? bandAxis(categories.length, plot.top, plot.bottom, 0.3)
      : rtl
        ? bandAxis(categories.length, plot.right, plot.left)
        : bandAxis(categories.length, plot.left, plot.right);
    // About a tick per 50 px up the screen, per 80 px across it; the axis ends on a tick.
    const tickCount = horizontal
      ? Math.max(2, Math.floor((plot.right - plot.left) / 80))
      : Math.max(2, Math.floor((plot.bottom - plot.top) / 50));
    const all = [...values, ...(span ?? [])];
    const domain = valueDomain(all, { min, max }, tickCount);
    const range: [number, number] = horizontal ? (rtl ? [plot.right, plot.left] : [plot.left, plot.right]) : [plot.bottom, plot.top];
    const value = linearAxis(
      domain,
      range,
      tickCount,
      all.every((item) => item === null || Number.isInteger(item)),
    );
    return { theme, rtl, width, height, horizontal, plot, categories, band, value };
  }, [width, height, series, piles, min, max, span, horizontal, rtl, side, categories, theme]);

  const barSeries = series.map((one, index) => ({ one, index })).filter(({ one }) => isBar(one));
  const lineSeries = series.map((one, index) => ({ one, index })).filter(({ one }) => !isBar(one));

  const pointer = (event: React.PointerEvent<SVGSVGElement>) => {
    if (!frame) return;
    // In the drawing's units (the same as the screen's unless it is scaled).
    const rect = event.currentTarget.getBoundingClientRect();
    const x = (event.clientX - rect.left) * (rect.width ? frame.width / rect.width : 1);
    const y = (event.clientY - rect.top) * (rect.height ? frame.height / rect.height : 1);
    const { plot } = frame;
    const inside = x >= plot.left && x <= plot.right && y >= plot.top && y <= plot.bottom;
    const index = inside ? frame.band.indexAt(horizontal ? y : x) : null;
    setHover(index === null ? null : { index, x, y });
  };

  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', fontFamily: theme.typography.fontFamily }}>
      {legend ? (
        <Box
          component="ul"
          dir={rtl ? 'rtl' : 'ltr'}
          sx={{ m: 0, mb: 1, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '4px 16px' }}
        >
          {series
            .filter((one) => one.legend !== false)
            .map((one) => (
              <Box component="li" key={one.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, typography: 'caption' }}>
                <Box
                  component="span"
                  sx={{
                    width: 12,
                    height: one.type === 'line' ? 3 : 12,
                    borderRadius: one.type === 'line' ? 2 : '3px',
                    bgcolor: colorOf(one, theme),
                    flexShrink: 0,
                  }}
                />
                <bdi>{one.label}</bdi>
              </Box>
            ))}
        </Box>
      ) : null}
      <Box ref={box} sx={{ flexGrow: 1, minHeight: 0, position: 'relative' }}>
        {frame ? (
          <svg
            // Drawn at the box's size; printed (or zoomed) into another box, it scales with it.
            viewBox={`0 0 ${width} ${height}`}
            width="100%"
            height="100%"
            role="presentation"
            style={{ display: 'block', position: 'absolute', inset: 0, touchAction: 'pan-y' }}
            onPointerMove={pointer}
            onPointerDown={pointer}
            onPointerLeave={() => setHover(null)}
          >
            <ChartContext.Provider value={frame}>
              <Axes frame={frame} categoryFormat={categoryFormat} tickEvery={tickEvery} formatValue={formatValue} />
              {hover ? <HoverBand frame={frame} index={hover.index} /> : null}
              <g>
                {barSeries.map(({ one, index }, position) => {
                  const slot = slots.slot[position]!;
                  const thickness = frame.band.bandwidth / slots.count;
                  return (
                    <g key={`bar-${index}`}>
                      {piles[index]!.map((pile, category) => {
                        if (!pile) return null;
                        const offset = -frame.band.bandwidth / 2 + thickness * (rtl && !horizontal ? slots.count - 1 - slot : slot);
                        const across = frame.band.center(category) + offset;
                        const from = frame.value.at(Math.min(pile[0], pile[1]));
                        const to = frame.value.at(Math.max(pile[0], pile[1]));
                        const length = Math.abs(to - from);
                        return (
                          <rect
                            key={category}
                            x={horizontal ? Math.min(from, to) : across}
                            y={horizontal ? across : Math.min(from, to)}
                            width={horizontal ? length : Math.max(1, thickness - 1)}
                            height={horizontal ? Math.max(1, thickness - 1) : length}
                            fill={colorOf(one, theme, category)}
                            opacity={hover && hover.index !== category ? 0.75 : 1}
                          />
                        );
                      })}
                    </g>
                  );
                })}
                {lineSeries.map(({ one, index }) => (
                  <SeriesLine key={`line-${index}`} frame={frame} series={one} />
                ))}
                {hover
                  ? lineSeries.map(({ one, index }) =>
                      one.tooltip === false || one.data[hover.index] === null || one.data[hover.index] === undefined ? null : (
                        <circle
                          key={`hover-${index}`}
                          cx={frame.band.center(hover.index)}
                          cy={frame.value.at(one.data[hover.index]!)}
                          r={5}
                          fill={theme.palette.background.paper}
                          stroke={colorOf(one, theme)}
                          strokeWidth={2}
                        />
                      ),
                    )
                  : null}
              </g>
              {children}
            </ChartContext.Provider>
          </svg>
        ) : null}
        {frame && hover ? (
          <Tooltip
            frame={frame}
            hover={hover}
            width={width}
            series={series}
            title={categoryFormat ? categoryFormat(categories[hover.index]!, 'tooltip') : categories[hover.index]!}
            formatValue={formatValue}
          />
        ) : null}
      </Box>
    </Box>
  );
}

// ----------------------------------------------------------------------

interface AxesProps {
  frame: ChartFrame;
  categoryFormat?: ChartProps['categoryFormat'];
  tickEvery?: ChartProps['tickEvery'];
  formatValue: (value: number) => string;
}

/** The value axis's ticks and grid lines, the category axis's line and labels. */
function Axes({ frame, categoryFormat, tickEvery, formatValue }: AxesProps) {
  const { plot, band, value, categories, rtl, horizontal, theme } = frame;
  const text = { fontSize: FONT_SIZE, fill: theme.palette.text.secondary, fontFamily: theme.typography.fontFamily };
  const grid = alpha(theme.palette.divider, theme.palette.mode === 'dark' ? 0.5 : 0.7);
  const label = (category: string) => (categoryFormat ? categoryFormat(category, 'tick') : category);
  if (horizontal) {
    const labelWidth = (rtl ? frame.width - plot.right : plot.left) - 8;
    return (
      <g>
        {value.ticks.map((tick) => (
          <g key={tick}>
            <line x1={value.at(tick)} x2={value.at(tick)} y1={plot.top} y2={plot.bottom} stroke={grid} />
            <text {...text} x={value.at(tick)} y={plot.bottom + 18} textAnchor="middle">
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {categories.map((category, index) =>
          tickEvery && !tickEvery(index) ? null : (
            <text
              key={`${category}-${index}`}
              {...text}
              x={rtl ? plot.right + 8 : plot.left - 8}
              y={band.center(index)}
              dominantBaseline="central"
              textAnchor={rtl ? 'start' : 'end'}
            >
              {fitLabel(label(category), labelWidth, FONT_SIZE)}
            </text>
          ),
        )}
      </g>
    );
  }
  const valueX = rtl ? plot.right + 6 : plot.left - 6;
  const labelled = new Set(
    thinLabels(
      categories.map((_category, index) => index).filter((index) => !tickEvery || tickEvery(index)),
      band.step,
      Math.max(0, ...categories.map((category) => label(category).length)) * FONT_SIZE * 0.6 + 8,
    ),
  );
  return (
    <g>
      {value.ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={plot.left}
            x2={plot.right}
            y1={value.at(tick)}
            y2={value.at(tick)}
            stroke={grid}
            strokeDasharray={tick === 0 ? undefined : '3 3'}
          />
          <text {...text} x={valueX} y={value.at(tick)} dominantBaseline="central" textAnchor={rtl ? 'start' : 'end'}>
            {formatValue(tick)}
          </text>
        </g>
      ))}
      <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke={theme.palette.divider} />
      {categories.map((category, index) =>
        !labelled.has(index) ? null : (
          <g key={`${category}-${index}`}>
            <line x1={band.center(index)} x2={band.center(index)} y1={plot.bottom} y2={plot.bottom + 4} stroke={theme.palette.divider} />
            <text {...text} x={band.center(index)} y={plot.bottom + 18} textAnchor="middle">
              {label(category)}
            </text>
          </g>
        ),
      )}
    </g>
  );
}

/** The hovered category's band, lightly shaded. */
function HoverBand({ frame, index }: { frame: ChartFrame; index: number }) {
  const { plot, band, horizontal, theme } = frame;
  const fill = alpha(theme.palette.text.primary, 0.06);
  const start = band.center(index) - band.step / 2;
  return horizontal ? (
    <rect x={plot.left} y={start} width={plot.right - plot.left} height={band.step} fill={fill} />
  ) : (
    <rect x={Math.min(start, start + band.step)} y={plot.top} width={band.step} height={plot.bottom - plot.top} fill={fill} />
  );
}

/** A line (and its area) with gaps where a value is missing, and its marks. */
function SeriesLine({ frame, series }: { frame: ChartFrame; series: ChartSeries }) {
  const { band, value, theme } = frame;
  const color = colorOf(series, theme);
  const points = series.data.map((item, index) => [index, item] as const);
  const defined = (point: readonly [number, ChartValue]) => point[1] !== null;
  const x = (point: readonly [number, ChartValue]) => band.center(point[0]);
  const y = (point: readonly [number, ChartValue]) => value.at(point[1]!);
  const path = d3Line<readonly [number, ChartValue]>().defined(defined).x(x).y(y).curve(curveMonotoneX)(points) ?? undefined;
  const fill =
    series.type === 'area'
      ? (d3Area<readonly [number, ChartValue]>()
          .defined(defined)
          .x(x)
          .y0(value.at(series.baseline ?? value.domain[0]))
          .y1(y)
          .curve(curveMonotoneX)(points) ?? undefined)
      : undefined;
  const marks = series.marks ?? (series.type === 'line' && series.data.length <= 31);
  const marked = (index: number) => (typeof marks === 'function' ? marks(index) : marks);
  return (
    <g>
      {fill ? <path d={fill} fill={color} stroke="none" /> : null}
      {series.type === 'line' ? (
        <path d={path} fill="none" stroke={color} strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
      ) : null}
      {series.type === 'line'
        ? points.map(([index, item]) =>
            item === null || !marked(index) ? null : (
              <circle
                key={index}
                cx={band.center(index)}
                cy={value.at(item)}
                r={3.5}
                fill={series.markColor ?? theme.palette.background.paper}
                stroke={series.markColor ?? color}
                strokeWidth={series.markColor ? 1 : 2}
              />
            ),
          )
        : null}
    </g>
  );
}

interface TooltipProps {
  frame: ChartFrame;
  hover: { index: number; x: number; y: number };
  width: number;
  series: ChartSeries[];
  title: string;
  formatValue: (value: number) => string;
}

/** The hovered category and each series' value there, beside the pointer (on the side with room). */
function Tooltip({ frame, hover, width, series, title, formatValue }: TooltipProps) {
  const { theme, rtl } = frame;
  const rows = series.filter((one) => one.tooltip !== false);
  const leftOfPointer = hover.x > width / 2;
  return (
    <Box
      dir={rtl ? 'rtl' : 'ltr'}
      sx={{
        position: 'absolute',
        top: Math.max(0, hover.y - 12),
        left: hover.x,
        transform: leftOfPointer ? 'translateX(calc(-100% - 16px))' : 'translateX(16px)',
        pointerEvents: 'none',
        zIndex: 1,
        minWidth: 140,
        maxWidth: 280,
        px: 1.5,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        boxShadow: theme.shadows[8],
        border: `1px solid ${theme.palette.divider}`,
        typography: 'caption',
      }}
    >
      <Box sx={{ fontWeight: 600, mb: 0.5, whiteSpace: 'nowrap' }}>
        <bdi>{title}</bdi>
      </Box>
      {rows.map((one) => {
        const item = one.data[hover.index];
        return (
          <Box key={one.label} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box
              component="span"
              sx={{
                width: 10,
                height: 10,
                borderRadius: '3px',
                flexShrink: 0,
                bgcolor: colorOf(one, theme, hover.index),
              }}
            />
            <Box component="span" sx={{ flexGrow: 1, color: 'text.secondary' }}>
              <bdi>{one.label}</bdi>
            </Box>
            <Box component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {item === null || item === undefined ? '–' : one.format ? one.format(item, hover.index) : formatValue(item)}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
