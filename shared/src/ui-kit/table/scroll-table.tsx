import { useEffect, useRef, useState, type ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';

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
  /**
   * While the table scrolls, its first column (the row's name) stays put at
   * the reading start, so each row stays identified (default true). False for
   * a table whose first column is not what names a row.
   */
  stickyFirstColumn?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

interface Overflow {
  /** The element is narrower than its content. */
  overflows: boolean;
  /** There is more to scroll to beyond its left side, and beyond its right side. */
  left: boolean;
  right: boolean;
  /** The width of the first column, in pixels (0 when there is none). */
  first: number;
}

const FITS: Overflow = { overflows: false, left: false, right: false, first: 0 };

/** Whether the element is narrower than its content, and on which sides, kept up to date as either changes size or it scrolls. */
function useOverflowsSideways<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [overflow, setOverflow] = useState<Overflow & { rtl?: boolean }>(FITS);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const max = element.scrollWidth - element.clientWidth;
      if (max <= 1) {
        setOverflow((current) => (current.overflows ? FITS : current));
        return;
      }
      // Right to left, scrollLeft runs from 0 (the right end) down to -max.
      const rtl = getComputedStyle(element).direction === 'rtl';
      const fromLeft = rtl ? max + element.scrollLeft : element.scrollLeft;
      const cell = element.querySelector('tr > :first-child');
      const first = cell instanceof HTMLElement ? Math.round(cell.getBoundingClientRect().width) : 0;
      const next = { overflows: true, left: fromLeft > 1, right: fromLeft < max - 1, first, rtl };
      setOverflow((current) =>
        current.overflows && current.left === next.left && current.right === next.right && current.first === next.first ? current : next,
      );
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    measure();
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);
  return [ref, overflow] as const;
}

/**
 * The cue that a table goes on beyond an edge: the rows fade out on each side
 * where there is more to scroll to (a mask, so it reads on any card colour).
 * `left`/`right` are the box's sides, whatever the reading direction. With a
 * sticky first column of `first` pixels at `stickySide`, that side fades just
 * past the column (the rows slide under it), the column itself staying whole.
 */
export function fadeMask(left: boolean, right: boolean, first = 0, stickySide: 'left' | 'right' = 'left') {
  if (!left && !right) return undefined;
  const fade = 32;
  const l = stickySide === 'left' ? first : 0;
  const r = stickySide === 'right' ? first : 0;
  const stops = [
    ...(l > 0 ? ['#000 0', `#000 ${l}px`] : []),
    `${left ? 'transparent' : '#000'} ${l}px`,
    `#000 ${left ? l + fade : l}px`,
    `#000 calc(100% - ${right ? r + fade : r}px)`,
    `${right ? 'transparent' : '#000'} calc(100% - ${r}px)`,
    ...(r > 0 ? [`#000 calc(100% - ${r}px)`, '#000 100%'] : []),
  ];
  const mask = `linear-gradient(to right, ${stops.join(', ')}) /* @noflip */`;
  return { maskImage: mask, WebkitMaskImage: mask };
}

/**
 * The first column kept at the reading start while the rows scroll under it:
 * the card's colour behind it (with the row's hover or selected tint on top),
 * and a hairline on its far side.
 */
const STICKY_FIRST = (theme: Theme) => {
  const selected = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
  const tint = (color: string) => ({ backgroundImage: `linear-gradient(${color}, ${color})` });
  return {
    '& tr > :first-of-type': {
      position: 'sticky',
      insetInlineStart: 0,
      zIndex: 1,
      backgroundColor: theme.palette.background.paper,
      // Right to left, the style sheet's direction plugin turns the hairline to the column's left.
      boxShadow: `inset -1px 0 0 ${theme.palette.divider}`,
    },
    '& tr.MuiTableRow-hover:hover > :first-of-type': tint(theme.palette.action.hover),
    '& tr.Mui-selected > :first-of-type': tint(selected),
  } as const;
};

/**
 * A table that scrolls sideways inside its card on a narrow screen (a phone),
 * the page staying put. While it scrolls it is a named region in the tab
 * order ("Runs, scrolls sideways"), so a keyboard can scroll it even when
 * no cell holds a control (WCAG 2.1.1), its rows fading on the side it goes on;
 * where it fits it adds no tab stop.
 */
export function ScrollTable({ label, minWidth, size, scroll = true, stickyFirstColumn = true, sx, children }: ScrollTableProps) {
  const { t } = useUiTranslation();
  const [ref, { overflows, left, right, first, rtl }] = useOverflowsSideways<HTMLDivElement>();
  const sticky = scroll && overflows && stickyFirstColumn;
  return (
    // Positioned, so an absolutely placed visually hidden header text stays inside the
    // scrolling box instead of widening the whole page (and, right to left, shifting it).
    <TableContainer
      ref={ref}
      // Named apart from the table (and from a section titled like it): landmarks' names are unique.
      {...(scroll && overflows ? { tabIndex: 0, role: 'region', 'aria-label': t('table.scrolls', { label }) } : {})}
      sx={[
        { position: 'relative' },
        !scroll && { overflow: 'visible' },
        scroll && overflows && fadeMask(left, right, sticky ? first : 0, rtl ? 'right' : 'left'),
        sticky && STICKY_FIRST,
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Table aria-label={label} size={size} sx={{ minWidth }}>
        {children}
      </Table>
    </TableContainer>
  );
}

/** A table cell holding a figure: aligned to the end, digits of one width, never wrapped. */
export const NUMBER_CELL = { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
