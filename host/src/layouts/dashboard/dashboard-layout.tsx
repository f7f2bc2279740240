import { Suspense, useState, type ReactNode } from 'react';
import { Outlet } from '@mediawatch/shared/router';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { QueryClientProvider } from '@tanstack/react-query';
import { paths, PLAYER_DOCK_HEIGHT, slotModuleId, usePlayerDockStore, useTranslation } from '@mediawatch/shared';
import { useReportLanguage } from '@mediawatch/shared/queries';
import { LazyPanel, lazyWithPreload, Logo } from '@mediawatch/shared/ui';

import { MenuIcon } from '../../components/icons';
import { RouteLoading } from '../../components/progress-bar';
import { RemoteComponent } from '../../federation/remote-component';
import { AlertsBell } from '../../sections/alerts/alerts-bell';
import { MenuSearch } from '../../sections/menu-search/menu-search';
import { TasksBell } from '../../sections/tasks/tasks-bell';
import { LanguagePopover } from '../../settings/language-popover';
import { SettingsButton } from '../../settings/settings-button';
import { STRETCH_MIN_WIDTH } from '../../settings/settings-config';
import { useSettingsStore } from '../../settings/use-settings-store';
import { PLAYER_DOCK_VAR } from '../../theme/create-theme';
import { layoutConfig } from '../config-layout';
import { navData } from '../nav-config-dashboard';
import { AccountMenu } from './account-menu';
import { Footer } from './footer';
import { takeServerStateClient } from './server-state';
import { NavHorizontal } from './nav-horizontal';
import { NavContent } from './nav-content';
import { NavMini } from './nav-mini';
import { OwnerBadge } from './owner-badge';

// ----------------------------------------------------------------------

const { header, nav, glass } = layoutConfig;

const PLAYER_SLOT = slotModuleId('remote_player', 'podcastPlayer');

// The phone's navigation drawer (a modal: Drawer, Modal, the focus trap) loads when it is first opened.
const NavDrawer = lazyWithPreload(() => import('./nav-drawer').then((module) => module.NavDrawer));

/** On large screens, switches the side panel between vertical (280 px) and mini (88 px). */
function NavToggleButton({ mini, left }: { mini: boolean; left: number }) {
  const setField = useSettingsStore((state) => state.setField);
  const { t } = useTranslation();
  const label = t(mini ? 'nav.expandNavigation' : 'nav.collapseNavigation');
  return (
    <IconButton
      size="small"
      aria-label={label}
      title={label}
      onClick={() => setField('themeLayout', mini ? 'vertical' : 'mini')}
      sx={{
        display: { xs: 'none', lg: 'inline-flex' },
        position: 'fixed',
        top: 28,
        left: left - 13,
        zIndex: (theme) => theme.zIndex.drawer + 1,
        width: 26,
        height: 26,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
        '&:hover': { bgcolor: 'background.paper' },
      }}
    >
      {/* The chevrons point the way the panel moves; rtl mirrors them with the layout. */}
      {mini ? (
        <ChevronRightIcon fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
      ) : (
        <ChevronLeftIcon fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
      )}
    </IconButton>
  );
}

/** The width the side panel takes on large screens in each layout. */
export function navWidthOf(layout: 'vertical' | 'mini' | 'horizontal'): number {
  if (layout === 'horizontal') return 0;
  return layout === 'mini' ? nav.miniWidth : nav.verticalWidth;
}

/**
 * The server-state cache lives with the signed-in area: the sign-in screens never download TanStack Query
 * (what the form does not need loads after it: docs/decisions/0036-the-sign-in-page-within-its-budgets.md), and signing out drops every cached answer with
 * the layout, so the next account starts from an empty cache. One client for the layout's lifetime: the
 * host's pages, every remote's page and the footer player share it.
 */
