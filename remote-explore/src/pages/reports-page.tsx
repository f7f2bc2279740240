import { PageHeader } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export default function ReportsPage() {
  return <PageHeader title="Daily Report" description="Today against yesterday at a glance: the article count and its change, the tone split, top topics, top sources by reach, hourly volume, the leading articles and spike callouts, for any day you pick, printable as a PDF." />;
}
