import type { Tension } from '@mediawatch/shared';
import { ANALYTICS_RULES } from '@mediawatch/shared';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { alpha, useTheme } from '@mui/material/styles';
import { ChartPanel, useFormat, dayAxisFormatter, sparseTicks, useChartAxes, referenceLabelStyle } from '@mediawatch/shared/ui';

import { useTranslate } from '../../locales';
import { useFormatZ } from './use-z';

// ----------------------------------------------------------------------

const SIGMA = ANALYTICS_RULES.tensionSigma;

export interface TensionChartProps {
  tension: Tension;
  /** Above the chart, in the panel's header: the span picker. */
  action?: React.ReactNode;
}

/** The daily z-score of one topic or group, over the shaded ±2σ band, with the flagged days marked. */
export default function TensionChart({ tension, action }: TensionChartProps) {
  const { t } = useTranslate();
  const theme = useTheme();
  const format = useFormat();
  const formatZ = useFormatZ();
  const axes = useChartAxes();
  const days = tension.days.map((day) => day.day);
  const flagged = tension.days.map((day) => day.flagged);
  const zs = tension.days.map((day) => day.z);
  const highest = Math.max(SIGMA + 1, ...zs.map((z) => z ?? 0));
  const lowest = Math.min(-SIGMA - 1, ...zs.map((z) => z ?? 0));
  return (
    <ChartPanel
      title={t('tension.series.title', { name: tension.name, days: format.number(days.length) })}
      description={t('tension.series.description')}
      empty={tension.days.every((day) => day.count === 0) ? t('tension.series.empty') : null}
      csvName={`tension-${tension.kind}-${tension.id}`}
      action={action}
      table={{
        columns: [
          t('tension.series.columns.day'),
          t('tension.series.columns.count'),
          t('tension.series.columns.negativity'),
          t('tension.series.columns.mean'),
          t('tension.series.columns.sd'),
          t('tension.series.columns.z'),
          t('tension.series.columns.flagged'),
        ],
        rows: tension.days.map((day) => [
          day.day,
          day.count,
          day.negativity,
          day.mean,
          day.sd,
          day.z === null ? null : formatZ(day.z),
          day.flagged ? t('tension.series.yes') : '',
        ]),
      }}
      height={320}
    >
      <LineChart
        xAxis={[
          {
            scaleType: 'point',
            data: days,
            reverse: axes.reverse,
            valueFormatter: dayAxisFormatter(format.locale, format.date),
            tickLabelInterval: sparseTicks(days.length),
          },
        ]}
        yAxis={[{ position: axes.yPosition, width: 44, min: Math.floor(lowest), max: Math.ceil(highest) }]}
        series={[
          {
            id: 'band',
            // The band from -2 to +2: an area at +2 over a baseline of -2, left out of the tooltip.
            data: days.map(() => SIGMA),
            area: true,
            baseline: -SIGMA,
            color: alpha(theme.palette.info.main, theme.palette.mode === 'dark' ? 0.22 : 0.14),
            label: t('tension.series.band'),
            showMark: false,
            disableHighlight: true,
            valueFormatter: () => null,
          },
          {
            id: 'z',
            data: zs,
            label: t('tension.series.z'),
            color: theme.palette.primary.main,
            connectNulls: false,
            showMark: ({ index }) => !!flagged[index],
            valueFormatter: (value: number | null) => formatZ(value),
          },
        ]}
        sx={{
          // Flagged days: the only marks, in the error colour; the band has no outline.
          '& .MuiLineChart-mark': { fill: theme.palette.error.main, stroke: theme.palette.error.main },
          '& .MuiLineChart-line[data-series="band"]': { strokeWidth: 0 },
        }}
        margin={{ top: 16, right: 8, bottom: 0, left: 8 }}
      >
        <ChartsReferenceLine
          y={SIGMA}
          lineStyle={{ stroke: theme.palette.error.main, strokeDasharray: '4 4' }}
          labelStyle={referenceLabelStyle(theme)}
          label={t('tension.series.threshold')}
          labelAlign="end"
        />
        <ChartsReferenceLine y={0} lineStyle={{ stroke: theme.palette.divider }} />
      </LineChart>
    </ChartPanel>
  );
}
