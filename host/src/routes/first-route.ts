import {
  CONFIG,
  loadRegisteredTexts,
  paths,
  remotePages,
  slotModuleId,
  useAuthStore,
  type RemoteModuleId,
  type RemotesManifest,
} from '@mediawatch/shared';
import { matchPath } from '@mediawatch/shared/router';

import { remoteOf } from '../federation/load-remote-module';
import { preloadRemoteComponent } from '../federation/remote-component';
import { preloadHostCode } from './sections';

// ----------------------------------------------------------------------
// The first page is drawn once, complete. Right after remotes.json is read,
// the host knows what the address renders: its layout, its remote page, the
// footer player, and whether a session is open. It starts all of them at once
// (the remote modules beside the host's own chunks and the session check, so
// they do not wait on each other in a chain), and renders when they are in.
// Until then index.html's splash is on screen. Rendering earlier would show
// the guard's loading screen, then the route's fallback, and React holds a
// page revealed after a fallback back for up to 300 ms.

/** How long the first render waits at most: past it, the shell draws and what is late shows its fallback. */
export const FIRST_ROUTE_WAIT_MS = 4000;

/** The address as first rendered: the root and the dashboard go to the landing. */
export function firstPath(pathname: string): string {
  return pathname === paths.root.path || pathname === paths.dashboard.path ? CONFIG.defaultPath : pathname;
}

/** The remote modules the page at `pathname` renders first: its page and, on the dashboard, the footer player. */
export function modulesFor(pathname: string): RemoteModuleId[] {
  const path = firstPath(pathname);
  const page = remotePages.find((candidate) => matchPath({ path: candidate.entry.route, end: true }, path));
  const modules = page ? [page.moduleId] : [];
  if (path.startsWith(`${paths.dashboard.path}/`)) modules.push(slotModuleId('remote_player', 'podcastPlayer'));
  return modules;
}

/**
 * Loads what the page at `pathname` renders first (the modules of registered
 * remotes only) and checks the session; settles when all are in, or after
 * `waitMs`. Never throws: a part that fails shows its own fallback.
 */
export async function prepareFirstRoute(
  pathname: string,
  registered: RemotesManifest,
  waitMs: number = FIRST_ROUTE_WAIT_MS,
): Promise<void> {
  const ready = Promise.allSettled([
    // docs/spec.md §4: auth starts loading, and the current-user call settles it.
    useAuthStore.getState().checkUserSession(),
    ...modulesFor(pathname)
      .filter((id) => registered[remoteOf(id)])
      .map(preloadRemoteComponent),
    ...preloadHostCode(firstPath(pathname)),
    // In French or Arabic, the texts of the code just loaded (each remote registers its own as it loads).
  ]).then(() => loadRegisteredTexts());
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([ready, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
  clearTimeout(timer);
}
