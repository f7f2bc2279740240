import { AlertsView } from '../sections/alerts/view';

// ----------------------------------------------------------------------

export default function AlertsPage() {
  return <AlertsView />;
}
