import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@mediawatch/shared';
import { useEjournals } from '@mediawatch/shared/queries';
import { Link as RouterLink } from '@mediawatch/shared/router';

import { useEjournalTexts } from '../ejournal/texts';

// ----------------------------------------------------------------------

/** The issues holding the article (the link back), for everyone who reads; nothing when there is none. */
export function EjournalIssuesCard({ articleId }: { articleId: string }) {
  const { t } = useEjournalTexts();
  const issues = useEjournals({ articleId });
  if (!issues.data || issues.data.length === 0) return null;
  return (
    <Card sx={{ p: 3 }} component="section" aria-labelledby="article-ejournal-title">
      <Typography variant="h6" component="h2" id="article-ejournal-title">
        {t('ejournal.reader.inIssues')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {issues.data.map((issue) => (
          <li key={issue.id}>
            <Link component={RouterLink} to={paths.ejournalIssue.getHref({ id: issue.id })} dir="auto">
              {issue.title}
            </Link>{' '}
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
              ({t('ejournal.edition', { edition: issue.edition })}, {t(`ejournal.status.${issue.status}`)})
            </Typography>
          </li>
        ))}
      </Stack>
    </Card>
  );
}
