import { useTheme } from '@mui/material/styles';

// ----------------------------------------------------------------------

/**
 * How a chart's axes sit in the page's direction: right to left, time runs
 * from the right and the value axis stands on the right (the chart's SVG is
 * laid out left to right, so the axes are flipped rather than the drawing).
 */
export function useChartAxes() {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  return { rtl, reverse: rtl, yPosition: rtl ? ('right' as const) : ('left' as const) };
}
