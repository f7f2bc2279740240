import type { PagePrefetch } from '@mediawatch/shared';

import { DailyReportView, prefetchDailyReport } from '../sections/daily-report/view';

/** The report and its events, fetched while the page's code and the shell load (PageModule.prefetch). */
export const prefetch: PagePrefetch = prefetchDailyReport;

export default function ReportsPage() {
  return <DailyReportView />;
}
