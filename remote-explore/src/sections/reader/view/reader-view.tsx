import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError, PageHeader, paths, toApiError } from '@mediawatch/shared';

import { useArticle } from '../../../api/get-article';
import { describeTone, formatDateTime, languageName } from '../../../utils/format';
import { ArticleBody } from '../article-body';
import { StoryCluster } from '../story-cluster';

// ----------------------------------------------------------------------

/** One article to read: its sanitized text, where it came from, its tone, topics and story. */
export function ReaderView({ id }: { id: string }) {
  const article = useArticle(id);

  if (article.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 8, justifyContent: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography sx={{ color: 'text.secondary' }}>Loading the article…</Typography>
      </Box>
    );
  }

  if (article.isError) {
    const notFound = article.error instanceof ApiError && article.error.status === 404;
    return (
      <>
        <PageHeader title={notFound ? 'Article not found' : 'Reader'} />
        <Alert
          severity={notFound ? 'warning' : 'error'}
          action={
            notFound ? (
              <Button component={RouterLink} to={paths.dashboard.search} color="inherit" size="small">
                Search articles
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => void article.refetch()}>
                Retry
              </Button>
            )
          }
        >
          {notFound
            ? 'This article does not exist, or it has been deleted with its source or by the retention policy.'
            : `Could not load the article: ${toApiError(article.error).message}`}
        </Alert>
      </>
    );
  }

  const a = article.data;
  return (
    <>
      <PageHeader title={a.title} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card component="article" aria-label={a.title} sx={{ p: { xs: 2, md: 4 } }}>
            <Stack spacing={1} sx={{ mb: 3 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {a.author ? `By ${a.author} · ` : ''}
                <Link href={a.sourceHomepage} target="_blank" rel="noopener noreferrer">
                  {a.sourceName}
                </Link>
                {' · '}
                <time dateTime={a.publishedAt}>{formatDateTime(a.publishedAt)}</time>
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Chip size="small" label={`Language: ${languageName(a.language)}`} />
                <Chip
                  size="small"
                  label={`Tone: ${describeTone(a.tone)}`}
                  color={a.tone > 1 ? 'success' : a.tone < -1 ? 'error' : 'default'}
                  variant="outlined"
                />
                <Chip size="small" label={a.fullText ? 'Full text from the article page' : 'Text from the feed'} variant="outlined" />
              </Stack>
            </Stack>
            <ArticleBody html={a.contentHtml} text={a.contentText || a.summary} language={a.language} />
            <Divider sx={{ my: 3 }} />
            <Button variant="contained" href={a.url} target="_blank" rel="noopener noreferrer">
              {`Read the original on ${a.sourceName}`}
            </Button>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <Card sx={{ p: 3 }} component="section" aria-labelledby="article-topics-title">
              <Typography variant="h6" component="h2" id="article-topics-title">
                Topics
              </Typography>
              {a.topics.length === 0 ? (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                  No topic matches this article.
                </Typography>
              ) : (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                  {a.topics.map((topic) => (
                    <Chip
                      key={topic.id}
                      label={topic.name}
                      component={RouterLink}
                      to={`${paths.dashboard.group.warehouse}?topicId=${encodeURIComponent(topic.id)}`}
                      clickable
                    />
                  ))}
                </Stack>
              )}
            </Card>
            <Card sx={{ p: 3 }}>
              <StoryCluster article={a} />
            </Card>
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}
