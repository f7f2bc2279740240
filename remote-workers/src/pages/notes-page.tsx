import { PlaceholderView } from '../sections/placeholder';

// ----------------------------------------------------------------------

export default function NotesPage() {
  return <PlaceholderView page="notes" />;
}
