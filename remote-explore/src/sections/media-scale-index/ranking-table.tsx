import { useMemo, useState } from 'react';
import { paths, type MediaScaleIndex } from '@mediawatch/shared';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { ScrollTable, sortRows, TablePager, useFormat, type Order, useUntonedText, NUMBER_CELL } from '@mediawatch/shared/ui';

import { useMediaScaleIndexTexts } from './texts';

// ----------------------------------------------------------------------

export type MsiRow = MediaScaleIndex['rows'][number];

// `id` names the header's text (`mediaScale.ranking.columns.<id>`); `first` is the order of a first click.
const COLUMNS = [
  { id: 'rank', key: (row: MsiRow) => row.rank, numeric: true, first: 'asc' },
  { id: 'name', key: (row: MsiRow) => row.name.toLowerCase(), first: 'asc' },
  { id: 'score', key: (row: MsiRow) => row.score, numeric: true, first: 'desc' },
  { id: 'reach', key: (row: MsiRow) => row.reach, numeric: true, first: 'desc' },
  { id: 'volume', key: (row: MsiRow) => row.volume, numeric: true, first: 'desc' },
  { id: 'pickup', key: (row: MsiRow) => row.pickup, numeric: true, first: 'desc' },
  { id: 'tone', key: (row: MsiRow) => row.toneIntensity, numeric: true, first: 'desc' },
] as const;

type ColumnId = (typeof COLUMNS)[number]['id'];

const PAGE_SIZES = [25, 50, 100];

/** A normalized component (0..1) as a thin bar under the raw value; the value is in the cell's text for screen readers. */
function Bar({ value, color }: { value: number; color: string }) {
  return (
    <Box aria-hidden sx={{ mt: 0.5, height: 4, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}>
      <Box sx={{ height: 1, width: `${Math.round(value * 100)}%`, bgcolor: color }} />
    </Box>
  );
}

/** Every source ranked, sortable by any column, paged in the browser; a name opens the source's analysis. */
export function RankingTable({ index }: { index: MediaScaleIndex }) {
  const { t } = useMediaScaleIndexTexts();
  const format = useFormat();
  const [orderBy, setOrderBy] = useState<ColumnId>('rank');
  const [order, setOrder] = useState<Order>('asc');
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(PAGE_SIZES[0]!);
  const sorted = useMemo(() => {
    const column = COLUMNS.find((candidate) => candidate.id === orderBy) ?? COLUMNS[0];
    return sortRows(index.rows, column.key as (row: MsiRow) => string | number | null, order);
  }, [index.rows, orderBy, order]);
  const lastPage = Math.max(0, Math.ceil(sorted.length / rowsPerPage) - 1);
  const shownPage = Math.min(page, lastPage);
  const rows = sorted.slice(shownPage * rowsPerPage, (shownPage + 1) * rowsPerPage);
  const describeUntoned = useUntonedText();
  const normalized = (value: number) => t('mediaScale.ranking.normalized', { value: format.number(value, { maximumFractionDigits: 2 }) });

  return (
    <>
      <ScrollTable label={t('mediaScale.ranking.table', { days: format.number(index.days) })} minWidth={820} size="small">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column.id}
                sx={'numeric' in column ? NUMBER_CELL : undefined}
                sortDirection={orderBy === column.id ? order : false}
              >
                <TableSortLabel
                  active={orderBy === column.id}
                  direction={orderBy === column.id ? order : column.first}
                  onClick={() => {
                    setOrder(orderBy === column.id ? (order === 'asc' ? 'desc' : 'asc') : column.first);
                    setOrderBy(column.id);
                    setPage(0);
                  }}
                >
                  {t(`mediaScale.ranking.columns.${column.id}`)}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.sourceId} hover>
              <TableCell sx={NUMBER_CELL}>{format.number(row.rank)}</TableCell>
              <TableCell component="th" scope="row">
                <Link
                  component={RouterLink}
                  to={paths.sourceAnalysis.getHref({ source: row.sourceId })}
                  underline="hover"
                  sx={{ fontWeight: 600 }}
                  dir="auto"
                >
                  {row.name}
                </Link>
                <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                  {[row.language, row.country].filter(Boolean).join(' · ').toUpperCase()}
                </Typography>
              </TableCell>
              <TableCell sx={{ ...NUMBER_CELL, fontWeight: 700 }}>
                {format.number(row.score, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
                <Bar value={row.score / 100} color="primary.main" />
              </TableCell>
              <TableCell sx={NUMBER_CELL} title={normalized(row.components.reach)}>
                {row.reach === null ? (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('mediaScale.ranking.unknownReach')}
                  </Box>
                ) : (
                  format.number(row.reach, { notation: 'compact', maximumFractionDigits: 1 })
                )}
                <Bar value={row.components.reach} color="info.main" />
              </TableCell>
              <TableCell sx={NUMBER_CELL} title={normalized(row.components.volume)}>
                {format.number(row.volume)}
                <Bar value={row.components.volume} color="success.main" />
              </TableCell>
              <TableCell sx={NUMBER_CELL} title={normalized(row.components.pickup)}>
                {format.number(row.pickup)}
                <Bar value={row.components.pickup} color="warning.main" />
              </TableCell>
              {row.toneIntensity === null || row.components.tone === null ? (
                // No article of the source has a tone: unknown, not 0 (its score leaves the tone weight out).
                <TableCell sx={NUMBER_CELL} title={describeUntoned(row.untoned) ?? undefined}>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('mediaScale.ranking.unknownTone')}
                  </Box>
                </TableCell>
              ) : (
                <TableCell sx={NUMBER_CELL} title={normalized(row.components.tone)}>
                  {format.number(row.toneIntensity, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
                  <Bar value={row.components.tone} color="secondary.main" />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
      {index.rows.length > PAGE_SIZES[0]! ? (
        <TablePager
          count={index.rows.length}
          page={shownPage}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={setPage}
          onRowsPerPageChange={(next) => {
            setRowsPerPage(next);
            setPage(0);
          }}
        />
      ) : null}
    </>
  );
}
