import { paths } from '@mediawatch/shared';
import { useRouteParams } from '@mediawatch/shared/router';

import { IssuePageView } from '../sections/ejournal/issue-page-view';

export default function EjournalIssuePage() {
  const { id } = useRouteParams(paths.ejournalIssue);
  // A new id is a new edition: no state carries over.
  return <IssuePageView key={id} id={id} />;
}
