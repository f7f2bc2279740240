import { Link as RouterLink } from '@mediawatch/shared/router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import Link from '@mui/material/Link';
import { paths, type Source, type SourceHealthState } from '@mediawatch/shared';
import { type SourceAction } from '@mediawatch/shared/queries';
import { ScrollTable, useFormat, useMessage, type Formatters, type MessageInput } from '@mediawatch/shared/ui';

import { useWorkerTexts } from './texts';

// ----------------------------------------------------------------------

/** Figures line up at the end of their column, whichever the writing direction. */
const NUMBER_CELL = { textAlign: 'end' } as const;

const STATE_COLOR: Record<SourceHealthState, 'success' | 'error' | 'default' | 'info'> = {
  ok: 'success',
  failing: 'error',
  paused: 'default',
  pending: 'info',
};

// Failing first, then what has never been fetched: what needs a look comes first.
const STATE_ORDER: Record<SourceHealthState, number> = { failing: 0, pending: 1, ok: 2, paused: 3 };

function lastResult(source: Source, t: TFunction, format: Formatters, say: (message: MessageInput) => string): string {
  const { health } = source;
  // Worded from its code (docs/decisions/0040-server-texts-as-codes.md); a failure stored before the codes shows its English.
  if (health.lastError) return say(health.lastErrorMessage ?? health.lastError);
  if (!health.lastAttemptAt) return t('worker.health.notFetched');
  const status =
    health.lastStatus === 304
      ? t('worker.health.notModified')
      : health.lastStatus !== null
        ? t('worker.health.httpStatus', { status: health.lastStatus })
        : t('worker.health.ok');
  const fresh = health.lastNewArticleAt
    ? t('worker.health.newArticle', { when: format.fromNow(health.lastNewArticleAt) })
    : t('worker.health.noNewArticle');
  return t('worker.health.result', { status, fresh });
}

export interface FeedHealthTableProps {
  sources: Source[];
  /** Null for a user who may not run the actions (viewer). */
  onAction: ((action: SourceAction, source: Source) => void) | null;
  /** The source whose action is running, if any. */
  pendingId?: string;
  onShowRuns: (source: Source) => void;
}

/** One row per source: its feeds, health, last attempt and result, next poll, and the actions. */
export function FeedHealthTable({ sources, onAction, pendingId, onShowRuns }: FeedHealthTableProps) {
  const { t } = useWorkerTexts();
  const format = useFormat();
  const say = useMessage();
  const rows = [...sources].sort((a, b) => STATE_ORDER[a.health.state] - STATE_ORDER[b.health.state] || a.name.localeCompare(b.name));
  return (
    // Wide enough to read on a phone: the table scrolls sideways instead, its first column (the source) kept in view.
    <ScrollTable label={t('worker.health.title')} size="small" minWidth={960}>
      <TableHead>
        <TableRow>
          <TableCell>{t('worker.health.columns.source')}</TableCell>
          <TableCell>{t('worker.health.columns.health')}</TableCell>
          <TableCell>{t('worker.health.columns.lastAttempt')}</TableCell>
          <TableCell>{t('worker.health.columns.lastResult')}</TableCell>
          <TableCell sx={NUMBER_CELL}>{t('worker.health.columns.failures')}</TableCell>
          <TableCell>{t('worker.health.columns.nextPoll')}</TableCell>
          <TableCell>{t('worker.health.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((source) => {
          const { state } = source.health;
          const busy = pendingId === source.id;
          return (
            <TableRow key={source.id} hover>
              <TableCell component="th" scope="row">
                <Typography variant="subtitle2" component="p">
                  <Link component={RouterLink} to={paths.sourceAnalysis.getHref({ source: source.id })} underline="hover" color="inherit">
                    {source.name}
                  </Link>
                </Typography>
                {source.feedUrls.map((url) => (
                  <Typography key={url} variant="caption" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    <bdi>{url}</bdi>
                  </Typography>
                ))}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={t(`worker.health.state.${state}`)}
                  color={STATE_COLOR[state]}
                  variant={state === 'ok' ? 'outlined' : 'filled'}
                />
                {source.health.supports304 ? (
                  <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                    {t('worker.health.conditionalGet')}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell title={source.health.lastAttemptAt ?? undefined}>
                {format.fromNow(source.health.lastAttemptAt, t('worker.health.never'))}
              </TableCell>
              <TableCell sx={{ maxWidth: 280, color: source.health.lastError ? 'error.main' : undefined }}>
                {lastResult(source, t, format, say)}
              </TableCell>
              <TableCell sx={NUMBER_CELL}>{format.number(source.health.consecutiveFailures)}</TableCell>
              <TableCell title={source.health.nextPollAt ?? undefined}>
                {source.active ? format.fromNow(source.health.nextPollAt, t('worker.health.notScheduled')) : t('worker.health.paused')}
              </TableCell>
              <TableCell>
                <Stack
                  direction="row"
                  spacing={0.5}
                  role="group"
                  aria-label={t('worker.health.actionsFor', { name: source.name })}
                  sx={{ '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
                >
                  {onAction ? (
                    <>
                      <Button size="small" disabled={busy} onClick={() => onAction('fetch', source)}>
                        {t('worker.actions.fetch')}
                      </Button>
                      <Button size="small" disabled={busy} onClick={() => onAction(source.active ? 'pause' : 'resume', source)}>
                        {source.active ? t('worker.actions.pause') : t('worker.actions.resume')}
                      </Button>
                      <Button
                        size="small"
                        disabled={busy || source.health.consecutiveFailures === 0}
                        onClick={() => onAction('resetErrors', source)}
                      >
                        {t('worker.actions.resetErrors')}
                      </Button>
                    </>
                  ) : null}
                  <Button size="small" onClick={() => onShowRuns(source)}>
                    {t('worker.actions.runs')}
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </ScrollTable>
  );
}
