import type { Theme } from '@mui/material/styles';

/**
 * The style of a reference line's label (a band, a threshold, an event): small
 * secondary text on a halo of the card's colour, so where it crosses bars or a
 * line it still reads, the way printed charts set such labels.
 */
export function referenceLabelStyle(theme: Theme) {
  return {
    fontSize: 11,
    fill: theme.palette.text.secondary,
    paintOrder: 'stroke',
    stroke: theme.palette.background.paper,
    strokeWidth: 3,
    strokeLinejoin: 'round',
  } as const;
}
