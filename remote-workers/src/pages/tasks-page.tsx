import { PlaceholderView } from '../sections/placeholder';

// ----------------------------------------------------------------------

export default function TasksPage() {
  return <PlaceholderView page="tasks" />;
}
