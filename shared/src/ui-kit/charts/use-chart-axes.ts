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

/** The series colours of the theme (mode, contrast and preset follow the settings). */
export function useSeriesColors() {
  const { palette } = useTheme();
  return [palette.primary.main, palette.warning.main, palette.info.main, palette.secondary.main, palette.success.main, palette.error.main];
}
