import { PageHeader } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export default function MonitorPage() {
  return <PageHeader title="Monitor" description="Watchlists of topics as live columns, each with its alert policy (every match, a spike against a 14-day baseline, or a threshold), and alerts on source volume." />;
}
