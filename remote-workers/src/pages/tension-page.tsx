import { PlaceholderView } from '../sections/placeholder';

// ----------------------------------------------------------------------

export default function TensionPage() {
  return <PlaceholderView page="tension" />;
}
