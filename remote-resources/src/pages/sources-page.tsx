import { SourcesView } from '../sections/sources/view';

// ----------------------------------------------------------------------

export default function SourcesPage() {
  return <SourcesView />;
}
