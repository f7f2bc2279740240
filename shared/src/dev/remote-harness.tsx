import { lazy, StrictMode, Suspense, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinearProgress from '@mui/material/LinearProgress';
import { QueryClientProvider } from '@tanstack/react-query';

import { useAuthStore } from '../auth/use-auth-store';
import { createQueryClient } from '../query/query-client';

// ----------------------------------------------------------------------
// A small stand-alone shell for `pnpm --filter remote-x dev`: the remote's
// pages at their real paths, without the host. It is a developer tool, built
// only into a remote's own index.html, never into what the host loads.

export interface HarnessPage {
  path: string;
  label: string;
  load: () => Promise<{ default: ComponentType }>;
}

export interface HarnessOptions {
  /** The remote's package name, shown in the header. */
  name: string;
  pages: HarnessPage[];
}

const theme = createTheme({ palette: { mode: 'dark' }, shape: { borderRadius: 8 } });

function Harness({ name, pages }: HarnessOptions) {
  const checkUserSession = useAuthStore((state) => state.checkUserSession);
  const user = useAuthStore((state) => state.user);

  useEffect(() => {
    void checkUserSession();
  }, [checkUserSession]);

  return (
    <BrowserRouter>
      <Box component="header" sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle2">
          {name} harness · {user ? `signed in as ${user.email}` : 'not signed in'}
        </Typography>
        <Stack direction="row" spacing={2} component="nav" aria-label="Harness pages" sx={{ mt: 1, flexWrap: 'wrap' }}>
          {pages.map((page) => (
            <Link key={page.path} to={page.path} style={{ color: 'inherit' }}>
              {page.label}
            </Link>
          ))}
        </Stack>
      </Box>
      <Box component="main" sx={{ p: 3 }}>
        <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
          <Routes>
            {pages.map((page) => {
              const Page = lazy(page.load);
              return <Route key={page.path} path={page.path} element={<Page />} />;
            })}
          </Routes>
        </Suspense>
      </Box>
    </BrowserRouter>
  );
}

/** Renders the harness into `#root`. */
export function mountRemoteHarness(options: HarnessOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The harness needs an element with id "root".');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <Harness {...options} />
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
