import { useEffect, useRef, useState, type ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { SxProps, Theme } from '@mui/material/styles';

import { useUiTranslation } from '../texts';

// ----------------------------------------------------------------------

export interface ScrollTableProps {
  /** The table's accessible name. */
  label: string;
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  size?: 'small' | 'medium';
  /**
   * False for a table that is only read, never seen (a chart's data table
   * while it is hidden): no scrolling box, which would be a region, and a tab
   * stop, that nobody can see.
   */
  scroll?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** Whether the element is narrower than its content, kept up to date as either changes size. */
function useOverflowsSideways<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

/**
 * A table that scrolls sideways inside its card on a narrow screen (a phone),
 * the page staying put. While it scrolls it is a named region in the tab
 * order ("Runs, scrolls sideways"), so a keyboard can scroll it even when
 * no cell holds a control (WCAG 2.1.1); where it fits it adds no tab stop.
 */
export function ScrollTable({ label, minWidth, size, scroll = true, sx, children }: ScrollTableProps) {
  const { t } = useUiTranslation();
  const [ref, overflows] = useOverflowsSideways<HTMLDivElement>();
  return (
    // Positioned, so an absolutely placed visually hidden header text stays inside the
    // scrolling box instead of widening the whole page (and, right to left, shifting it).
    <TableContainer
      ref={ref}
      // Named apart from the table (and from a section titled like it): landmarks' names are unique.
      {...(scroll && overflows ? { tabIndex: 0, role: 'region', 'aria-label': t('table.scrolls', { label }) } : {})}
      sx={[{ position: 'relative' }, !scroll && { overflow: 'visible' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Table aria-label={label} size={size} sx={{ minWidth }}>
        {children}
      </Table>
    </TableContainer>
  );
}
