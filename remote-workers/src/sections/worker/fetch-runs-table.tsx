import { Link as RouterLink } from '@mediawatch/shared/router';
import Chip from '@mui/material/Chip';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { paths, type FetchRun } from '@mediawatch/shared';
import { ScrollTable, useFormat, useMessage } from '@mediawatch/shared/ui';

import { useWorkerTexts } from './texts';

// ----------------------------------------------------------------------

/** Figures line up at the end of their column, whichever the writing direction. */
const NUMBER_CELL = { textAlign: 'end' } as const;

const STATUS_COLOR: Record<FetchRun['status'], 'success' | 'error' | 'default'> = {
  ok: 'success',
  not_modified: 'default',
  error: 'error',
};

/** The counts of a run, in column order. */
const COUNTS = [
  ['found', 'itemsFound'],
  ['new', 'itemsNew'],
  ['duplicates', 'itemsDuplicate'],
  ['dropped', 'itemsDropped'],
] as const;

/** The fetch log: what each fetch found and kept, or why it failed. */
export function FetchRunsTable({ runs }: { runs: FetchRun[] }) {
  const { t } = useWorkerTexts();
  const format = useFormat();
  const say = useMessage();
  return (
    // Wide enough to read on a phone: the table scrolls sideways instead, its first column (the time) kept in view.
    <ScrollTable label={t('worker.runs.table')} size="small" minWidth={960}>
      <TableHead>
        <TableRow>
          <TableCell>{t('worker.runs.columns.started')}</TableCell>
          <TableCell>{t('worker.runs.columns.source')}</TableCell>
          <TableCell>{t('worker.runs.columns.trigger')}</TableCell>
          <TableCell>{t('worker.runs.columns.result')}</TableCell>
          <TableCell sx={NUMBER_CELL}>{t('worker.runs.columns.time')}</TableCell>
          <TableCell sx={NUMBER_CELL}>{t('worker.runs.columns.size')}</TableCell>
          {COUNTS.map(([column]) => (
            <TableCell key={column} sx={NUMBER_CELL}>
              {t(`worker.runs.columns.${column}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {runs.map((run) => {
          const status = t(`worker.runs.status.${run.status}`);
          return (
            <TableRow key={run.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.time(run.startedAt)}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={paths.sourceAnalysis.getHref({ source: run.sourceId })} underline="hover">
                  {run.sourceName}
                </Link>
                <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  <bdi>{run.feedUrl}</bdi>
                </Typography>
              </TableCell>
              <TableCell>{t(`worker.runs.trigger.${run.trigger}`)}</TableCell>
              <TableCell sx={{ maxWidth: 260 }}>
                <Chip
                  size="small"
                  label={run.httpStatus !== null ? t('worker.runs.statusCode', { status, code: run.httpStatus }) : status}
                  color={STATUS_COLOR[run.status]}
                  variant="outlined"
                />
                {run.error ? (
                  <Typography variant="caption" sx={{ display: 'block', color: 'error.main' }}>
                    {say(run.errorMessage ?? run.error)}
                  </Typography>
                ) : null}
              </TableCell>
              {/* Isolated: a Latin unit keeps its place after the number right to left. */}
              <TableCell sx={{ ...NUMBER_CELL, whiteSpace: 'nowrap' }}>
                <bdi>{format.duration(run.durationMs)}</bdi>
              </TableCell>
              <TableCell sx={{ ...NUMBER_CELL, whiteSpace: 'nowrap' }}>
                <bdi>{format.bytes(run.bytes)}</bdi>
              </TableCell>
              {COUNTS.map(([column, field]) => (
                <TableCell key={column} sx={NUMBER_CELL}>
                  {format.number(run[field])}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </ScrollTable>
  );
}
