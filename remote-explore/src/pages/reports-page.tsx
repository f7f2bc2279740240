import { DailyReportView } from '../sections/daily-report/view';

// ----------------------------------------------------------------------

export default function ReportsPage() {
  return <DailyReportView />;
}
