import { useMemo } from 'react';

import { useFormat } from '../format/use-format';
import { useUiTranslation } from '../texts';

// ----------------------------------------------------------------------
// MUI's Pagination and TablePagination speak English by default; these props
// give them the current language (the UI kit's `pagination` texts).

type ItemType = 'page' | 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis';

/**
 * The labels of a pagination in the current language: `getItemAriaLabel` for
 * Pagination, all three for TablePagination (`<TablePagination {...labels} />`).
 */
export function usePaginationLabels() {
  const { t } = useUiTranslation();
  const format = useFormat();
  return useMemo(
    () => ({
      getItemAriaLabel: (type: ItemType, page?: number | null, selected?: boolean): string => {
        if (type === 'page') return t(selected ? 'pagination.currentPage' : 'pagination.page', { page: format.number(page ?? 0) });
        return type === 'first' || type === 'last' || type === 'next' || type === 'previous' ? t(`pagination.${type}`) : '';
      },
      labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }): string =>
        t(count === -1 ? 'pagination.rowsMore' : 'pagination.rows', {
          from: format.number(from),
          to: format.number(to),
          total: format.number(count),
        }),
      labelRowsPerPage: t('pagination.rowsPerPage'),
    }),
    [t, format],
  );
}
