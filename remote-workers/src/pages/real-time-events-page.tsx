import { PlaceholderView } from '../sections/placeholder';

// ----------------------------------------------------------------------

export default function RealTimeEventsPage() {
  return <PlaceholderView page="realTimeEvents" />;
}
