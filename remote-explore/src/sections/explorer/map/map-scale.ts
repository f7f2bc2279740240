import { alpha, useTheme } from '@mui/material/styles';

// The coverage map's colour scale (docs/decisions/0048-the-coverage-map.md):
// five classes of equal width over 0..the largest share of any query shown,
// rounded up to a round figure, so compared queries read on one scale. Each
// class is the theme's primary colour (the lighter one in dark mode) at a rising opacity over the card
// (light and dark alike: more is more contrast against the background); a
// country no match mentions is the neutral grey.

export const CLASSES = 5;

/** The scale's top: CLASSES steps of a round figure (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten), at or above `max`. */
export function scaleTop(max: number): number {
  if (!(max > 0)) return 0.05;
  const step = max / CLASSES;
  const power = 10 ** Math.floor(Math.log10(step));
  const nice = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((factor) => factor * power >= step - 1e-12)! * power;
  return Math.min(1, nice * CLASSES);
}

/** The class (0..CLASSES-1) of a share on a scale topped at `top`. */
export function classOf(share: number, top: number): number {
  return Math.max(0, Math.min(CLASSES - 1, Math.ceil((share / top) * CLASSES) - 1));
}

/** The decimals a class's bounds need as percents (0 for 6 %, 1 for 1.5 %). */
export function percentDigits(top: number): number {
  const step = (100 * top) / CLASSES;
  return Math.abs(step - Math.round(step)) < 1e-9 ? 0 : 1;
}

export interface MapColors {
  classes: string[];
  none: string;
  border: string;
  focus: string;
}

export function useMapColors(): MapColors {
  const { palette } = useTheme();
  return {
    // Dark: the lighter primary, so the first class stands out from the neutral grey and the dark card.
    classes: Array.from({ length: CLASSES }, (_, index) =>
      palette.mode === 'light'
        ? alpha(palette.primary.main, 0.3 + (0.7 * index) / (CLASSES - 1))
        : alpha(palette.primary.light, 0.45 + (0.55 * index) / (CLASSES - 1)),
    ),
    none: palette.mode === 'light' ? palette.grey[200] : palette.grey[800],
    border: palette.background.paper,
    focus: palette.text.primary,
  };
}
