import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Source, SourceHealthState } from '@mediawatch/shared';

import type { SourceAction } from '../../api/source-action';
import { fromNow } from './format';

// ----------------------------------------------------------------------

const STATE_LOOK: Record<SourceHealthState, { label: string; color: 'success' | 'error' | 'default' | 'info' }> = {
  ok: { label: 'OK', color: 'success' },
  failing: { label: 'Failing', color: 'error' },
  paused: { label: 'Paused', color: 'default' },
  pending: { label: 'Pending', color: 'info' },
};

// Failing first, then what has never been fetched: what needs a look comes first.
const STATE_ORDER: Record<SourceHealthState, number> = { failing: 0, pending: 1, ok: 2, paused: 3 };

function lastResult(source: Source): string {
  const { health } = source;
  if (health.lastError) return health.lastError;
  if (!health.lastAttemptAt) return 'Not fetched yet';
  const status = health.lastStatus === 304 ? '304 Not Modified' : health.lastStatus !== null ? `HTTP ${health.lastStatus}` : 'OK';
  const fresh = health.lastNewArticleAt ? `new article ${fromNow(health.lastNewArticleAt)}` : 'no new article yet';
  return `${status}, ${fresh}`;
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
  const rows = [...sources].sort((a, b) => STATE_ORDER[a.health.state] - STATE_ORDER[b.health.state] || a.name.localeCompare(b.name));
  return (
    <TableContainer>
      <Table aria-label="Feed health" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Source</TableCell>
            <TableCell>Health</TableCell>
            <TableCell>Last attempt</TableCell>
            <TableCell>Last result</TableCell>
            <TableCell align="right">Failures</TableCell>
            <TableCell>Next poll</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((source) => {
            const look = STATE_LOOK[source.health.state];
            const busy = pendingId === source.id;
            return (
              <TableRow key={source.id} hover>
                <TableCell component="th" scope="row">
                  <Typography variant="subtitle2">{source.name}</Typography>
                  {source.feedUrls.map((url) => (
                    <Typography key={url} variant="caption" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                      {url}
                    </Typography>
                  ))}
                </TableCell>
                <TableCell>
                  <Chip size="small" label={look.label} color={look.color} variant={source.health.state === 'ok' ? 'outlined' : 'filled'} />
                  {source.health.supports304 ? (
                    <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                      Conditional GET
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell title={source.health.lastAttemptAt ?? undefined}>{fromNow(source.health.lastAttemptAt, 'Never')}</TableCell>
                <TableCell sx={{ maxWidth: 280, color: source.health.lastError ? 'error.main' : undefined }}>{lastResult(source)}</TableCell>
                <TableCell align="right">{source.health.consecutiveFailures}</TableCell>
                <TableCell title={source.health.nextPollAt ?? undefined}>
                  {source.active ? fromNow(source.health.nextPollAt, 'Not scheduled') : 'Paused'}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} role="group" aria-label={`Actions for ${source.name}`} sx={{ '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
                    {onAction ? (
                      <>
                        <Button size="small" disabled={busy} onClick={() => onAction('fetch', source)}>
                          Fetch now
                        </Button>
                        <Button size="small" disabled={busy} onClick={() => onAction(source.active ? 'pause' : 'resume', source)}>
                          {source.active ? 'Pause' : 'Resume'}
                        </Button>
                        <Button
                          size="small"
                          disabled={busy || source.health.consecutiveFailures === 0}
                          onClick={() => onAction('resetErrors', source)}
                        >
                          Reset errors
                        </Button>
                      </>
                    ) : null}
                    <Button size="small" onClick={() => onShowRuns(source)}>
                      Runs
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
