import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths, type Ejournal, type EjournalArticle, type EjournalSection } from '@mediawatch/shared';
import { Link as RouterLink } from '@mediawatch/shared/router';
import { InlineList, toneText, useFormat } from '@mediawatch/shared/ui';

import { useEjournalTexts } from './texts';

// ----------------------------------------------------------------------

/** What an issue shows: its title, introduction and sections (the editor's preview shows the unsaved draft). */
export type IssueContent = Pick<Ejournal, 'title' | 'introduction' | 'sections' | 'articles' | 'edition' | 'publishedAt' | 'ownerName'>;

/** The sections with their articles, in order (an article deleted since a draft was saved is left out). */
export function sectionsWithArticles(issue: Pick<IssueContent, 'sections' | 'articles'>) {
  const byId = new Map(issue.articles.map((article) => [article.id, article]));
  return issue.sections.map((section: EjournalSection) => ({
    ...section,
    entries: section.items.flatMap((item) => {
      const article = byId.get(item.articleId);
      return article ? [{ article, note: item.note }] : [];
    }),
  }));
}

/**
 * An issue as its readers see it: a clean document (headings in order, each
 * article a titled section with its source, date, excerpt and the editor's
 * note, each text in its own direction). The printable page and the editor's
 * preview both show it.
 */
export function IssueDocument({ issue, headingId }: { issue: IssueContent; headingId: string }) {
  const { t } = useEjournalTexts();
  const format = useFormat();
  return (
    <Box component="article" aria-labelledby={headingId} className="ejournal-document" sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography
        id={headingId}
        variant="h3"
        component="h1"
        dir="auto"
        sx={{ mb: 1, overflowWrap: 'anywhere', fontSize: { xs: '1.75rem', md: '3rem' } }}
      >
        {issue.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        <InlineList
          items={[
            t('ejournal.edition', { edition: issue.edition }),
            issue.publishedAt ? (
              <time dateTime={issue.publishedAt}>{t('ejournal.publishedOn', { date: format.date(issue.publishedAt) })}</time>
            ) : (
              t('ejournal.status.draft')
            ),
            issue.ownerName && t('ejournal.byline', { name: issue.ownerName }),
          ]}
        />
      </Typography>
      {issue.introduction ? (
        <Typography variant="body1" dir="auto" sx={{ fontSize: '1.125rem', mb: 4, whiteSpace: 'pre-line' }}>
          {issue.introduction}
        </Typography>
      ) : null}
      {sectionsWithArticles(issue)
        .filter((section) => section.entries.length > 0)
        .map((section) => (
          <Box component="section" key={section.id} aria-labelledby={`${headingId}-${section.id}`} sx={{ mb: 4 }}>
            {section.title ? (
              <Typography
                id={`${headingId}-${section.id}`}
                variant="h5"
                component="h2"
                dir="auto"
                sx={{ borderBottom: 2, borderColor: 'primary.main', pb: 0.5, mb: 2, color: toneText('primary') }}
              >
                {section.title}
              </Typography>
            ) : null}
            <Stack spacing={3}>
              {section.entries.map(({ article, note }) => (
                <IssueEntry key={article.id} article={article} note={note} hasHeading={!!section.title} />
              ))}
            </Stack>
          </Box>
        ))}
    </Box>
  );
}

function IssueEntry({ article, note, hasHeading }: { article: EjournalArticle; note: string; hasHeading: boolean }) {
  const { t } = useEjournalTexts();
  const format = useFormat();
  return (
    <Box component="section" aria-label={article.title} className="ejournal-entry" sx={{ breakInside: 'avoid' }}>
      <Typography variant="h6" component={hasHeading ? 'h3' : 'h2'} dir="auto" sx={{ overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={paths.read.getHref({ id: article.id })} color="inherit" underline="hover">
          {article.title}
        </Link>
      </Typography>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
        <InlineList items={[article.sourceName, <time dateTime={article.publishedAt}>{format.date(article.publishedAt)}</time>]} />
      </Typography>
      {article.excerpt ? (
        <Typography variant="body2" dir="auto" lang={article.language}>
          {article.excerpt}
        </Typography>
      ) : null}
      {note ? (
        // A note, not a landmark: an issue holds one per article.
        <Box
          role="note"
          aria-label={t('ejournal.read.note')}
          sx={{ mt: 1, py: 1, px: 1.5, bgcolor: 'action.hover', borderInlineStart: 3, borderColor: 'primary.main' }}
        >
          <Typography variant="overline" component="p" sx={{ color: toneText('primary'), lineHeight: 1.5 }}>
            {t('ejournal.read.note')}
          </Typography>
          <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line' }}>
            {note}
          </Typography>
        </Box>
      ) : null}
      <Link
        href={article.url}
        target="_blank"
        rel="noopener noreferrer"
        variant="body2"
        className="ejournal-source-link"
        sx={{ display: 'inline-block', mt: 0.5 }}
      >
        {t('ejournal.read.readOn', { source: article.sourceName })}
      </Link>
    </Box>
  );
}
