import { PlaceholderView } from '../sections/placeholder';

// ----------------------------------------------------------------------

export default function EjournalPage() {
  return <PlaceholderView page="ejournal" />;
}
