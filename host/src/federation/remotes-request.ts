import { fetchWithRetry } from './fetch-with-retry';

// ----------------------------------------------------------------------
// remotes.json, then each remote's mf-manifest.json, are the first links of
// the chain to every remote (then its entry, then its chunks). main.js asks
// for both first thing, so they download while the bootstrap's own chunks do
// instead of after they have run; the federation runtime then finds each
// manifest here (resilience-plugin.ts). This file is part of main.js: it
// imports no shared module.

export const REMOTES_MANIFEST_URL = '/remotes.json';

const wiring = new Map<string, Promise<Response>>();
const manifests = new Map<string, Promise<Response>>();
/** Each prefetched manifest's JSON, read beside the runtime (which takes the answer itself). */
const manifestJson = new Map<string, Promise<unknown>>();

/**
 * Fetches `url` with its body read (fetchWithRetry waits for it while bytes
 * keep arriving): the answer is read later by someone else.
 */
function fetchBuffered(url: string, init: RequestInit): Promise<Response> {
  const request = fetchWithRetry(url, init);
  // Read later, where a failure is reported.
  request.catch(() => undefined);
  return request;
}

/** The answer of `url` (remotes.json), fetched once per page load; never cached by the browser. */
export function requestRemotesManifest(url: string = REMOTES_MANIFEST_URL): Promise<Response> {
  let request = wiring.get(url);
  if (!request) {
    request = fetchBuffered(url, { cache: 'no-store' });
    wiring.set(url, request);
  }
  return request;
}

/**
 * Asks for remotes.json and, once it is in, for every manifest it names (a
 * few KiB each). An entry that is not a URL is skipped here and reported by the
 * bootstrap, which checks the file.
 */
export async function requestRemoteManifests(url: string = REMOTES_MANIFEST_URL): Promise<void> {
  try {
    const named: unknown = await (await requestRemotesManifest(url)).clone().json();
    if (!named || typeof named !== 'object') return;
    for (const value of Object.values(named)) {
      if (typeof value !== 'string' || !URL.canParse(value, globalThis.location.href)) continue;
      const manifest = new URL(value, globalThis.location.href).toString();
      if (manifests.has(manifest)) continue;
      const request = fetchBuffered(manifest, {});
      manifests.set(manifest, request);
      // Cloned as it arrives, before the runtime reads the answer; a failure reads as no manifest.
      manifestJson.set(
        manifest,
        request.then((response) => response.clone().json()).catch(() => undefined),
      );
    }
  } catch {
    // No wiring: the bootstrap reports it, and every remote area shows its fallback.
  }
}

/** A manifest main.js asked for, handed over once: a later fetch of it (a retry) goes to the network. */
export function takePrefetchedManifest(url: string): Promise<Response> | undefined {
  const request = manifests.get(url);
  manifests.delete(url);
  return request;
}

/** The JSON of a manifest main.js asked for (`url` absolute), if it did; undefined when it could not be read. */
export function prefetchedManifestJson(url: string): Promise<unknown> | undefined {
  return manifestJson.get(url);
}
