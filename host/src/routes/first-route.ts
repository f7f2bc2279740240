import {
  CONFIG,
  loadRegisteredTexts,
  paths,
  remotePages,
  slotModuleId,
  useAuthStore,
  type PageModule,
  type RemoteModuleId,
  type RemotesManifest,
  storedLanguage,
} from '@mediawatch/shared';
import { matchPath } from '@mediawatch/shared/router';

import { remoteOf } from '../federation/load-remote-module';
import { preloadSharedModulesOf } from '../federation/preload-shared';
import { preloadRemoteComponent } from '../federation/remote-component';
import { directionFor } from '../settings/use-language-direction';
import { useSettingsStore } from '../settings/use-settings-store';
import { loadRtlCache } from '../theme/direction-cache';
import { preloadHostCode } from './sections';

// ----------------------------------------------------------------------
// The first page is drawn once, complete. Right after remotes.json is read,
// the host knows what the address renders: its layout, its remote page, the
// footer player, and whether a session is open. It starts all of them at once
// (the remote modules beside the host's own chunks and the session check, so
// they do not wait on each other in a chain), then the page's data as soon as
// the page's code and the session are in, and renders when all are in.
// Until then index.html's splash is on screen. Rendering earlier would show
// the guard's loading screen, then the route's fallback, and React holds a
// page revealed after a fallback back for up to 300 ms.

/** How long the first render waits at most: past it, the shell draws and what is late shows its fallback. */
export const FIRST_ROUTE_WAIT_MS = 4000;

/** The address as first rendered: the root and the dashboard go to the landing. */
export function firstPath(pathname: string): string {
  return pathname === paths.root.path || pathname === paths.dashboard.path ? CONFIG.defaultPath : pathname;
}

/** The remote page at `pathname`, if a remote draws it. */
function pageModuleOf(pathname: string): RemoteModuleId | undefined {
  const path = firstPath(pathname);
  return remotePages.find((candidate) => matchPath({ path: candidate.entry.route, end: true }, path))?.moduleId;
}

/** The remote modules the page at `pathname` renders first: its page and, on the dashboard, the footer player. */
export function modulesFor(pathname: string, page = pageModuleOf(pathname)): RemoteModuleId[] {
  const modules = page ? [page] : [];
  if (firstPath(pathname).startsWith(`${paths.dashboard.path}/`)) modules.push(slotModuleId('remote_player', 'podcastPlayer'));
  return modules;
}

/**
 * The page's first data (its module's `prefetch`), into the cache the
 * dashboard layout takes over, once a session is open: a guest goes to the
 * sign-in page, where there is nothing to fetch.
 */
async function prefetchPageData(page: Promise<PageModule | undefined>, session: Promise<void>, search: string): Promise<void> {
  await session;
  if (!useAuthStore.getState().user) return;
  const module = await page;
  if (!module?.prefetch) return;
  const { firstRouteClient } = await import('../layouts/dashboard/server-state');
  await module.prefetch(firstRouteClient(), { search });
}

/**
 * Loads what the page at `pathname` renders first (the modules of registered
 * remotes only), checks the session and fetches the page's data (its query
 * string, `search`, says which); settles when all are in, or after
 * `waitMs`. Never throws: a part that fails shows its own fallback.
 */
export async function prepareFirstRoute(
  { pathname, search }: { pathname: string; search: string },
  registered: RemotesManifest,
  waitMs: number = FIRST_ROUTE_WAIT_MS,
): Promise<void> {
  // docs/spec.md §4: auth starts loading, and the current-user call settles it.
  const session = useAuthStore.getState().checkUserSession();
  const page = pageModuleOf(pathname);
  const modules = new Map(
    modulesFor(pathname, page)
      .filter((id) => registered[remoteOf(id)])
      .map((id) => {
        // What its code consumes, beside the remote's entry rather than after it.
        void preloadSharedModulesOf(id, registered);
        return [id, preloadRemoteComponent(id)] as const;
      }),
  );
  // In French or Arabic, the texts of the code just loaded (each remote registers its own as it loads).
  const code = Promise.allSettled([...modules.values(), ...preloadHostCode(firstPath(pathname))]).then(() => loadRegisteredTexts());
  // Right to left (chosen, or Arabic, which the shell draws right to left): the styles' flipper.
  const rtl = directionFor(useSettingsStore.getState().themeDirection, storedLanguage()) === 'rtl' ? loadRtlCache() : undefined;
  const ready = Promise.allSettled([
    session,
    code,
    rtl,
    prefetchPageData((page && modules.get(page)) ?? Promise.resolve(undefined), session, search),
  ]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([ready, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}
