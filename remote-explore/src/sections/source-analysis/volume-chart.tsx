import type { SourceAnalysis } from '@mediawatch/shared';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { useTheme } from '@mui/material/styles';
import { ChartPanel, dayAxisFormatter, referenceLabelStyle, useFormat, useChartAxes } from '@mediawatch/shared/ui';

import { useTranslate } from '../../locales';

// ----------------------------------------------------------------------

/** 28 days of articles with the alert band as two lines; days outside it in the warning or info colour. */
export default function VolumeChart({ analysis }: { analysis: SourceAnalysis }) {
  const { t } = useTranslate();
  const theme = useTheme();
  const format = useFormat();
  const axes = useChartAxes();
  const days = analysis.days.map((day) => day.day);
  const color = (outside: 'high' | 'low' | null) =>
    outside === 'high' ? theme.palette.warning.main : outside === 'low' ? theme.palette.info.main : theme.palette.primary.main;
  const line = { stroke: theme.palette.text.secondary, strokeDasharray: '4 4' };
  const label = referenceLabelStyle(theme);
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
      <BarChart
        xAxis={[
          {
            scaleType: 'band',
            data: days,
            reverse: axes.reverse,
            valueFormatter: dayAxisFormatter(format.locale, format.date),
            tickLabelInterval: (_value, index) => index % 7 === 0,
            colorMap: { type: 'ordinal', values: days, colors: analysis.days.map((day) => color(day.outside)) },
          },
        ]}
        yAxis={[{ position: axes.yPosition, width: 44, min: 0 }]}
        series={[{ data: analysis.days.map((day) => day.count), label: t('sourceAnalysis.volume.articles') }]}
        hideLegend
        margin={{ top: 16, right: 8, bottom: 0, left: 8 }}
      >
        <ChartsReferenceLine
          y={analysis.band.high}
          lineStyle={line}
          labelStyle={label}
          label={t('sourceAnalysis.volume.bandHigh')}
          labelAlign="end"
        />
        {analysis.band.low > 0 ? (
          <ChartsReferenceLine
            y={analysis.band.low}
            lineStyle={line}
            labelStyle={label}
            label={t('sourceAnalysis.volume.bandLow')}
            labelAlign="end"
          />
        ) : null}
      </BarChart>
    </ChartPanel>
  );
}
