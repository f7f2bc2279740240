import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { SxProps, Theme } from '@mui/material/styles';

// ----------------------------------------------------------------------

export interface ScrollTableProps {
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A table that scrolls sideways inside its card on a narrow screen (a phone), the page staying put. */
export function ScrollTable({ label, minWidth, size, sx, children }: ScrollTableProps) {
  return (
    // Positioned, so an absolutely placed visually hidden header text stays inside the
    // scrolling box instead of widening the whole page (and, right to left, shifting it).
    <TableContainer sx={[{ position: 'relative' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Table aria-label={label} size={size} sx={{ minWidth }}>
        {children}
      </Table>
    </TableContainer>
  );
}
