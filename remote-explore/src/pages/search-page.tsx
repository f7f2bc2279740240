import { SearchView } from '../sections/search/view';
import { pdfsEn } from '../locales/en/pdfs';
import { searchEn } from '../locales/en/search';
import { toneEn } from '../locales/en/tone';
import { withEnglish } from '../locales';

// The texts of the sections this page shows (the other pages' load with them).
withEnglish({ pdfs: pdfsEn, search: searchEn, tone: toneEn });

// ----------------------------------------------------------------------

export default function SearchPage() {
  return <SearchView />;
}
