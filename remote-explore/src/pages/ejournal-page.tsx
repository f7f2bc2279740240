import { EjournalView } from '../sections/ejournal/view';

export default function EjournalPage() {
  return <EjournalView />;
}
