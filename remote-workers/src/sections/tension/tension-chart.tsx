import type { Tension } from '@mediawatch/shared';
import { ANALYTICS_RULES, BASELINE_RULES, capZ } from '@mediawatch/shared/constants';
import { alpha, useTheme } from '@mui/material/styles';
import { Chart, ChartPanel, ChartReferenceLine, useFormat, dayAxisFormatter, sparseTicks, useUntonedText } from '@mediawatch/shared/ui';

import { useTensionTexts } from './texts';
import { useFormatZ } from './use-z';

// ----------------------------------------------------------------------

const SIGMA = ANALYTICS_RULES.tensionSigma;
const CAP = BASELINE_RULES.chartZCap;

export interface TensionChartProps {
  tension: Tension;
  /** Above the chart, in the panel's header: the span picker. */
  action?: React.ReactNode;
}

/** The daily z-score of one topic or group, over the shaded ±2σ band, with the flagged days marked. */
export default function TensionChart({ tension, action }: TensionChartProps) {
  const { t } = useTensionTexts();
  const theme = useTheme();
  const format = useFormat();
  const formatZ = useFormatZ();
  const untoned = useUntonedText()(tension.days.reduce((sum, day) => sum + day.untoned, 0));
  const description = t('tension.series.description', { cap: format.number(CAP) });
  const days = tension.days.map((day) => day.day);
  const flagged = tension.days.map((day) => day.flagged);
  const zs = tension.days.map((day) => day.z);
  // One outlier must not flatten the chart: z is drawn capped at ±10, marked
  // where capped, its true value in the tooltip and the table
  // (docs/decisions/0044-baseline-statistics.md).
  const drawn = zs.map((z) => (z === null ? null : capZ(z)));
  const capped = zs.map((z) => z !== null && z !== capZ(z));
  const highest = Math.max(SIGMA + 1, ...drawn.map((z) => z ?? 0));
  const lowest = Math.min(-SIGMA - 1, ...drawn.map((z) => z ?? 0));
  return (
    <ChartPanel
      title={t('tension.series.title', { name: tension.name, days: format.number(days.length) })}
      description={untoned ? `${description} ${untoned}.` : description}
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
      <Chart
        categories={days}
        categoryFormat={dayAxisFormatter(format.locale, format.date)}
        tickEvery={sparseTicks(days.length)}
        min={Math.floor(lowest)}
        max={Math.ceil(highest)}
        valueFormat={(value) => format.number(value, { signDisplay: 'exceptZero' })}
        series={[
          {
            // The band from -2 to +2: an area at +2 over a baseline of -2, left out of the tooltip.
            type: 'area',
            data: days.map(() => SIGMA),
            baseline: -SIGMA,
            color: alpha(theme.palette.info.main, theme.palette.mode === 'dark' ? 0.22 : 0.14),
            label: t('tension.series.band'),
            tooltip: false,
          },
          {
            // Flagged days: the only marks, in the error colour.
            type: 'line',
            data: drawn,
            label: t('tension.series.z'),
            color: theme.palette.primary.main,
            marks: (index) => !!flagged[index] || !!capped[index],
            markColor: theme.palette.error.main,
            format: (value, index) =>
              capped[index] ? t('tension.series.capped', { z: formatZ(zs[index] ?? value), cap: format.number(CAP) }) : formatZ(value),
          },
        ]}
      >
        <ChartReferenceLine
          y={SIGMA}
          lineStyle={{ stroke: theme.palette.error.main, strokeDasharray: '4 4' }}
          label={t('tension.series.threshold')}
        />
        <ChartReferenceLine y={0} lineStyle={{ stroke: theme.palette.divider }} />
      </Chart>
    </ChartPanel>
  );
}
