import { HistoricalEventsView } from '../sections/historical-events/view';

export default function HistoricalEventsPage() {
  return <HistoricalEventsView />;
}
