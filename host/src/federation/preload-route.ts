import { preloadRemote } from '@module-federation/enhanced/runtime';
import { CONFIG, paths, remoteContract, remotePages, type RemoteName, type RemotesManifest } from '@mediawatch/shared';
import { matchPath } from '@mediawatch/shared/router';

// ----------------------------------------------------------------------
// Without a preload, the first page waits on a chain: the host renders, its
// guard lets the route through, the route's lazy component asks for the
// remote, which fetches its manifest, then its entry, then its chunks. Right
// after remotes.json is read, the host already knows which remote modules the
// address will render: it asks for them at once, in parallel with its own
// chunks (Module Federation's preloadRemote: manifest, entry and the module's
// own chunks).

export interface RemoteModule {
  remote: RemoteName;
  expose: string;
}

/** The remote modules the page at `pathname` renders first: its page and, on the dashboard, the footer player. */
export function modulesFor(pathname: string): RemoteModule[] {
  const path = pathname === paths.root.path || pathname === paths.dashboard.path ? CONFIG.defaultPath : pathname;
  const page = remotePages.find((candidate) => matchPath({ path: candidate.entry.route, end: true }, path));
  const modules: RemoteModule[] = page ? [{ remote: page.remote, expose: page.entry.module }] : [];
  if (path.startsWith(`${paths.dashboard.path}/`))
    modules.push({ remote: 'remote_player', expose: remoteContract.remote_player.slots.podcastPlayer.module });
  return modules;
}

/** Starts loading the remote modules of `pathname` (those of registered remotes); never throws, never waits. */
export function preloadRoute(pathname: string, registered: RemotesManifest): void {
  const modules = modulesFor(pathname).filter(({ remote }) => registered[remote]);
  if (modules.length === 0) return;
  preloadRemote(modules.map(({ remote, expose }) => ({ nameOrAlias: remote, exposes: [expose], resourceCategory: 'sync' }))).catch(
    // A remote that is down shows its fallback when its area renders; the preload has nothing to add.
    () => undefined,
  );
}
