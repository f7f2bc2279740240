import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FETCH_RUN_STATUSES, PageHeader, toApiError, useAuthStore, type FetchRun, type Source } from '@mediawatch/shared';

import { useFetchRuns } from '../../../api/get-fetch-runs';
import { useSources } from '../../../api/get-sources';
import { useWorkerStatus } from '../../../api/get-worker-status';
import { useSourceAction, type SourceAction } from '../../../api/source-action';
import { FeedHealthTable } from '../feed-health-table';
import { FetchRunsTable } from '../fetch-runs-table';
import { WorkerStatusSummary } from '../worker-status-summary';

// ----------------------------------------------------------------------

const RUNS_PAGE_SIZE = 25;

const STATUS_LABELS: Record<FetchRun['status'], string> = { ok: 'OK', not_modified: 'Not modified', error: 'Error' };

const ACTION_DONE: Record<SourceAction, (name: string) => string> = {
  fetch: (name) => `Fetch queued for ${name}`,
  pause: (name) => `${name} paused`,
  resume: (name) => `${name} resumed`,
  resetErrors: (name) => `Errors reset for ${name}; it is due now`,
};

function Loading({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'center', py: 5 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography sx={{ color: 'text.secondary' }}>{label}</Typography>
    </Box>
  );
}

function Failed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {`${title}: ${toApiError(error).message}`}
    </Alert>
  );
}

/** The ingestion worker, live: the queue, each source's feed health with its actions, and the fetch log. */
export function WorkerView() {
  const role = useAuthStore((state) => state.user?.role);
  const mayAct = role === 'admin' || role === 'analyst';
  const status = useWorkerStatus();
  const sources = useSources();
  const action = useSourceAction();
  const [runFilter, setRunFilter] = useState<{ source: Source | null; status: FetchRun['status'] | '' }>({ source: null, status: '' });
  const [page, setPage] = useState(1);
  const runs = useFetchRuns({
    sourceId: runFilter.source?.id,
    status: runFilter.status || undefined,
    page,
    pageSize: RUNS_PAGE_SIZE,
  });
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const onAction = (kind: SourceAction, source: Source) =>
    action.mutate(
      { action: kind, id: source.id },
      {
        onSuccess: () => setNotice({ severity: 'success', text: ACTION_DONE[kind](source.name) }),
        onError: (error) => setNotice({ severity: 'error', text: toApiError(error).message }),
      },
    );

  return (
    <>
      <PageHeader title="Worker" description="The ingestion worker, live: each source's feed health and next poll, the actions, and every recent fetch." />
      <Stack spacing={3}>
        {status.isError ? (
          <Failed title="Could not load the worker status" error={status.error} onRetry={() => void status.refetch()} />
        ) : status.data ? (
          <WorkerStatusSummary status={status.data} />
        ) : null}

        <Card component="section" aria-labelledby="feed-health-title">
          <Typography variant="h6" component="h2" id="feed-health-title" sx={{ p: 2, pb: 0 }}>
            Feed health
          </Typography>
          {sources.isPending ? (
            <Loading label="Loading sources…" />
          ) : sources.isError ? (
            <Failed title="Could not load the sources" error={sources.error} onRetry={() => void sources.refetch()} />
          ) : sources.data.length === 0 ? (
            <Typography sx={{ p: 2, color: 'text.secondary' }}>No sources yet: add them on the Sources page.</Typography>
          ) : (
            <FeedHealthTable
              sources={sources.data}
              onAction={mayAct ? onAction : null}
              pendingId={action.isPending ? action.variables?.id : undefined}
              onShowRuns={(source) => {
                setRunFilter((filter) => ({ ...filter, source }));
                setPage(1);
                document.getElementById('fetch-runs-title')?.scrollIntoView?.({ behavior: 'smooth' });
              }}
            />
          )}
        </Card>

        <Card component="section" aria-labelledby="fetch-runs-title">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, alignItems: { sm: 'center' } }}>
            <Typography variant="h6" component="h2" id="fetch-runs-title" sx={{ flexGrow: 1 }}>
              {runFilter.source ? `Fetch runs of ${runFilter.source.name}` : 'Recent fetch runs'}
            </Typography>
            {runFilter.source ? (
              <Button
                onClick={() => {
                  setRunFilter((filter) => ({ ...filter, source: null }));
                  setPage(1);
                }}
              >
                All sources
              </Button>
            ) : null}
            <TextField
              select
              size="small"
              label="Result"
              value={runFilter.status}
              onChange={(event) => {
                setRunFilter((filter) => ({ ...filter, status: event.target.value as FetchRun['status'] | '' }));
                setPage(1);
              }}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">Any result</MenuItem>
              {FETCH_RUN_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {STATUS_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {runs.isPending ? (
            <Loading label="Loading fetch runs…" />
          ) : runs.isError ? (
            <Failed title="Could not load the fetch runs" error={runs.error} onRetry={() => void runs.refetch()} />
          ) : runs.data.items.length === 0 ? (
            <Typography sx={{ p: 2, color: 'text.secondary' }}>No fetch has run yet{runFilter.status || runFilter.source ? ' with this filter' : ''}.</Typography>
          ) : (
            <>
              <FetchRunsTable runs={runs.data.items} />
              <TablePagination
                component="div"
                count={runs.data.total}
                page={page - 1}
                rowsPerPage={RUNS_PAGE_SIZE}
                rowsPerPageOptions={[RUNS_PAGE_SIZE]}
                onPageChange={(_, next) => setPage(next + 1)}
              />
            </>
          )}
        </Card>
      </Stack>

      <Snackbar open={!!notice} autoHideDuration={6000} onClose={() => setNotice(null)}>
        {notice ? (
          <Alert severity={notice.severity} variant="filled" role={notice.severity === 'error' ? 'alert' : 'status'} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}
