import { fetchWithRetry } from './resilience-plugin';

// ----------------------------------------------------------------------
// remotes.json is the first link of the chain to every remote (its manifest,
// its entry, its chunks). main.js asks for it first thing, so it downloads
// while the bootstrap's own chunks do, instead of after they have run. This
// file is part of main.js: it imports no shared module.

export const REMOTES_MANIFEST_URL = '/remotes.json';

const requests = new Map<string, Promise<Response>>();

/** The answer of `url` (remotes.json), fetched once per page load; never cached by the browser. */
export function requestRemotesManifest(url: string = REMOTES_MANIFEST_URL): Promise<Response> {
  let request = requests.get(url);
  if (!request) {
    request = fetchWithRetry(url, { cache: 'no-store' });
    // Read later by the bootstrap; a failure is reported there.
    request.catch(() => undefined);
    requests.set(url, request);
  }
  return request;
}
