import { PageHeader } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export default function PipelinePage() {
  return <PageHeader title="Pipeline" description="Article counts per pipeline stage and drop reason over a chosen window, and throughput in articles per minute." />;
}
