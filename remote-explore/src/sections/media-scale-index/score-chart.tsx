import { type MediaScaleIndex } from '@mediawatch/shared';
import { MEDIA_SCALE_COMPONENTS } from '@mediawatch/shared/constants';
import { useTheme } from '@mui/material/styles';
import { Chart, ChartPanel, useFormat } from '@mediawatch/shared/ui';

import { useMediaScaleIndexTexts } from './texts';
import { total, type Weights } from './weights';

// ----------------------------------------------------------------------

const TOP = 10;

/** The top sources' scores as stacked bars: what each weighted component adds (they sum to the score). */
export default function ScoreChart({ index }: { index: MediaScaleIndex }) {
  const { t } = useMediaScaleIndexTexts();
  const theme = useTheme();
  const format = useFormat();
  const top = [...index.rows].sort((a, b) => a.rank - b.rank).slice(0, TOP);
  const sum = total(index.weights as Weights);
  // A source without tone: its score is over the other weights (the parts still sum to it).
  const part = (row: MediaScaleIndex['rows'][number], key: keyof Weights) => {
    const known = row.components.tone === null ? sum - index.weights.tone : sum;
    return known > 0 ? Math.round(((100 * index.weights[key] * (row.components[key] ?? 0)) / known) * 10) / 10 : 0;
  };
  const colors: Record<keyof Weights, string> = {
    reach: theme.palette.info.main,
    volume: theme.palette.success.main,
    pickup: theme.palette.warning.main,
    tone: theme.palette.secondary.main,
  };
  const one = (value: number) => format.number(value, { maximumFractionDigits: 1 });
  return (
    <ChartPanel
      title={t('mediaScale.chart.title', { count: format.number(top.length) })}
      description={t('mediaScale.chart.description')}
      empty={top.length === 0 ? t('mediaScale.empty') : null}
      csvName={`media-scale-index-${index.days}d`}
      table={{
        columns: [
          t('mediaScale.chart.source'),
          t('mediaScale.chart.score'),
          ...MEDIA_SCALE_COMPONENTS.map((key) => t(`mediaScale.components.${key}`)),
        ],
        rows: top.map((row) => [row.name, Math.round(row.score * 10) / 10, ...MEDIA_SCALE_COMPONENTS.map((key) => part(row, key))]),
      }}
      height={Math.max(220, 34 * top.length + 60)}
    >
      <Chart
        layout="horizontal"
        categories={top.map((row) => row.name)}
        axisWidth={120}
        min={0}
        max={100}
        valueFormat={one}
        series={MEDIA_SCALE_COMPONENTS.map((key) => ({
          stack: 'score',
          data: top.map((row) => part(row, key)),
          label: t(`mediaScale.components.${key}`),
          color: colors[key],
        }))}
      />
    </ChartPanel>
  );
}
