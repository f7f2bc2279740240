import { PageHeader } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export default function TensionPage() {
  return <PageHeader title="Tension" description="A daily tension index per topic or source group: volume-weighted negativity as a z-score against a 30-day baseline, with days beyond two sigma flagged." />;
}
