import { lazy, StrictMode, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LinearProgress from '@mui/material/LinearProgress';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  changeLanguage,
  directionOf,
  initI18n,
  isLanguage,
  LANGUAGES,
  pagesOf,
  remoteContract,
  useAuthStore,
  type RemoteName,
} from '@mediawatch/shared';
import { createQueryClient } from '@mediawatch/shared/queries';
import { BrowserRouter, Link, Route, Routes } from '@mediawatch/shared/router';

// ----------------------------------------------------------------------
// A small stand-alone shell for `pnpm --filter remote-x dev`: the remote's
// pages at their real paths (from the contract table), and its slots on the
// root, without the host. A developer tool, built only into a remote's own
// index.html, never into what the host loads. It imports the shared entry by
// its package name, like a page does, so they read one auth store.

/** Loads an exposed module by its file name (`tension-page`, `podcast-player`). */
export type ModuleLoader = (kind: 'pages' | 'slots', file: string) => Promise<{ default: ComponentType }>;

interface HarnessRoute {
  path: string;
  label: string;
  Page: LazyExoticComponent<ComponentType>;
}

const DEMO_ACCOUNT = { email: 'admin@mediawatch.local', password: 'mediawatch' };

/** An example value for each route parameter, so a parameterised page opens. */
const EXAMPLE = 'demo';

function routesOf(remote: RemoteName, load: ModuleLoader): HarnessRoute[] {
  const pages = pagesOf(remote).map((page) => ({
    path: page.entry.route,
    label: page.entry.nav?.title.en ?? page.id,
    Page: lazy(() => load('pages', page.entry.module.slice(2))),
  }));
  const slots = Object.entries(
    ('slots' in remoteContract[remote] ? remoteContract[remote].slots : {}) as Record<string, { module: string }>,
  ).map(([id, slot]) => ({ path: '/', label: id, Page: lazy(() => load('slots', slot.module.slice(2))) }));
  return [...pages, ...slots];
}

function hrefOf(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+/g, EXAMPLE);
}

function Harness({ remote, routes }: { remote: RemoteName; routes: HarnessRoute[] }) {
  const checkUserSession = useAuthStore((state) => state.checkUserSession);
  const user = useAuthStore((state) => state.user);
  const signIn = useAuthStore((state) => state.signIn);
  const signOut = useAuthStore((state) => state.signOut);
  const i18n = initI18n();
  const [language, setLanguage] = useState(i18n.language);
  const theme = createTheme({ direction: directionOf(language), palette: { mode: 'dark' }, shape: { borderRadius: 8 } });

  useEffect(() => {
    void checkUserSession();
  }, [checkUserSession]);

  useEffect(() => {
    document.documentElement.dir = directionOf(language);
    document.documentElement.lang = language;
  }, [language]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <Box component="header" sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
              {remote} harness · {user ? `signed in as ${user.email}` : 'not signed in'}
            </Typography>
            {user ? (
              <Button size="small" onClick={() => void signOut()}>
                Sign out
              </Button>
            ) : (
              // The demo account of a fresh `npm start` (README); the harness has no sign-in screen of its own.
              <Button size="small" variant="contained" onClick={() => void signIn(DEMO_ACCOUNT)}>
                Sign in as the demo admin
              </Button>
            )}
            <TextField
              select
              size="small"
              label="Language"
              value={language}
              onChange={(event) => {
                const next = event.target.value;
                if (isLanguage(next)) void changeLanguage(next).then(() => setLanguage(next));
              }}
            >
              {LANGUAGES.map((item) => (
                <MenuItem key={item.code} value={item.code}>
                  {item.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction="row" spacing={2} component="nav" aria-label="Harness pages" sx={{ mt: 1, flexWrap: 'wrap' }}>
            {routes.map((route) => (
              <Link key={route.path} to={hrefOf(route.path)} style={{ color: 'inherit' }}>
                {route.label}
              </Link>
            ))}
          </Stack>
        </Box>
        <Box component="main" sx={{ p: 3 }}>
          <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
            <Routes>
              {routes.map(({ path, Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
        </Box>
      </BrowserRouter>
    </ThemeProvider>
  );
}

/** Renders the harness of `remote` into `#root`: its pages and slots from the contract table. */
export function mountRemoteHarness(remote: RemoteName, load: ModuleLoader): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The harness needs an element with id "root".');
  initI18n();
  // Made once, outside render: a lazy component made in render would load again on every render.
  const routes = routesOf(remote, load);
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <Harness remote={remote} routes={routes} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
