import { PageHeader } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export default function HistoricalEventsPage() {
  return <PageHeader title="Historical Events" description="A timeline of events with date, category, linked articles, tone and mention count, entered by hand or confirmed from detected volume spikes." />;
}
