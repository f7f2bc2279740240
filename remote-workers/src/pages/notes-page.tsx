import { PageHeader } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export default function NotesPage() {
  return <PageHeader title="Notes" description="Notes in Markdown, searchable and linkable to articles and topics." />;
}
