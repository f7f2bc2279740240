import type { SourceAnalysis } from '@mediawatch/shared';
import { useTheme } from '@mui/material/styles';
import { Chart, ChartPanel, dayAxisFormatter, useFormat } from '@mediawatch/shared/ui';

import { useSourceAnalysisTexts } from './texts';

// ----------------------------------------------------------------------

/** The mean tone of each day (gaps on days without articles). */
export default function ToneChart({ analysis }: { analysis: SourceAnalysis }) {
  const { t } = useSourceAnalysisTexts();
  const theme = useTheme();
  const format = useFormat();
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
      <Chart
        categories={analysis.days.map((day) => day.day)}
        categoryFormat={dayAxisFormatter(format.locale, format.date)}
        tickEvery={(index) => index % 7 === 0}
        series={[
          {
            type: 'line',
            data: analysis.days.map((day) => day.tone),
            label: t('sourceAnalysis.tone.mean'),
            color: theme.palette.secondary.main,
            format: (value) => format.number(value, { maximumFractionDigits: 2, signDisplay: 'exceptZero' }),
          },
        ]}
      />
    </ChartPanel>
  );
}
