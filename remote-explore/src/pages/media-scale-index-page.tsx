import { PlaceholderView } from '../sections/placeholder';

// ----------------------------------------------------------------------

export default function MediaScaleIndexPage() {
  return <PlaceholderView page="mediaScaleIndex" />;
}
