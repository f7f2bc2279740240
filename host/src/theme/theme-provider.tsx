import { useEffect, useMemo, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider as MuiThemeProvider } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

import { useSettingsStore } from '../settings/use-settings-store';
import { createAppTheme } from './create-theme';

// MUI's documented right-to-left setup: the theme's direction, dir on <html>,
// and an emotion cache whose stylis plugin flips every physical property.
// The cache is shared by the remotes too (emotion is a singleton), so their
// pages flip with the shell.
const caches = {
  ltr: createCache({ key: 'mui', prepend: true }),
  rtl: createCache({ key: 'muirtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin] }),
};

export function ThemeProvider({ children }: { children: ReactNode }) {
  const themeMode = useSettingsStore((state) => state.themeMode);
  const themeContrast = useSettingsStore((state) => state.themeContrast);
  const themeDirection = useSettingsStore((state) => state.themeDirection);
  const themeColorPresets = useSettingsStore((state) => state.themeColorPresets);

  const theme = useMemo(
    () => createAppTheme({ themeMode, themeContrast, themeDirection, themeColorPresets }),
    [themeMode, themeContrast, themeDirection, themeColorPresets],
  );

  useEffect(() => {
    document.documentElement.dir = themeDirection;
  }, [themeDirection]);

  return (
    <CacheProvider value={caches[themeDirection]}>
      <MuiThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </MuiThemeProvider>
    </CacheProvider>
  );
}
