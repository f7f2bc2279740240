import { RealTimeEventsView } from '../sections/real-time-events/view';

// ----------------------------------------------------------------------

export default function RealTimeEventsPage() {
  return <RealTimeEventsView />;
}
