import type { DailyReport } from '@mediawatch/shared';
import { useTheme } from '@mui/material/styles';
import { Chart, ChartPanel, useFormat, useUntonedText } from '@mediawatch/shared/ui';

import { useDailyReportTexts } from './texts';

// ----------------------------------------------------------------------

/** Articles per tone point [b, b + 1), coloured by the tone split. */
export default function ToneHistogram({ report }: { report: DailyReport }) {
  const { t } = useDailyReportTexts();
  const theme = useTheme();
  const format = useFormat();
  const untoned = useUntonedText()(report.tone.untoned);
  const label = (bin: number) => format.number(bin, { signDisplay: 'exceptZero' });
  const bins = report.tone.histogram.map((item) => label(item.bin));
  const color = (bin: number) => (bin < -1 ? theme.palette.error.main : bin >= 1 ? theme.palette.success.main : theme.palette.grey[500]);
  return (
    <ChartPanel
      title={t('report.histogram.title')}
      description={untoned ? `${t('report.tone.splitRule')} ${untoned}.` : t('report.tone.splitRule')}
      empty={report.total.count === 0 ? t('report.histogram.empty') : null}
      csvName={`tone-${report.day}`}
      table={{
        columns: [t('report.histogram.bin'), t('report.histogram.articles')],
        rows: report.tone.histogram.map((item) => [`[${label(item.bin)}, ${label(item.bin + 1)})`, item.count]),
      }}
    >
      <Chart
        categories={bins}
        tickEvery={(index) => index % 2 === 0}
        series={[
          {
            data: report.tone.histogram.map((item) => item.count),
            label: t('report.histogram.articles'),
            colors: report.tone.histogram.map((item) => color(item.bin)),
          },
        ]}
      />
    </ChartPanel>
  );
}
