import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@mediawatch/shared/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { initI18n } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted on (for pages that read params). */
  path?: string;
  /** The server-state cache, when the test filled one beforehand (a page's prefetch). */
  queryClient?: QueryClient;
}

/** A server-state cache for tests: no retries, so an error answer shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } } });
}

/** Renders `ui` the way the host does: router, MUI theme and a fresh server-state cache. */
export function renderWithProviders(ui: ReactElement, { route = '/', path, queryClient = testQueryClient() }: RenderOptions = {}) {
  // The shared i18next instance, in English unless a test changed the language.
  initI18n();
  const theme = createTheme({ palette: { mode: 'light' } });
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[route]}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          {path ? (
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<p>Elsewhere</p>} />
            </Routes>
          ) : (
            ui
          )}
        </ThemeProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { user, queryClient, ...result };
}
