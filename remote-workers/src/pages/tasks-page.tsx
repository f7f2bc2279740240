import { PageHeader } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export default function TasksPage() {
  return <PageHeader title="Tasks" description="A board with the columns TO DO, In Progress and DONE, with estimation, assignee and a link to an article; the tasks drawer in the top bar reads the same data." />;
}
