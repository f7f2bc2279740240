import { loadShare } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId, RemotesManifest } from '@mediawatch/shared';

import { remoteOf } from './load-remote-module';
import { prefetchedManifestJson } from './remotes-request';

// ----------------------------------------------------------------------
// A remote page's code consumes shared modules (the MUI parts it draws with)
// from the host. The federation runtime learns which only from the remote's
// entry, so they used to download one step after it. Each remote's manifest
// lists them per exposed module (`sharedModules`, written by the build's
// ExposeSharedModulesPlugin): the host asks its own providers for them as soon
// as the manifest is in, beside the remote's entry.

interface ManifestExposes {
  exposes?: Array<{ name?: unknown; sharedModules?: unknown }>;
}

/** The shared modules the manifest says `expose` consumes as it loads; none when it does not say. */
export function sharedModulesOf(manifest: unknown, expose: string): string[] {
  const entry = (manifest as ManifestExposes | null)?.exposes?.find((candidate) => candidate.name === expose);
  const keys = entry?.sharedModules;
  return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
}

/**
 * Downloads (without running) the shared modules module `id` consumes, from
 * the host's providers, once its remote's manifest is in. Never throws: what
 * fails here is loaded, or reported, by the runtime when the module loads.
 */
export async function preloadSharedModulesOf(id: RemoteModuleId, registered: RemotesManifest): Promise<void> {
  const url = registered[remoteOf(id)];
  if (!url || !URL.canParse(url, globalThis.location.href)) return;
  const manifest = await prefetchedManifestJson(new URL(url, globalThis.location.href).toString());
  const keys = sharedModulesOf(manifest, id.slice(id.indexOf('/') + 1));
  await Promise.allSettled(keys.map((key) => loadShare(key)));
}
