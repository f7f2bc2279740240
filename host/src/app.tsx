import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from '@mediawatch/shared/router';
import { useAuthStore } from '@mediawatch/shared';

import { ProgressBarStyles } from './components/progress-bar';
import { routes } from './routes/sections';
import { useLanguageDirection } from './settings/use-language-direction';
import { ThemeProvider } from './theme/theme-provider';

export function App() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  const checkUserSession = useAuthStore((state) => state.checkUserSession);
  useLanguageDirection();

  // docs/spec.md §4: auth starts loading, and the current-user call settles it.
  useEffect(() => {
    void checkUserSession();
  }, [checkUserSession]);

  return (
    <ThemeProvider>
      <ProgressBarStyles />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
