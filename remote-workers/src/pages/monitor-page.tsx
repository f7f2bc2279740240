import { PlaceholderView } from '../sections/placeholder';

// ----------------------------------------------------------------------

export default function MonitorPage() {
  return <PlaceholderView page="monitor" />;
}
