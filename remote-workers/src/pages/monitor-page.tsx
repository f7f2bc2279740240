import { MonitorView } from '../sections/monitor/view';

// ----------------------------------------------------------------------

export default function MonitorPage() {
  return <MonitorView />;
}
