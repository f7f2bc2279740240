import { PageHeader } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export default function SchedulerPage() {
  return <PageHeader title="Scheduler" description="The scheduled jobs (feed polling, daily report, retention clean-up) with their cron expression, last and next run, duration and status, to run now, enable or disable." />;
}
