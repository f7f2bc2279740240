import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { LiveArticlePayload, LiveEvent, MonitorColumn } from '@mediawatch/shared/schemas';
import { useArticles } from '@mediawatch/shared/queries';
import { EmptyState, ErrorState, LoadingState } from '@mediawatch/shared/ui';

import { useLiveTexts } from '../live/texts';
import { ArticleLine, type ArticleLineProps } from '../live/live-event-item';
import { ColumnAlertState } from './column-alert-state';

// ----------------------------------------------------------------------

/** Articles a column shows. */
export const COLUMN_ARTICLES = 15;

export interface MonitorColumnCardProps {
  column: MonitorColumn;
  index: number;
  count: number;
  /** Live events of the stream, newest first (the column keeps those of its topic). */
  events: LiveEvent[];
  busy: boolean;
  /** Moves the column by -1 (earlier) or +1 (later) in the list. */
  onMove(delta: -1 | 1): void;
  onRemove(): void;
}

type Line = ArticleLineProps['article'] & { fresh: boolean };

/** One watchlist column: the topic, its query, its newest articles (the first page, then live). */
export function MonitorColumnCard({ column, index, count, events, busy, onMove, onRemove }: MonitorColumnCardProps) {
  const { t } = useLiveTexts();
  const rtl = useTheme().direction === 'rtl';
  const articles = useArticles({ topicId: [column.topicId], pageSize: COLUMN_ARTICLES, sort: 'publishedAt', order: 'desc' });

  const lines: Line[] = [];
  const seen = new Set<string>();
  for (const event of events) {
    if (event.type !== 'article' || !event.topicIds.includes(column.topicId)) continue;
    const article = event.payload as unknown as LiveArticlePayload;
    if (seen.has(article.articleId)) continue;
    seen.add(article.articleId);
    lines.push({ ...article, fresh: true });
  }
  for (const item of articles.data?.items ?? []) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    lines.push({
      articleId: item.id,
      title: item.title,
      sourceName: item.sourceName,
      publishedAt: item.publishedAt,
      tone: item.tone,
      topics: item.topics,
      language: item.language,
      fresh: false,
    });
  }
  // Newest first by publication: a live article can be older than the first page's newest.
  lines.sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
  const shown = lines.slice(0, COLUMN_ARTICLES);

  // Left and right as seen: in right-to-left, the earlier column is on the right.
  const leftDelta: -1 | 1 = rtl ? 1 : -1;
  const rightDelta: -1 | 1 = rtl ? -1 : 1;
  const canMove = (delta: -1 | 1) => index + delta >= 0 && index + delta < count;
  const titleId = `monitor-column-${column.topicId}`;

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{ width: { xs: '100%', sm: 320 }, flexShrink: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Stack spacing={0.5} sx={{ p: 2, pb: 1 }}>
        {/* The name on a line of its own, the alert state under it: side by side, a long state took the
            whole line and hid the name. */}
        {/* The name keeps its own direction (bdi) and the page's alignment: a Latin name in the Arabic
            page starts on the right, with the state and query under it. */}
        <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{column.name}</bdi>
        </Typography>
        <Box
          sx={{
            display: 'flex',
            minWidth: 0,
            // A long state wraps inside its chip instead of being cut.
            '& .MuiChip-root': { maxWidth: '100%', height: 'auto', minHeight: 24 },
            '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
          }}
        >
          <ColumnAlertState column={column} events={events} />
        </Box>
        <Typography variant="caption" sx={{ color: 'text.secondary', fontFamily: 'monospace', wordBreak: 'break-word' }} dir="auto">
          {t('live.monitor.query', { query: column.query })}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <Tooltip title={t('live.monitor.moveLeft', { name: column.name })}>
            <span>
              <IconButton
                size="small"
                aria-label={t('live.monitor.moveLeft', { name: column.name })}
                disabled={busy || !canMove(leftDelta)}
                onClick={() => onMove(leftDelta)}
              >
                <span aria-hidden>←</span>
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('live.monitor.moveRight', { name: column.name })}>
            <span>
              <IconButton
                size="small"
                aria-label={t('live.monitor.moveRight', { name: column.name })}
                disabled={busy || !canMove(rightDelta)}
                onClick={() => onMove(rightDelta)}
              >
                <span aria-hidden>→</span>
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('live.monitor.remove', { name: column.name })}>
            <span>
              <IconButton size="small" aria-label={t('live.monitor.remove', { name: column.name })} disabled={busy} onClick={onRemove}>
                <span aria-hidden>✕</span>
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      </Stack>
      <Divider />
      {articles.isPending && shown.length === 0 ? (
        <LoadingState label={t('live.monitor.loadingArticles')} />
      ) : articles.isError && shown.length === 0 ? (
        <Box sx={{ p: 2 }}>
          <ErrorState title={t('live.monitor.articlesFailed')} error={articles.error} onRetry={() => void articles.refetch()} />
        </Box>
      ) : shown.length === 0 ? (
        <EmptyState title={t('live.monitor.noArticles')} />
      ) : (
        <Stack
          component="ol"
          aria-label={t('live.monitor.articles', { name: column.name })}
          divider={<Divider component="li" aria-hidden />}
          sx={{ m: 0, p: 0, listStyle: 'none', overflowY: 'auto', maxHeight: { sm: 560 } }}
        >
          {shown.map((line) => (
            <Stack component="li" key={line.articleId} direction="row" spacing={1} sx={{ px: 2, py: 1.25, alignItems: 'flex-start' }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <ArticleLine article={line} hideTopics />
              </Box>
              {line.fresh ? <Chip size="small" color="success" label={t('live.monitor.newBadge')} /> : null}
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
