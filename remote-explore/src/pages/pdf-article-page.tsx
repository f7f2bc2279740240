import { PdfsView } from '../sections/pdfs/view';

export default function PdfArticlePage() {
  return <PdfsView />;
}
