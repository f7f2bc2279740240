import { EjournalView } from '../sections/ejournal/view';
import { ejournalEn } from '../locales/en/ejournal';
import { pagesEn } from '../locales/en/pages';
import { withEnglish } from '../locales';

// The texts of the sections this page shows (the other pages' load with them).
withEnglish({ ejournal: ejournalEn, pages: pagesEn });

// ----------------------------------------------------------------------

export default function EjournalPage() {
  return <EjournalView />;
}
