import { PdfsView } from '../sections/pdfs/view';
import { pagesEn } from '../locales/en/pages';
import { pdfsEn } from '../locales/en/pdfs';
import { withEnglish } from '../locales';

// The texts of the sections this page shows (the other pages' load with them).
withEnglish({ pages: pagesEn, pdfs: pdfsEn });

// ----------------------------------------------------------------------

export default function PdfArticlePage() {
  return <PdfsView />;
}
