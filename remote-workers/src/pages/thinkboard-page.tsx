import { PlaceholderView } from '../sections/placeholder';

// ----------------------------------------------------------------------

export default function ThinkboardPage() {
  return <PlaceholderView page="thinkboard" />;
}
