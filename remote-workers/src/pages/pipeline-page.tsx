import { PlaceholderView } from '../sections/placeholder';

// ----------------------------------------------------------------------

export default function PipelinePage() {
  return <PlaceholderView page="pipeline" />;
}
