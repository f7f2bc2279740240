import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RemotesManifest } from '@mediawatch/shared';

import { REMOTES_MANIFEST_URL, requestRemotesManifest } from './remotes-request';

// ----------------------------------------------------------------------
// Run-time wiring (docs/decisions/0001-remote-contract-and-runtime-wiring.md): the host
// reads `/remotes.json`, served beside its index.html, and registers each
// remote's mf-manifest.json URL. Another build of a remote is an edit of that
// file and a reload; the host is never rebuilt for it.

export { REMOTES_MANIFEST_URL };

/**
 * Keeps the entries of a parsed remotes.json that name a known remote and a
 * URL; reports the rest, so a typo is visible in the console instead of silent.
 */
export function parseRemotesManifest(raw: unknown, base: string): { remotes: RemotesManifest; problems: string[] } {
  const remotes: RemotesManifest = {};
  const problems: string[] = [];
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { remotes, problems: ['remotes.json must be a JSON object of remote name to manifest URL.'] };
  }
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!REMOTE_NAMES.includes(name as RemoteName)) {
      problems.push(`remotes.json names an unknown remote "${name}" (known: ${REMOTE_NAMES.join(', ')}).`);
      continue;
    }
    if (typeof value !== 'string' || !value) {
      problems.push(`remotes.json: "${name}" must be a URL string.`);
      continue;
    }
    try {
      remotes[name as RemoteName] = new URL(value, base).toString();
    } catch {
      problems.push(`remotes.json: "${name}" has an invalid URL "${value}".`);
    }
  }
  for (const name of REMOTE_NAMES) {
    if (!(name in remotes)) problems.push(`remotes.json has no entry for "${name}"; its area will show a fallback.`);
  }
  return { remotes, problems };
}

let registered: RemotesManifest = {};

/** The manifest URLs the host registered at start, by remote name. */
export function registeredRemotes(): RemotesManifest {
  return registered;
}

/**
 * Fetches remotes.json and registers every remote it names. Never throws: a
 * missing or broken file leaves remotes unregistered, and their areas show
 * the fallback while the host itself keeps working.
 */
export async function loadRemotesManifest(url = REMOTES_MANIFEST_URL): Promise<RemotesManifest> {
  try {
    // A copy: the request is made once per page load, and its body can be read once.
    const response = (await requestRemotesManifest(url)).clone();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const { remotes, problems } = parseRemotesManifest(await response.json(), globalThis.location.href);
    problems.forEach((problem) => console.warn(problem));
    registerRemotes(
      Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
      { force: true },
    );
    registered = remotes;
  } catch (error) {
    console.error(`Could not load ${url}; every remote area will show its fallback.`, error);
    registered = {};
  }
  return registered;
}
