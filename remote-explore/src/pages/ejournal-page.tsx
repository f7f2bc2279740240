import { PageHeader } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export default function EjournalPage() {
  return <PageHeader title="E-journal" description="Curated issues: pick articles, order them into sections, add editorial notes and publish a clean page that prints." />;
}
