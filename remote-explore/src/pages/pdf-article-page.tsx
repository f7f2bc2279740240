import { PlaceholderView } from '../sections/placeholder';

// ----------------------------------------------------------------------

export default function PdfArticlePage() {
  return <PlaceholderView page="pdfArticle" />;
}
