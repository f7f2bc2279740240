import type { DailyReport } from '@mediawatch/shared';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import { ChartPanel, useFormat, useChartAxes } from '@mediawatch/shared/ui';

import { useTranslate } from '../../locales';

// ----------------------------------------------------------------------

/** Articles per tone point [b, b + 1), coloured by the tone split. */
export default function ToneHistogram({ report }: { report: DailyReport }) {
  const { t } = useTranslate();
  const theme = useTheme();
  const format = useFormat();
  const axes = useChartAxes();
  const label = (bin: number) => format.number(bin, { signDisplay: 'exceptZero' });
  const bins = report.tone.histogram.map((item) => label(item.bin));
  const color = (bin: number) => (bin < -1 ? theme.palette.error.main : bin >= 1 ? theme.palette.success.main : theme.palette.grey[500]);
  return (
    <ChartPanel
      title={t('report.histogram.title')}
      description={t('report.tone.splitRule')}
      empty={report.total.count === 0 ? t('report.histogram.empty') : null}
      csvName={`tone-${report.day}`}
      table={{
        columns: [t('report.histogram.bin'), t('report.histogram.articles')],
        rows: report.tone.histogram.map((item) => [`[${label(item.bin)}, ${label(item.bin + 1)})`, item.count]),
      }}
    >
      <BarChart
        xAxis={[
          {
            scaleType: 'band',
            data: bins,
            reverse: axes.reverse,
            tickLabelInterval: (_value, index) => index % 2 === 0,
            colorMap: { type: 'ordinal', values: bins, colors: report.tone.histogram.map((item) => color(item.bin)) },
          },
        ]}
        yAxis={[{ position: axes.yPosition, width: 44 }]}
        series={[{ data: report.tone.histogram.map((item) => item.count), label: t('report.histogram.articles') }]}
        hideLegend
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
      />
    </ChartPanel>
  );
}
