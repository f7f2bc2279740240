import { createTheme, getContrastRatio, type Theme } from '@mui/material/styles';

import { readableTone, toneText, type Tone } from './tone-text';

const TONES: Tone[] = ['primary', 'secondary', 'error', 'warning', 'info', 'success'];
const readsOn = (theme: Theme, color: string) =>
  Math.min(getContrastRatio(color, theme.palette.background.paper), getContrastRatio(color, theme.palette.background.default));

describe('readableTone', () => {
  it('keeps a main shade that reads, else takes the dark shade in light mode and the light one in dark mode', () => {
    const light = createTheme({
      palette: { mode: 'light', primary: { main: '#2065D1' }, warning: { main: '#ED6C02', light: '#FF9800', dark: '#B54708' } },
    });
    const dark = createTheme({ palette: { mode: 'dark' } });
    expect(readableTone(light.palette, 'primary')).toBe('#2065D1');
    expect(toneText('warning')(light)).toBe('#B54708');
    expect(toneText('info')(dark)).toBe(dark.palette.info.light);
  });

  it('deepens a dark shade that does not read: orange on white, green on the grey page of bold contrast', () => {
    const orange = createTheme({ palette: { mode: 'light', primary: { light: '#FED680', main: '#FDA92D', dark: '#B66816' } } });
    expect(getContrastRatio('#B66816', '#FFFFFF')).toBeLessThan(4.5);
    expect(readsOn(orange, readableTone(orange.palette, 'primary'))).toBeGreaterThanOrEqual(4.5);
    const bold = createTheme({
      palette: { mode: 'light', primary: { main: '#00A76F', dark: '#007867' }, background: { default: '#DFE3E8', paper: '#FFFFFF' } },
    });
    expect(getContrastRatio('#007867', '#DFE3E8')).toBeLessThan(4.5);
    expect(readsOn(bold, readableTone(bold.palette, 'primary'))).toBeGreaterThanOrEqual(4.5);
  });

  it('reads at 4.5:1 for every tone of MUI’s palettes, in both modes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = createTheme({ palette: { mode } });
      for (const tone of TONES) expect([mode, tone, readsOn(theme, readableTone(theme.palette, tone)) >= 4.5]).toEqual([mode, tone, true]);
    }
  });
});
