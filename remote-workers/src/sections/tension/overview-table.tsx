import { useMemo, useState } from 'react';
import type { TensionOverview } from '@mediawatch/shared';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import type { Theme } from '@mui/material/styles';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { ScrollTable, sortRows, useFormat, type Order, useUntonedText, NUMBER_CELL } from '@mediawatch/shared/ui';

import { useTensionTexts } from './texts';
import { articlesHref } from '@mediawatch/shared/ui';
import { useFormatZ } from './use-z';

/** A flagged z: the error colour, its dark shade on light and light shade on dark, so it reads on a selected row too. */
const FLAGGED_TEXT = (theme: Theme) => (theme.palette.mode === 'light' ? theme.palette.error.dark : theme.palette.error.light);

// ----------------------------------------------------------------------

export type TensionItem = TensionOverview['items'][number];

// `id` names the header's text (`tension.overview.columns.<id>`).
const COLUMNS = [
  { id: 'name', key: (item: TensionItem) => item.name.toLowerCase(), first: 'asc' },
  { id: 'kind', key: (item: TensionItem) => item.kind, first: 'asc' },
  { id: 'count', key: (item: TensionItem) => item.count, numeric: true, first: 'desc' },
  { id: 'negativity', key: (item: TensionItem) => item.negativity, numeric: true, first: 'desc' },
  { id: 'z', key: (item: TensionItem) => item.z, numeric: true, first: 'desc' },
] as const;

type ColumnId = (typeof COLUMNS)[number]['id'];

export interface OverviewTableProps {
  overview: TensionOverview;
  selected: { kind: TensionItem['kind']; id: string } | null;
  /** The page's URL with this item chosen. */
  hrefOf: (item: TensionItem) => string;
}

/** Every topic and source group on one day, sortable; a name shows that item's series. */
export function OverviewTable({ overview, selected, hrefOf }: OverviewTableProps) {
  const { t } = useTensionTexts();
  const format = useFormat();
  const formatZ = useFormatZ();
  const describeUntoned = useUntonedText();
  const [orderBy, setOrderBy] = useState<ColumnId>('z');
  const [order, setOrder] = useState<Order>('desc');
  const rows = useMemo(() => {
    const column = COLUMNS.find((candidate) => candidate.id === orderBy) ?? COLUMNS[4];
    return sortRows(overview.items, column.key as (item: TensionItem) => string | number | null, order);
  }, [overview.items, orderBy, order]);
  const day = format.date(`${overview.day}T12:00:00`);

  return (
    <ScrollTable label={t('tension.overview.table', { day })} minWidth={640} size="small">
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
                }}
              >
                {t(`tension.overview.columns.${column.id}`)}
              </TableSortLabel>
            </TableCell>
          ))}
          <TableCell>{t('tension.overview.columns.status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((item) => {
          const current = selected?.kind === item.kind && selected.id === item.id;
          const filter = { from: overview.day, to: overview.day, ...(item.kind === 'topic' ? { topicId: item.id } : { groupId: item.id }) };
          return (
            <TableRow key={`${item.kind}:${item.id}`} selected={current} hover>
              <TableCell component="th" scope="row">
                <Link
                  component={RouterLink}
                  to={hrefOf(item)}
                  replace
                  aria-current={current ? 'true' : undefined}
                  title={t('tension.overview.showSeries', { name: item.name })}
                  underline="hover"
                  sx={{ fontWeight: current ? 700 : 600 }}
                  dir="auto"
                >
                  {item.name}
                </Link>
              </TableCell>
              <TableCell>{t(`tension.kind.${item.kind}`)}</TableCell>
              <TableCell sx={NUMBER_CELL}>
                {item.count > 0 ? (
                  <Link
                    component={RouterLink}
                    to={articlesHref(filter)}
                    underline="hover"
                    color="inherit"
                    aria-label={t('tension.overview.articlesOf', { count: format.number(item.count), name: item.name, day })}
                  >
                    {format.number(item.count)}
                  </Link>
                ) : (
                  format.number(item.count)
                )}
              </TableCell>
              <TableCell sx={NUMBER_CELL} title={describeUntoned(item.untoned) ?? undefined}>
                {item.negativity === null ? (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('tension.unknownNegativity')}
                  </Box>
                ) : (
                  format.number(item.negativity, { maximumFractionDigits: 1 })
                )}
              </TableCell>
              <TableCell
                sx={{ ...NUMBER_CELL, fontWeight: item.flagged ? 700 : undefined, color: item.flagged ? FLAGGED_TEXT : undefined }}
              >
                {formatZ(item.z)}
              </TableCell>
              <TableCell>
                {item.flagged ? (
                  <Chip size="small" color="error" label={t('tension.overview.flagged')} />
                ) : item.z === null ? (
                  <Chip size="small" variant="outlined" label={t('tension.overview.noBaseline')} />
                ) : (
                  <Chip size="small" variant="outlined" label={t('tension.overview.normal')} />
                )}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </ScrollTable>
  );
}
