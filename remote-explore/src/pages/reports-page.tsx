import type { PagePrefetch } from '@mediawatch/shared';

import { DailyReportView, prefetchDailyReport } from '../sections/daily-report/view';
import { considerationsEn } from '../locales/en/considerations';
import { historicalEventsEn } from '../locales/en/historical-events';
import { reportEn } from '../locales/en/report';
import { withEnglish } from '../locales';

// The texts of the sections this page shows (the other pages' load with them).
withEnglish({ considerations: considerationsEn, historicalEvents: historicalEventsEn, report: reportEn });

// ----------------------------------------------------------------------

/** The report and its events, fetched while the page's code and the shell load (PageModule.prefetch). */
export const prefetch: PagePrefetch = prefetchDailyReport;

export default function ReportsPage() {
  return <DailyReportView />;
}
