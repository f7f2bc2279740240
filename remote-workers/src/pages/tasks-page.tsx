import { TasksView } from '../sections/tasks/view';

// ----------------------------------------------------------------------

export default function TasksPage() {
  return <TasksView />;
}