function ServerStateProvider({ children }: { children: ReactNode }) {
  const [client] = useState(takeServerStateClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The main layout of docs/spec.md §2: top bar, navigation in three layouts, content, footer, footer player. */
export function DashboardLayout() {
  return (
    <ServerStateProvider>
      <DashboardFrame />
    </ServerStateProvider>
  );
}

function DashboardFrame() {
  // The API writes the user's digests in the language they read here.
  useReportLanguage();
  const [mobileOpen, setMobileOpen] = useState(false);
  const layout = useSettingsStore((state) => state.themeLayout);
  const stretch = useSettingsStore((state) => state.themeStretch);
  const playerHidden = usePlayerDockStore((state) => state.hidden);
  const dock = playerHidden
    ? { xs: PLAYER_DOCK_HEIGHT.hidden, md: PLAYER_DOCK_HEIGHT.hidden }
    : { xs: PLAYER_DOCK_HEIGHT.mobile, md: PLAYER_DOCK_HEIGHT.desktop };
  const navWidth = navWidthOf(layout);
  const horizontal = layout === 'horizontal';
  const { t } = useTranslation();
  // On desktops the top bar shrinks to its offset height once the page is scrolled (docs/spec.md §9).
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: header.desktopOffsetHeight });

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }} data-layout={layout}>
      <GlobalStyles
        styles={(theme) => ({
          ':root': { [PLAYER_DOCK_VAR]: `${dock.xs}px`, [theme.breakpoints.up('md')]: { [PLAYER_DOCK_VAR]: `${dock.md}px` } },
        })}
      />
      <AppBar
        position="fixed"
        elevation={0}
        color="inherit"
        sx={{
          width: { lg: `calc(100% - ${navWidth}px)` },
          ml: { lg: `${navWidth}px` },
          // A glass panel (docs/spec.md §9): the content scrolls under it, blurred.
          bgcolor: (theme) => alpha(theme.palette.background.default, glass.opacity),
          backdropFilter: `blur(${glass.blur}px)`,
          WebkitBackdropFilter: `blur(${glass.blur}px)`,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar
          data-testid="top-bar"
          data-scrolled={scrolled}
          sx={{
            minHeight: { xs: header.mobileHeight, lg: scrolled ? header.desktopOffsetHeight : header.desktopHeight },
            gap: 1,
            transition: (theme) => theme.transitions.create('min-height', { duration: theme.transitions.duration.shorter }),
          }}
        >
          <IconButton
            edge="start"
            aria-label={t('nav.openNavigation')}
            onClick={() => setMobileOpen(true)}
            {...NavDrawer.preloadOn}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          {/* The top bar has a logo linking to the site root, in every layout (docs/spec.md §2). */}
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Logo size={36} href={paths.root.getHref()} />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <MenuSearch />
          <LanguagePopover />
          <AlertsBell />
          <TasksBell />
          <SettingsButton />
          <AccountMenu />
        </Toolbar>
      </AppBar>

      <Box component="aside" sx={{ width: { lg: navWidth }, flexShrink: { lg: 0 } }}>
        <LazyPanel open={mobileOpen}>
          <NavDrawer open={mobileOpen} onClose={() => setMobileOpen(false)} />
        </LazyPanel>
        {horizontal ? null : (
          // Docked as MUI's permanent Drawer draws it, without the Drawer module (it imports Modal for the temporary variant).
          <Box
            data-testid="side-panel"
            sx={{
              display: { xs: 'none', lg: 'flex' },
              flexDirection: 'column',
              position: 'fixed',
              top: 0,
              bottom: 0,
              left: 0,
              zIndex: 'drawer',
              width: navWidth,
              overflowY: 'auto',
              bgcolor: 'background.default',
              borderRight: 1,
              borderRightStyle: 'dashed',
              borderColor: 'divider',
            }}
          >
            {layout === 'mini' ? (
              <Stack sx={{ height: '100%' }}>
                <Box sx={{ py: 2, display: 'flex', justifyContent: 'center' }}>
                  <Logo size={40} href={paths.root.getHref()} />
                </Box>
                <Box sx={{ flexGrow: 1, overflowY: 'auto' }}>
                  <NavMini data={navData} />
                </Box>
                <OwnerBadge mini />
              </Stack>
            ) : (
              <NavContent />
            )}
          </Box>
        )}
        {horizontal ? null : <NavToggleButton mini={layout === 'mini'} left={navWidth} />}
      </Box>

      <Box
        sx={{
          flexGrow: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          pt: { xs: `${header.mobileHeight}px`, lg: `${header.desktopHeight}px` },
          pb: { xs: `${dock.xs}px`, md: `${dock.md}px` },
        }}
      >
        {horizontal ? (
          <Box sx={{ display: { xs: 'none', lg: 'block' }, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.default' }}>
            <NavHorizontal data={navData} />
          </Box>
        ) : null}
        <Box
          component="main"
          data-stretch={stretch}
          sx={{
            flexGrow: 1,
            width: 1,
            mx: 'auto',
            maxWidth: layoutConfig.contentMaxWidth,
            // Stretch widens the content only on very large screens (docs/spec.md §9).
            ...(stretch ? { [`@media (min-width:${STRETCH_MIN_WIDTH + 1}px)`]: { maxWidth: 'none' } } : {}),
            px: { xs: 2, sm: 3, lg: 5 },
            py: { xs: 3, lg: 5 },
          }}
        >
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer />
      </Box>

      <Box
        component="section"
        aria-label={t('player.region')}
        sx={{
          position: 'fixed',
          bottom: 0,
          right: 0,
          left: { xs: 0, lg: navWidth },
          height: dock,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          zIndex: (theme) => theme.zIndex.appBar,
        }}
      >
        <RemoteComponent id={PLAYER_SLOT} variant="inline" />
      </Box>
    </Box>
  );
}
