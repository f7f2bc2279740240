import { createTheme } from '@mui/material/styles';

import { toneText } from './tone-text';

describe('toneText', () => {
  it('takes the dark shade in light mode and the light shade in dark mode', () => {
    const light = createTheme({ palette: { mode: 'light', warning: { main: '#ED6C02', light: '#FF9800', dark: '#B54708' } } });
    const dark = createTheme({ palette: { mode: 'dark' } });
    expect(toneText('warning')(light)).toBe('#B54708');
    expect(toneText('info')(dark)).toBe(dark.palette.info.light);
    expect(toneText('primary')(light)).toBe(light.palette.primary.dark);
  });
});
