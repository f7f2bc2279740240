import type { ThemeColorPreset } from '../settings/settings-config';

// ----------------------------------------------------------------------
// The six colour presets of docs/spec.md §9 (Minimal's palette; blue keeps the
// product's main blue, readable with white text in both modes).

export interface PresetColor {
  lighter: string;
  light: string;
  main: string;
  dark: string;
  darker: string;
}

export const PRESETS: Record<ThemeColorPreset, PresetColor> = {
  default: { lighter: '#C8FAD6', light: '#5BE49B', main: '#00A76F', dark: '#007867', darker: '#004B50' },
  cyan: { lighter: '#CCF4FE', light: '#68CDF9', main: '#078DEE', dark: '#0351AB', darker: '#012972' },
  purple: { lighter: '#EBD6FD', light: '#B985F4', main: '#7635DC', dark: '#431A9E', darker: '#200A69' },
  blue: { lighter: '#D1E9FC', light: '#76B0F1', main: '#2065D1', dark: '#103996', darker: '#061B64' },
  orange: { lighter: '#FEF4D4', light: '#FED680', main: '#FDA92D', dark: '#B66816', darker: '#793908' },
  red: { lighter: '#FFE4D6', light: '#FFA48D', main: '#FF3030', dark: '#B71833', darker: '#7A0930' },
};
