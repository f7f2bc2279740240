import type { ReactNode } from 'react';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { RowActions, ScrollTable, VisuallyHidden, type RowAction } from '@mediawatch/shared/ui';

import { useResourceListTexts } from './texts';

// ----------------------------------------------------------------------

export interface ResourceColumn<T> {
  id: string;
  /** The header cell's content: its text, or a sort label. */
  header: ReactNode;
  align?: 'left' | 'right';
  /** The column's sort state, on a sortable table (the header cell's aria-sort). */
  sortDirection?: 'asc' | 'desc' | false;
  cell: (item: T) => ReactNode;
  /** More props of a row's cell (a title, a colour). */
  cellProps?: (item: T) => TableCellProps;
}

export interface ResourceTableProps<T> {
  /** The table's accessible name. */
  label: string;
  minWidth: number;
  items: readonly T[];
  idOf: (item: T) => string;
  /** The name the row's actions button says it is for. */
  nameOf: (item: T) => string;
  /** The first column heads each row (a row header, for screen readers). */
  columns: readonly ResourceColumn<T>[];
  /** The row's actions, already filtered by what the user may do (none: an empty cell). */
  actionsOf: (item: T) => RowAction[];
}

/** The table of a resource page: a row per item headed by its name, and a menu of its actions at the end. */
export function ResourceTable<T>({ label, minWidth, items, idOf, nameOf, columns, actionsOf }: ResourceTableProps<T>) {
  const { t } = useResourceListTexts();
  return (
    <ScrollTable label={label} size="small" minWidth={minWidth}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.id} align={column.align} sortDirection={column.sortDirection}>
              {column.header}
            </TableCell>
          ))}
          <TableCell>
            <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={idOf(item)} hover>
            {columns.map((column, index) => (
              <TableCell
                key={column.id}
                align={column.align}
                {...(index === 0 ? { component: 'th', scope: 'row' } : {})}
                {...column.cellProps?.(item)}
              >
                {column.cell(item)}
              </TableCell>
            ))}
            <TableCell align="right" padding="checkbox">
              <RowActions label={t('common.actionsFor', { name: nameOf(item) })} actions={actionsOf(item)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollTable>
  );
}

/** A resource's name at the head of its row, linking to where its articles or its analysis are. */
export function ResourceNameLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="hover" sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}
