import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError, type FetchRun, type Source } from '@mediawatch/shared';
import { FETCH_RUN_STATUSES } from '@mediawatch/shared/constants';
import { useFetchRuns, useSources, useWorkerStatus, useSourceAction, type SourceAction } from '@mediawatch/shared/queries';
import {
  EmptyState,
  ErrorState,
  ListState,
  LoadingState,
  NoticeSnackbar,
  PageHeader,
  useCan,
  usePaginationLabels,
  type Notice,
} from '@mediawatch/shared/ui';

import { useWorkerTexts } from '../texts';
import { FeedHealthTable } from '../feed-health-table';
import { FetchRunsTable } from '../fetch-runs-table';
import { WorkerStatusSummary } from '../worker-status-summary';

// ----------------------------------------------------------------------

const RUNS_PAGE_SIZE = 25;

/** The ingestion worker, live: the queue, each source's feed health with its actions, and the fetch log. */
export function WorkerView() {
  const { t } = useWorkerTexts();
  const paginationLabels = usePaginationLabels();
  const mayAct = useCan('runSourceActions');
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
  const [notice, setNotice] = useState<Notice | null>(null);
  const filtered = !!(runFilter.status || runFilter.source);

  const onAction = (kind: SourceAction, source: Source) =>
    action.mutate(
      { action: kind, id: source.id },
      {
        onSuccess: () => setNotice({ severity: 'success', text: t(`worker.done.${kind}`, { name: source.name }) }),
        onError: (error) => setNotice({ severity: 'error', text: toApiError(error).message }),
      },
    );

  return (
    <>
      <PageHeader title={t('nav:worker')} description={t('worker.description')} />
      <Stack spacing={3}>
        {status.isError ? (
          <ErrorState title={t('worker.status.failed')} error={status.error} onRetry={() => void status.refetch()} />
        ) : status.data ? (
          <WorkerStatusSummary status={status.data} />
        ) : null}

        <Card component="section" aria-labelledby="feed-health-title">
          <Typography variant="h6" component="h2" id="feed-health-title" sx={{ p: 2, pb: 0 }}>
            {t('worker.health.title')}
          </Typography>
          <ListState
            query={sources}
            loadingLabel={t('worker.health.loading')}
            errorTitle={t('worker.health.failed')}
            emptyTitle={t('worker.health.empty')}
          >
            {(items) => (
              <FeedHealthTable
                sources={items}
                onAction={mayAct ? onAction : null}
                pendingId={action.isPending ? action.variables?.id : undefined}
                onShowRuns={(source) => {
                  setRunFilter((filter) => ({ ...filter, source }));
                  setPage(1);
                  document.getElementById('fetch-runs-title')?.scrollIntoView?.({ behavior: 'smooth' });
                }}
              />
            )}
          </ListState>
        </Card>

        <Card component="section" aria-labelledby="fetch-runs-title">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, alignItems: { sm: 'center' } }}>
            <Typography variant="h6" component="h2" id="fetch-runs-title" sx={{ flexGrow: 1 }}>
              {runFilter.source ? t('worker.runs.titleOf', { name: runFilter.source.name }) : t('worker.runs.title')}
            </Typography>
            {runFilter.source ? (
              <Button
                sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
                onClick={() => {
                  setRunFilter((filter) => ({ ...filter, source: null }));
                  setPage(1);
                }}
              >
                {t('worker.runs.allSources')}
              </Button>
            ) : null}
            <TextField
              select
              size="small"
              label={t('worker.runs.result')}
              value={runFilter.status}
              onChange={(event) => {
                setRunFilter((filter) => ({ ...filter, status: event.target.value as FetchRun['status'] | '' }));
                setPage(1);
              }}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">{t('worker.runs.anyResult')}</MenuItem>
              {FETCH_RUN_STATUSES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`worker.runs.status.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {runs.isPending ? (
            <LoadingState label={t('worker.runs.loading')} />
          ) : runs.isError ? (
            <Box sx={{ p: 2 }}>
              <ErrorState title={t('worker.runs.failed')} error={runs.error} onRetry={() => void runs.refetch()} />
            </Box>
          ) : runs.data.items.length === 0 ? (
            <EmptyState title={filtered ? t('worker.runs.emptyFiltered') : t('worker.runs.empty')} />
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
                {...paginationLabels}
              />
            </>
          )}
        </Card>
      </Stack>

      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
