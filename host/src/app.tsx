import { BrowserRouter, useRoutes } from '@mediawatch/shared/router';

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
  useLanguageDirection();

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
