import { useEffect } from 'react';
import { BrowserRouter, useRoutes } from '@mediawatch/shared/router';
import { useAuthStore } from '@mediawatch/shared';

import { ProgressBarStyles } from './components/progress-bar';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { routes } from './routes/sections';
import { useLanguageDirection } from './settings/use-language-direction';
import { ThemeProvider } from './theme/theme-provider';

/** The route table of docs/spec.md §2, matched against the address. */
function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  const checkUserSession = useAuthStore((state) => state.checkUserSession);
  useLanguageDirection();

  // docs/spec.md §4: auth starts loading, and the current-user call settles it.
  useEffect(() => {
    void checkUserSession();
  }, [checkUserSession]);

  return (
    <ThemeProvider>
      <ProgressBarStyles />
      <BrowserRouter>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </ThemeProvider>
  );
}
