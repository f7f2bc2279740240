import type { CSSProperties } from 'react';

import { useChartFrame } from './chart';
import { referenceLabelStyle } from './reference-label';

// ----------------------------------------------------------------------

export interface ChartReferenceLineProps {
  /** A line across the value axis at this value (a band's edge, a threshold)... */
  y?: number;
  /** ...or across the category axis at this category (an event's day). */
  x?: string;
  label?: string;
  /** Where the label sits along the line: at its start, or at its end (the side away from the value axis; the top for a category's line). */
  labelAlign?: 'start' | 'end';
  lineStyle?: Pick<CSSProperties, 'stroke' | 'strokeDasharray' | 'strokeWidth'>;
  labelStyle?: CSSProperties;
}

/** A labelled line drawn over a chart's series: a child of Chart. */
export function ChartReferenceLine({ x, y, label, labelAlign = 'end', lineStyle, labelStyle }: ChartReferenceLineProps) {
  const { plot, band, value, categories, rtl, horizontal, theme } = useChartFrame();
  const stroke = { stroke: theme.palette.text.secondary, strokeWidth: 1, ...lineStyle };
  const text = { ...referenceLabelStyle(theme), ...labelStyle };
  if (y !== undefined) {
    if (horizontal) return null;
    const at = value.at(y);
    if (at < plot.top - 0.5 || at > plot.bottom + 0.5) return null;
    // The end of the line is the side away from the value axis (the right, or the left right to left).
    const atRight = (labelAlign === 'end') !== rtl;
    return (
      <g>
        <line x1={plot.left} x2={plot.right} y1={at} y2={at} style={stroke} />
        {label ? (
          <text x={atRight ? plot.right - 4 : plot.left + 4} y={at - 5} textAnchor={atRight ? 'end' : 'start'} style={text}>
            {label}
          </text>
        ) : null}
      </g>
    );
  }
  const index = x === undefined ? -1 : categories.indexOf(x);
  if (index < 0 || horizontal) return null;
  const at = band.center(index);
  // The label runs into the plot from the line: rightwards, or leftwards right to left (or where there is more room).
  const rightwards = rtl ? at - plot.left < 120 : plot.right - at >= 120;
  return (
    <g>
      <line x1={at} x2={at} y1={plot.top} y2={plot.bottom} style={stroke} />
      {label ? (
        <text
          x={rightwards ? at + 4 : at - 4}
          y={labelAlign === 'start' ? plot.top + 10 : plot.bottom - 6}
          textAnchor={rightwards ? 'start' : 'end'}
          style={text}
        >
          {label}
        </text>
      ) : null}
    </g>
  );
}
