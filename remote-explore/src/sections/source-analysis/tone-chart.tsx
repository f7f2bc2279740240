import type { SourceAnalysis } from '@mediawatch/shared';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material/styles';
import { ChartPanel, dayAxisFormatter, useFormat, useChartAxes } from '@mediawatch/shared/ui';

import { useTranslate } from '../../locales';

// ----------------------------------------------------------------------

/** The mean tone of each day (gaps on days without articles). */
export default function ToneChart({ analysis }: { analysis: SourceAnalysis }) {
  const { t } = useTranslate();
  const theme = useTheme();
  const format = useFormat();
  const axes = useChartAxes();
  return (
    <ChartPanel
      title={t('sourceAnalysis.tone.title')}
      description={t('sourceAnalysis.tone.description')}
      empty={analysis.days.every((day) => day.tone === null) ? t('sourceAnalysis.tone.empty') : null}
      csvName={`tone-${analysis.sourceId}`}
      table={{
        columns: [
          t('sourceAnalysis.tone.day'),
          t('sourceAnalysis.tone.mean'),
          t('sourceAnalysis.tone.positive'),
          t('sourceAnalysis.tone.negative'),
        ],
        rows: analysis.days.map((day) => [day.day, day.tone, day.positive, day.negative]),
      }}
      height={300}
    >
      <LineChart
        xAxis={[
          {
            scaleType: 'point',
            data: analysis.days.map((day) => day.day),
            reverse: axes.reverse,
            valueFormatter: dayAxisFormatter(format.locale, format.date),
            tickLabelInterval: (_value, index) => index % 7 === 0,
          },
        ]}
        yAxis={[{ position: axes.yPosition, width: 44 }]}
        series={[
          {
            data: analysis.days.map((day) => day.tone),
            label: t('sourceAnalysis.tone.mean'),
            color: theme.palette.secondary.main,
            connectNulls: false,
            valueFormatter: (value: number | null) =>
              value === null ? '–' : format.number(value, { maximumFractionDigits: 2, signDisplay: 'exceptZero' }),
          },
        ]}
        hideLegend
        margin={{ top: 16, right: 8, bottom: 0, left: 8 }}
      />
    </ChartPanel>
  );
}
