import { TopicsView } from '../sections/topics/view';

// ----------------------------------------------------------------------

export default function TopicsPage() {
  return <TopicsView />;
}
