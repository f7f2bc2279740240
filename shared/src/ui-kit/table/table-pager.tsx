import TablePagination from '@mui/material/TablePagination';
import { usePaginationLabels } from '../pagination/use-pagination-labels';

// ----------------------------------------------------------------------

export interface TablePagerProps {
  count: number;
  /** Zero-based. */
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
}

/**
 * A table's pager in the current language. On a phone the "Rows per page"
 * words give their room to the page buttons; the select keeps them as its
 * accessible name.
 */
export function TablePager({ onPageChange, onRowsPerPageChange, ...pager }: TablePagerProps) {
  const labels = usePaginationLabels();
  return (
    <TablePagination
      {...labels}
      {...pager}
      component="div"
      onPageChange={(_, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onRowsPerPageChange(Number(event.target.value))}
      sx={{ '& .MuiTablePagination-selectLabel': { display: { xs: 'none', sm: 'block' } } }}
    />
  );
}
