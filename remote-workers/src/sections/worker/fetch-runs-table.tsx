import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FetchRun } from '@mediawatch/shared';

import { formatBytes, formatTime } from './format';

// ----------------------------------------------------------------------

const STATUS_LOOK: Record<FetchRun['status'], { label: string; color: 'success' | 'error' | 'default' }> = {
  ok: { label: 'OK', color: 'success' },
  not_modified: { label: 'Not modified', color: 'default' },
  error: { label: 'Error', color: 'error' },
};

const TRIGGER_LABELS: Record<FetchRun['trigger'], string> = {
  schedule: 'Schedule',
  manual: 'Fetch now',
  created: 'Source added',
  updated: 'Source edited',
};

/** The fetch log: what each fetch found and kept, or why it failed. */
export function FetchRunsTable({ runs }: { runs: FetchRun[] }) {
  return (
    <TableContainer>
      <Table aria-label="Fetch runs" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Started</TableCell>
            <TableCell>Source</TableCell>
            <TableCell>Trigger</TableCell>
            <TableCell>Result</TableCell>
            <TableCell align="right">Time</TableCell>
            <TableCell align="right">Size</TableCell>
            <TableCell align="right">Found</TableCell>
            <TableCell align="right">New</TableCell>
            <TableCell align="right">Duplicates</TableCell>
            <TableCell align="right">Dropped</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.map((run) => {
            const look = STATUS_LOOK[run.status];
            return (
              <TableRow key={run.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(run.startedAt)}</TableCell>
                <TableCell>
                  {run.sourceName}
                  <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    {run.feedUrl}
                  </Typography>
                </TableCell>
                <TableCell>{TRIGGER_LABELS[run.trigger]}</TableCell>
                <TableCell sx={{ maxWidth: 260 }}>
                  <Chip size="small" label={`${look.label}${run.httpStatus !== null ? ` · ${run.httpStatus}` : ''}`} color={look.color} variant="outlined" />
                  {run.error ? (
                    <Typography variant="caption" sx={{ display: 'block', color: 'error.main' }}>
                      {run.error}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="right">{`${run.durationMs} ms`}</TableCell>
                <TableCell align="right">{formatBytes(run.bytes)}</TableCell>
                <TableCell align="right">{run.itemsFound}</TableCell>
                <TableCell align="right">{run.itemsNew}</TableCell>
                <TableCell align="right">{run.itemsDuplicate}</TableCell>
                <TableCell align="right">{run.itemsDropped}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
