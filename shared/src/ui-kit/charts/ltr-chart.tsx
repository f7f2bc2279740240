import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// ----------------------------------------------------------------------

/**
 * A chart's drawing is laid out left to right in every language (ChartPanel
 * keeps it so, and the axes flip instead: use-chart-axes). @mui/x-charts
 * reads the direction from the theme and would mirror its text anchors
 * right to left, drawing the labels of an axis over the plot: inside this,
 * it is told the truth.
 */
export function LtrChart({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={(outer: Theme) => (outer.direction === 'ltr' ? outer : { ...outer, direction: 'ltr' as const })}>
      {children}
    </ThemeProvider>
  );
}

const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

/** A short label for a chart's tick (an SVG text, read left to right): without the bidi marks a locale may add. */
export function tickLabel(locale: string, value: Date | string | number, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, options).format(date).replace(BIDI_MARKS, '');
}
