import { REMOTE_NAMES, type RemoteName } from '@mediawatch/shared';

import { registeredRemotes } from './remotes-manifest';
import { fetchWithRetry } from './fetch-with-retry';

export interface RemoteVersion {
  remote: RemoteName;
  /** The manifest URL the host registered, or null when remotes.json has none. */
  manifest: string | null;
  /** The build version stamped into the manifest, or null when it could not be read. */
  version: string | null;
}

/**
 * Reads the build version of every remote from the manifest the host is wired
 * to, so that a platform engineer can see which release each area runs.
 */
export async function readRemoteVersions(): Promise<RemoteVersion[]> {
  const remotes = registeredRemotes();
  return Promise.all(
    REMOTE_NAMES.map(async (remote) => {
      const manifest = remotes[remote] ?? null;
      if (!manifest) return { remote, manifest, version: null };
      try {
        const response = await fetchWithRetry(manifest, { cache: 'no-store' }, { attempts: 1 });
        const body = (await response.json()) as { metaData?: { buildInfo?: { buildVersion?: string } } };
        return { remote, manifest, version: body.metaData?.buildInfo?.buildVersion ?? null };
      } catch {
        return { remote, manifest, version: null };
      }
    }),
  );
}
