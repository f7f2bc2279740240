export { DailyReportView } from './daily-report-view';
