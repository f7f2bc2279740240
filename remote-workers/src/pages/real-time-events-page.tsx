import { PageHeader } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export default function RealTimeEventsPage() {
  return <PageHeader title="Real Time Events" description="A live stream of new articles and alerts, filterable by topic, that resumes after a dropped connection." />;
}
