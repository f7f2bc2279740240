import { PlaceholderView } from '../sections/placeholder';

// ----------------------------------------------------------------------

export default function SchedulerPage() {
  return <PlaceholderView page="scheduler" />;
}
