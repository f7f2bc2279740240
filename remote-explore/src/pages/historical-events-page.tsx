import { PlaceholderView } from '../sections/placeholder';

// ----------------------------------------------------------------------

export default function HistoricalEventsPage() {
  return <PlaceholderView page="historicalEvents" />;
}
