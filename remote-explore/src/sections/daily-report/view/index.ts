export { DailyReportView } from './daily-report-view';
export { prefetchDailyReport } from './report-query';
