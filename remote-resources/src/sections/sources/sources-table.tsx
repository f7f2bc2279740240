import { useMemo, useState } from 'react';
import Link from '@mui/material/Link';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { paths, type Source } from '@mediawatch/shared';
import { type RowAction, sortRows, type Order, useFormat, TablePager } from '@mediawatch/shared/ui';

import { useSourcesTexts } from './texts';
import { ResourceNameLink, ResourceTable, type ResourceColumn } from '../resource-list';
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
  const { t } = useSourcesTexts();
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

  // What each column shows; its header and alignment follow from COLUMNS (every column sorts).
  const cells: Record<ColumnId, Pick<ResourceColumn<Source>, 'cell' | 'cellProps'>> = {
    source: {
      cell: (source) => (
        <>
          <ResourceNameLink to={paths.sourceAnalysis.getHref({ source: source.id })}>{source.name}</ResourceNameLink>
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
        </>
      ),
    },
    health: {
      cell: (source) => (
        <>
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
        </>
      ),
    },
    lastSuccess: {
      cell: (source) => format.fromNow(source.health.lastSuccessAt, t('sources.never')),
      cellProps: (source) => ({ title: source.health.lastSuccessAt ?? undefined }),
    },
    failures: { cell: (source) => format.number(source.health.consecutiveFailures) },
    nextPoll: {
      cell: (source) => (source.active ? format.fromNow(source.health.nextPollAt, t('sources.notScheduled')) : t('sources.pausedState')),
      cellProps: (source) => ({ title: source.health.nextPollAt ?? undefined }),
    },
    articles: { cell: (source) => format.number(source.articleCount) },
  };
  const columns = COLUMNS.map((sorting): ResourceColumn<Source> => {
    return {
      id: sorting.id,
      ...cells[sorting.id],
      align: 'numeric' in sorting ? 'right' : 'left',
      sortDirection: orderBy === sorting.id ? order : false,
      header: (
        <TableSortLabel
          active={orderBy === sorting.id}
          direction={orderBy === sorting.id ? order : 'asc'}
          onClick={() => {
            setOrder(orderBy === sorting.id && order === 'asc' ? 'desc' : 'asc');
            setOrderBy(sorting.id);
          }}
        >
          {t(`sources.columns.${sorting.id}`)}
        </TableSortLabel>
      ),
    };
  });

  return (
    <>
      <ResourceTable
        label={t('sources.tableLabel')}
        minWidth={800}
        items={rows}
        idOf={(source) => source.id}
        nameOf={(source) => source.name}
        columns={columns}
        actionsOf={actionsOf}
      />
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
