import { darken, getContrastRatio, lighten, type Palette, type Theme } from '@mui/material/styles';

/** A palette colour that text can be drawn in. */
export type Tone = 'primary' | 'secondary' | 'error' | 'warning' | 'info' | 'success';

/** WCAG 1.4.3 (AA): text of normal size reads at 4.5:1 against what it is drawn on. */
const TEXT_CONTRAST = 4.5;

/** The shade picked per theme (palette) and tone: asked for on every render of every button, chip and link. */
const readable = new WeakMap<Palette, Map<Tone, string>>();

/**
 * The shade of a palette tone that text can be drawn in on the mode's
 * surfaces (the cards, the page behind them, a selected row), at 4.5:1 on
 * each. In light mode the tone's main shade where it reads, else its dark
 * shade, else the dark shade deepened until it reads (orange's dark shade is
 * 4.2:1 on white, and bold contrast puts the page on grey); in dark mode the
 * light shade, brightened if it must be. A colour preset or a contrast
 * setting cannot make a label unreadable.
 */
export function readableTone(palette: Palette, tone: Tone): string {
  let known = readable.get(palette);
  if (!known) readable.set(palette, (known = new Map()));
  let shade = known.get(tone);
  if (shade === undefined) {
    shade = pickShade(palette, tone);
    known.set(tone, shade);
  }
  return shade;
}

function pickShade(palette: Palette, tone: Tone): string {
  const color = palette[tone];
  // The cards, the page, and a selected row or navigation entry on a card (its tint blended in).
  const selected =
    palette.mode === 'light'
      ? darken(palette.background.paper, palette.action.selectedOpacity)
      : lighten(palette.background.paper, palette.action.selectedOpacity);
  const surfaces = [palette.background.paper, palette.background.default, selected];
  const shades =
    palette.mode === 'light'
      ? [color.main, color.dark, darken(color.dark, 0.2), darken(color.dark, 0.4), darken(color.dark, 0.6)]
      : [color.light, lighten(color.light, 0.3), lighten(color.light, 0.6)];
  const reads = (shade: string) => Math.min(...surfaces.map((surface) => getContrastRatio(shade, surface))) >= TEXT_CONTRAST;
  return shades.find(reads) ?? shades[shades.length - 1]!;
}

/** Text drawn in a palette tone (readableTone), for `sx`: `{ color: toneText('warning') }`. */
export function toneText(tone: Tone): (theme: Theme) => string {
  return (theme) => readableTone(theme.palette, tone);
}
