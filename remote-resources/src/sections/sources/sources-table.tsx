import { useMemo, useState } from 'react';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { Source } from '@mediawatch/shared';

import { RowActions, type RowAction } from '../../components/row-actions';
import { VisuallyHidden } from '../../components/visually-hidden';
import { fromNow } from '../../utils/format-time';
import { sortRows, type Order } from '../../utils/sort-rows';
import { SourceHealthChip } from './source-health-chip';

// ----------------------------------------------------------------------

const HEALTH_RANK = { failing: 0, pending: 1, paused: 2, ok: 3 } as const;

const COLUMNS = [
  { id: 'name', label: 'Source', key: (s: Source) => s.name.toLowerCase() },
  { id: 'health', label: 'Health', key: (s: Source) => HEALTH_RANK[s.health.state] },
  { id: 'lastSuccess', label: 'Last success', key: (s: Source) => (s.health.lastSuccessAt ? Date.parse(s.health.lastSuccessAt) : null) },
  { id: 'failures', label: 'Failures in a row', key: (s: Source) => s.health.consecutiveFailures, numeric: true },
  { id: 'nextPoll', label: 'Next poll', key: (s: Source) => (s.health.nextPollAt ? Date.parse(s.health.nextPollAt) : null) },
  { id: 'articles', label: 'Articles', key: (s: Source) => s.articleCount, numeric: true },
] as const;

type ColumnId = (typeof COLUMNS)[number]['id'];

export interface SourcesTableProps {
  sources: Source[];
  /** The actions of one row, already filtered by what the user may do. */
  actionsOf: (source: Source) => RowAction[];
}

/** Every source with its health; sorted and paged in the browser (the list is small and complete). */
export function SourcesTable({ sources, actionsOf }: SourcesTableProps) {
  const [orderBy, setOrderBy] = useState<ColumnId>('name');
  const [order, setOrder] = useState<Order>('asc');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(25);

  const sorted = useMemo(() => {
    const column = COLUMNS.find((candidate) => candidate.id === orderBy) ?? COLUMNS[0];
    return sortRows(sources, column.key as (s: Source) => string | number | null, order);
  }, [sources, orderBy, order]);
  const lastPage = Math.max(0, Math.ceil(sorted.length / rowsPerPage) - 1);
  const shownPage = Math.min(page, lastPage);
  const rows = sorted.slice(shownPage * rowsPerPage, shownPage * rowsPerPage + rowsPerPage);

  return (
    <>
      <TableContainer>
        <Table aria-label="Sources" size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column.id}
                  align={'numeric' in column ? 'right' : 'left'}
                  sortDirection={orderBy === column.id ? order : false}
                >
                  <TableSortLabel
                    active={orderBy === column.id}
                    direction={orderBy === column.id ? order : 'asc'}
                    onClick={() => {
                      setOrder(orderBy === column.id && order === 'asc' ? 'desc' : 'asc');
                      setOrderBy(column.id);
                    }}
                  >
                    {column.label}
                  </TableSortLabel>
                </TableCell>
              ))}
              <TableCell>
                <VisuallyHidden>Actions</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((source) => (
              <TableRow key={source.id} hover>
                <TableCell component="th" scope="row">
                  <Link href={source.homepage} target="_blank" rel="noopener noreferrer" underline="hover" sx={{ fontWeight: 600 }}>
                    {source.name}
                  </Link>
                  <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                    {`${source.language} · ${source.country} · every ${source.pollIntervalMinutes} min`}
                  </Typography>
                </TableCell>
                <TableCell>
                  <SourceHealthChip health={source.health} />
                  {source.health.lastError ? (
                    <Typography variant="caption" sx={{ display: 'block', color: 'error.main', maxWidth: 260 }} noWrap title={source.health.lastError}>
                      {source.health.lastError}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell title={source.health.lastSuccessAt ?? undefined}>{fromNow(source.health.lastSuccessAt, 'Never')}</TableCell>
                <TableCell align="right">{source.health.consecutiveFailures}</TableCell>
                <TableCell title={source.health.nextPollAt ?? undefined}>
                  {source.active ? fromNow(source.health.nextPollAt, 'Not scheduled') : 'Paused'}
                </TableCell>
                <TableCell align="right">{source.articleCount.toLocaleString('en')}</TableCell>
                <TableCell align="right" padding="checkbox">
                  <RowActions label={`Actions for ${source.name}`} actions={actionsOf(source)} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={sorted.length}
        page={shownPage}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </>
  );
}
