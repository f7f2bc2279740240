import { Link as RouterLink } from '@mediawatch/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError, paths } from '@mediawatch/shared';
import { useArticle } from '@mediawatch/shared/queries';
import { ErrorState, InlineList, LoadingState, PageHeader, useFormat } from '@mediawatch/shared/ui';
import { AddToEjournal } from '@mediawatch/shared/workbench';

import { useReaderTexts } from '../texts';
import { useExplorerTexts } from '../../explorer/texts';
import { toneKind, useDescribeTone } from '../../../utils/use-tone';
import { ArticleBody } from '../article-body';
import { CreateTaskAction } from '../create-task-action';
import { EjournalIssuesCard } from '../ejournal-action';
import { PutOnBoard } from '../put-on-board';
import { StoryCluster } from '../story-cluster';
import { NoteAction } from '../note-action';
import { relatedQuery } from '../../../utils/related-query';

// ----------------------------------------------------------------------

const TONE_COLOR = { positive: 'success', negative: 'error', neutral: 'default', unknown: 'default' } as const;

/** One article to read: its sanitized text, where it came from, its tone, topics and story. */
export function ReaderView({ id }: { id: string }) {
  const { t } = useReaderTexts();
  const { t: tExplorer } = useExplorerTexts();
  const format = useFormat();
  const describeTone = useDescribeTone();
  const article = useArticle(id);

  if (article.isPending) return <LoadingState label={t('reader.loading')} />;

  if (article.isError) {
    if (article.error instanceof ApiError && article.error.status === 404) {
      return (
        <>
          <PageHeader title={t('reader.notFoundTitle')} />
          <Alert
            severity="warning"
            action={
              <Button component={RouterLink} to={paths.search.getHref()} color="inherit" size="small">
                {t('reader.searchArticles')}
              </Button>
            }
          >
            {t('reader.notFound')}
          </Alert>
        </>
      );
    }
    return (
      <>
        <PageHeader title={t('reader.title')} />
        <ErrorState title={t('reader.failed')} error={article.error} onRetry={() => void article.refetch()} />
      </>
    );
  }

  const a = article.data;
  return (
    <>
      <PageHeader
        title={a.title}
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <CreateTaskAction article={a} />
            <PutOnBoard articleId={a.id} />
            <AddToEjournal articleId={a.id} />
          </Stack>
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card component="article" aria-label={a.title} sx={{ p: { xs: 2, md: 4 } }}>
            <Stack spacing={1} sx={{ mb: 3 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                <InlineList
                  items={[
                    a.author && t('reader.byline', { author: a.author }),
                    <Link component={RouterLink} to={paths.sourceAnalysis.getHref({ source: a.sourceId })}>
                      {a.sourceName}
                    </Link>,
                    <time dateTime={a.publishedAt}>
                      {a.dateIssue
                        ? t('reader.dateIssue.fetched', { date: format.dateTime(a.publishedAt) })
                        : format.dateTime(a.publishedAt)}
                    </time>,
                  ]}
                />
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Chip size="small" label={t('reader.language', { language: format.languageName(a.language) })} />
                <Chip
                  size="small"
                  label={t('reader.tone', { tone: describeTone(a.tone) })}
                  color={TONE_COLOR[toneKind(a.tone)]}
                  variant="outlined"
                />
                <Chip size="small" label={a.fullText ? t('reader.fullText') : t('reader.feedText')} variant="outlined" />
                {a.dateIssue && <Chip size="small" color="warning" label={t('reader.dateIssue.label')} />}
              </Stack>
              {a.dateIssue && (
                <Alert severity="warning" variant="outlined">
                  {t(`reader.dateIssue.${a.dateIssue}`, { text: a.dateText ?? '' })}
                </Alert>
              )}
            </Stack>
            <ArticleBody html={a.contentHtml} text={a.contentText || a.summary} language={a.language} />
            <Divider sx={{ my: 3 }} />
            <Button variant="contained" href={a.url} target="_blank" rel="noopener noreferrer">
              {t('reader.readOriginal', { source: originalSite(a.url, a.sourceHomepage, a.sourceName) })}
            </Button>
            {a.originalUrl && (
              <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {t('reader.originalUrl', { url: a.originalUrl })}
              </Typography>
            )}
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <NoteAction article={a} />
            <EjournalIssuesCard articleId={a.id} />
            <Card sx={{ p: 3 }} component="section" aria-labelledby="article-topics-title">
              <Typography variant="h6" component="h2" id="article-topics-title">
                {t('reader.topics')}
              </Typography>
              {a.topics.length === 0 ? (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                  {t('reader.noTopics')}
                </Typography>
              ) : (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                  {a.topics.map((topic) => (
                    <Chip
                      key={topic.id}
                      label={topic.name}
                      component={RouterLink}
                      to={paths.warehouse.getHref({ topicId: topic.id })}
                      clickable
                    />
                  ))}
                </Stack>
              )}
            </Card>
            <Card sx={{ p: 3 }}>
              <StoryCluster article={a} />
              <Button component={RouterLink} to={paths.relatedArticles.getHref({ q: relatedQuery(a.title) })} size="small" sx={{ mt: 2 }}>
                {tExplorer('explorer.related')}
              </Button>
            </Card>
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}

/** A site's host without its leading "www.", or null when the address does not parse. */
function siteHost(address: string): string | null {
  try {
    return new URL(address).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * Where the original is: the source's name when the link is on its site (or a
 * subdomain of it), else the link's host, as for a wire story the source
 * carries whose link leads to the wire's own page.
 */
function originalSite(url: string, homepage: string, sourceName: string): string {
  const [link, home] = [siteHost(url), siteHost(homepage)];
  if (!link || !home || link === home || link.endsWith(`.${home}`)) return sourceName;
  return link;
}
