import { PageHeader } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export default function PdfArticlePage() {
  return <PageHeader title="Academic PDFs" description="Upload PDFs, extract their text and metadata, search them together with articles and tag them to topics." />;
}
