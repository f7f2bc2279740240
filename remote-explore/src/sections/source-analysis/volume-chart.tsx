import type { SourceAnalysis } from '@mediawatch/shared';
import { useTheme } from '@mui/material/styles';
import { Chart, ChartPanel, ChartReferenceLine, dayAxisFormatter, useFormat } from '@mediawatch/shared/ui';

import { useSourceAnalysisTexts } from './texts';

// ----------------------------------------------------------------------

/** 28 days of articles with the alert band as two lines; days outside it in the warning or info colour. */
export default function VolumeChart({ analysis }: { analysis: SourceAnalysis }) {
  const { t } = useSourceAnalysisTexts();
  const theme = useTheme();
  const format = useFormat();
  const days = analysis.days.map((day) => day.day);
  const color = (outside: 'high' | 'low' | null) =>
    outside === 'high' ? theme.palette.warning.main : outside === 'low' ? theme.palette.info.main : theme.palette.primary.main;
  const line = { stroke: theme.palette.text.secondary, strokeDasharray: '4 4' };
  return (
    <ChartPanel
      title={t('sourceAnalysis.volume.title')}
      description={t('sourceAnalysis.volume.description')}
      empty={analysis.days.every((day) => day.count === 0) ? t('sourceAnalysis.volume.empty') : null}
      csvName={`volume-${analysis.sourceId}`}
      table={{
        columns: [t('sourceAnalysis.volume.day'), t('sourceAnalysis.volume.articles'), t('sourceAnalysis.volume.outside')],
        rows: analysis.days.map((day) => [day.day, day.count, day.outside ? t(`sourceAnalysis.volume.${day.outside}`) : '']),
      }}
      height={300}
    >
      <Chart
        categories={days}
        categoryFormat={dayAxisFormatter(format.locale, format.date)}
        tickEvery={(index) => index % 7 === 0}
        min={0}
        span={[analysis.band.high]}
        series={[
          {
            data: analysis.days.map((day) => day.count),
            label: t('sourceAnalysis.volume.articles'),
            colors: analysis.days.map((day) => color(day.outside)),
          },
        ]}
      >
        <ChartReferenceLine y={analysis.band.high} lineStyle={line} label={t('sourceAnalysis.volume.bandHigh')} />
        {analysis.band.low > 0 ? (
          <ChartReferenceLine y={analysis.band.low} lineStyle={line} label={t('sourceAnalysis.volume.bandLow')} />
        ) : null}
      </Chart>
    </ChartPanel>
  );
}
