import { WorkerView } from '../sections/worker/view';

// ----------------------------------------------------------------------

export default function WorkerPage() {
  return <WorkerView />;
}
