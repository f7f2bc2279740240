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

interface Overflow {
  /** The element is narrower than its content. */
  overflows: boolean;
  /** There is more to scroll to beyond its left side, and beyond its right side. */
  left: boolean;
  right: boolean;
}

const FITS: Overflow = { overflows: false, left: false, right: false };

/** Whether the element is narrower than its content, and on which sides, kept up to date as either changes size or it scrolls. */
function useOverflowsSideways<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [overflow, setOverflow] = useState<Overflow>(FITS);
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
      const next = { overflows: true, left: fromLeft > 1, right: fromLeft < max - 1 };
      setOverflow((current) => (current.overflows && current.left === next.left && current.right === next.right ? current : next));
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
 * `left`/`right` are the box's sides, whatever the reading direction.
 */
function fadeMask(left: boolean, right: boolean) {
  if (!left && !right) return undefined;
  const fade = 32;
  const mask = `linear-gradient(to right, ${left ? 'transparent' : '#000'} 0, #000 ${left ? fade : 0}px, #000 calc(100% - ${right ? fade : 0}px), ${right ? 'transparent' : '#000'} 100%) /* @noflip */`;
  return { maskImage: mask, WebkitMaskImage: mask };
}

/**
 * A table that scrolls sideways inside its card on a narrow screen (a phone),
 * the page staying put. While it scrolls it is a named region in the tab
 * order ("Runs, scrolls sideways"), so a keyboard can scroll it even when
 * no cell holds a control (WCAG 2.1.1), its rows fading on the side it goes on;
 * where it fits it adds no tab stop.
 */
export function ScrollTable({ label, minWidth, size, scroll = true, sx, children }: ScrollTableProps) {
  const { t } = useUiTranslation();
  const [ref, { overflows, left, right }] = useOverflowsSideways<HTMLDivElement>();
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
        scroll && overflows && fadeMask(left, right),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Table aria-label={label} size={size} sx={{ minWidth }}>
        {children}
      </Table>
    </TableContainer>
  );
}
