import type { DailyReport, HistoricalEvent } from '@mediawatch/shared';
import { useTheme } from '@mui/material/styles';
import { Chart, ChartPanel } from '@mediawatch/shared/ui';

import { useDailyReportTexts } from './texts';
import { useHistoricalEventsTexts } from '../historical-events/texts';
import { EventMarks } from '../historical-events/event-marks';

// ----------------------------------------------------------------------

/** Articles per hour of the day, beside the same hour of the day before (hours after now left out today). */
export default function HourlyChart({ report, events = [] }: { report: DailyReport; events?: HistoricalEvent[] }) {
  const { t } = useDailyReportTexts();
  const { t: tHistoricalEvents } = useHistoricalEventsTexts();
  const theme = useTheme();
  const cutoffHour = report.partial ? Math.ceil((new Date(report.cutoff).getTime() - new Date(report.from).getTime()) / 3_600_000) : 24;
  const hours = report.hourly.map((item) => `${String(item.hour).padStart(2, '0')}:00`);
  const counts = report.hourly.map((item, index) => (index < cutoffHour ? item.count : null));
  const previous = report.hourly.map((item) => item.previous);
  // The day's confirmed events: dated by day, marked at its first hour and named in the description.
  const dayEvents = events.filter((event) => event.date === report.day);
  const marks = new Map(dayEvents.length > 0 && hours[0] ? [[hours[0], dayEvents]] : []);
  return (
    <ChartPanel
      title={t('report.hourly.title')}
      description={
        dayEvents.length > 0 ? (
          <>
            {t('report.hourly.description')}{' '}
            <strong>
              {tHistoricalEvents('historicalEvents.marks.onDay', { titles: dayEvents.map((event) => event.title).join(' · ') })}
            </strong>
          </>
        ) : (
          t('report.hourly.description')
        )
      }
      empty={report.total.count === 0 && report.total.previous === 0 ? t('report.hourly.empty') : null}
      csvName={`hourly-${report.day}`}
      table={{
        columns: [t('report.hourly.hour'), t('report.hourly.day'), t('report.hourly.previous')],
        rows: report.hourly.map((item, index) => [hours[index]!, counts[index] ?? null, item.previous]),
      }}
    >
      <Chart
        categories={hours}
        tickEvery={(index) => index % 3 === 0}
        series={[
          { data: previous, label: t('report.hourly.previous'), color: theme.palette.grey[400] },
          { data: counts, label: t('report.hourly.day'), color: theme.palette.primary.main },
        ]}
      >
        <EventMarks marks={marks} />
      </Chart>
    </ChartPanel>
  );
}
