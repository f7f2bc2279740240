import { useEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider as MuiThemeProvider } from '@mui/material/styles';

import { useSettingsStore } from '../settings/use-settings-store';
import { createAppTheme } from './create-theme';
import { useDirectionCache } from './direction-cache';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const themeMode = useSettingsStore((state) => state.themeMode);
  const themeContrast = useSettingsStore((state) => state.themeContrast);
  const { direction: themeDirection, cache } = useDirectionCache(useSettingsStore((state) => state.themeDirection));
  const themeColorPresets = useSettingsStore((state) => state.themeColorPresets);

  const theme = useMemo(
    () => createAppTheme({ themeMode, themeContrast, themeDirection, themeColorPresets }),
    [themeMode, themeContrast, themeDirection, themeColorPresets],
  );

  useEffect(() => {
    document.documentElement.dir = themeDirection;
  }, [themeDirection]);

  return (
    <CacheProvider value={cache}>
      <MuiThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </MuiThemeProvider>
    </CacheProvider>
  );
}
