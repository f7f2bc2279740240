import { SchedulerView } from '../sections/scheduler/view';

// ----------------------------------------------------------------------

export default function SchedulerPage() {
  return <SchedulerView />;
}
