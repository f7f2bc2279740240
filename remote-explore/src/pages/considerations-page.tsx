import { ConsiderationsView } from '../sections/considerations/view';

export default function ConsiderationsPage() {
  return <ConsiderationsView />;
}
