import { Link as RouterLink } from '@mediawatch/shared/router';
import { useMemo, useState } from 'react';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { paths, type Source } from '@mediawatch/shared';
import {
  RowActions,
  type RowAction,
  VisuallyHidden,
  sortRows,
  type Order,
  useFormat,
  ScrollTable,
  TablePager,
} from '@mediawatch/shared/ui';

import { useTranslate } from '../../locales';
import { SourceHealthChip } from './source-health-chip';

// ----------------------------------------------------------------------

const HEALTH_RANK = { failing: 0, pending: 1, paused: 2, ok: 3 } as const;

// `id` names the header's text (`sources.columns.<id>`).
const COLUMNS = [
  { id: 'source', key: (s: Source) => s.name.toLowerCase() },
  { id: 'health', key: (s: Source) => HEALTH_RANK[s.health.state] },
  { id: 'lastSuccess', key: (s: Source) => (s.health.lastSuccessAt ? Date.parse(s.health.lastSuccessAt) : null) },
  { id: 'failures', key: (s: Source) => s.health.consecutiveFailures, numeric: true },
  { id: 'nextPoll', key: (s: Source) => (s.health.nextPollAt ? Date.parse(s.health.nextPollAt) : null) },
  { id: 'articles', key: (s: Source) => s.articleCount, numeric: true },
] as const;

type ColumnId = (typeof COLUMNS)[number]['id'];

export interface SourcesTableProps {
  sources: Source[];
  /** The actions of one row, already filtered by what the user may do. */
  actionsOf: (source: Source) => RowAction[];
}

/** Every source with its health; sorted and paged in the browser (the list is small and complete). */
export function SourcesTable({ sources, actionsOf }: SourcesTableProps) {
  const { t } = useTranslate();
  const format = useFormat();
  const [orderBy, setOrderBy] = useState<ColumnId>('source');
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
      <ScrollTable label={t('sources.tableLabel')} size="small" minWidth={800}>
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
                  {t(`sources.columns.${column.id}`)}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell>
              <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((source) => (
            <TableRow key={source.id} hover>
              <TableCell component="th" scope="row">
                <Link
                  component={RouterLink}
                  to={paths.sourceAnalysis.getHref({ source: source.id })}
                  underline="hover"
                  sx={{ fontWeight: 600 }}
                >
                  {source.name}
                </Link>
                <Link
                  href={source.homepage}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('sources.homepageOf', { name: source.name })}
                  sx={{ marginInlineStart: 0.75, fontSize: '0.8em' }}
                >
                  <span aria-hidden>↗</span>
                </Link>
                <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                  {t('sources.caption', {
                    language: source.language,
                    country: source.country,
                    minutes: format.number(source.pollIntervalMinutes),
                  })}
                </Typography>
              </TableCell>
              <TableCell>
                <SourceHealthChip health={source.health} />
                {source.health.lastError ? (
                  <Typography
                    variant="caption"
                    sx={{ display: 'block', color: 'error.main', maxWidth: 260 }}
                    noWrap
                    title={source.health.lastError}
                  >
                    {source.health.lastError}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell title={source.health.lastSuccessAt ?? undefined}>
                {format.fromNow(source.health.lastSuccessAt, t('sources.never'))}
              </TableCell>
              <TableCell align="right">{format.number(source.health.consecutiveFailures)}</TableCell>
              <TableCell title={source.health.nextPollAt ?? undefined}>
                {source.active ? format.fromNow(source.health.nextPollAt, t('sources.notScheduled')) : t('sources.pausedState')}
              </TableCell>
              <TableCell align="right">{format.number(source.articleCount)}</TableCell>
              <TableCell align="right" padding="checkbox">
                <RowActions label={t('common.actionsFor', { name: source.name })} actions={actionsOf(source)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
      <TablePager
        count={sorted.length}
        page={shownPage}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onPageChange={setPage}
        onRowsPerPageChange={(rows) => {
          setRowsPerPage(rows);
          setPage(0);
        }}
      />
    </>
  );
}
