import { paths } from '@mediawatch/shared';
import { useRouteParams } from '@mediawatch/shared/router';

import { IssuePageView } from '../sections/ejournal/issue-page-view';
import { ejournalEn } from '../locales/en/ejournal';
import { withEnglish } from '../locales';

// The texts of the sections this page shows (the other pages' load with them).
withEnglish({ ejournal: ejournalEn });

// ----------------------------------------------------------------------

export default function EjournalIssuePage() {
  const { id } = useRouteParams(paths.ejournalIssue);
  // A new id is a new edition: no state carries over.
  return <IssuePageView key={id} id={id} />;
}
