import type { Theme } from '@mui/material/styles';

/** A palette colour that text can be drawn in. */
export type Tone = 'primary' | 'secondary' | 'error' | 'warning' | 'info' | 'success';

/**
 * The colour of text drawn in a palette tone on the mode's surfaces: the
 * tone's dark shade in light mode and its light shade in dark mode, as the
 * main shades of warning, info and primary are under 4.5:1 against a card in
 * one mode or the other (WCAG 1.4.3). For `sx`: `{ color: toneText('warning') }`.
 */
export function toneText(tone: Tone): (theme: Theme) => string {
  return (theme) => theme.palette[tone][theme.palette.mode === 'light' ? 'dark' : 'light'];
}
