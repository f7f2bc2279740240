import { SourceGroupsView } from '../sections/source-groups/view';

// ----------------------------------------------------------------------

export default function SourceGroupsPage() {
  return <SourceGroupsView />;
}
