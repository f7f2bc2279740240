import { NotesView } from '../sections/notes/view';

// ----------------------------------------------------------------------

export default function NotesPage() {
  return <NotesView />;
}
