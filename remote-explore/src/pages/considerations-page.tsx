import { PageHeader } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export default function ConsiderationsPage() {
  return <PageHeader title="Considerations" description="Editorial considerations: notes flagged for the next daily report, listed by date." />;
}
