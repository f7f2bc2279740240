import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import { fetchWithProgress, fetchWithRetry, withAttempt } from './fetch-with-retry';
import { takePrefetchedManifest } from './remotes-request';

export {
  FETCH_ATTEMPTS,
  FETCH_RETRY_DELAY_MS,
  fetchWithProgress,
  fetchWithRetry,
  STALL_MS,
  StalledError,
  withAttempt,
} from './fetch-with-retry';

/**
 * The runtime's own time limit for a remote's entry script, a ceiling only: a
 * script element tells nothing of its progress, so the entry's bytes are
 * fetched first, where a stall is seen (docs/decisions/0049-time-outs-measure-progress.md).
 */
export const ENTRY_CEILING_MS = 10 * 60_000;

/** The type of the placeholder the runtime waits on: a type no browser runs, so the placeholder never loads. */
const PENDING_TYPE = 'text/x-mediawatch-pending';

/**
 * A remote's entry, loaded in two steps: its bytes with fetchWithProgress
 * (cut only after a stall, however slow the link), then the script itself,
 * which the browser finds in its cache (a revalidation: `no-cache` and an
 * ETag, docs/toolchain.md). The runtime is handed a placeholder that never
 * loads by itself; the real script's outcome is passed on to it as a `load`
 * or an `error` event, which the runtime listens for.
 */
export function entryScript(src: string): HTMLScriptElement {
  const placeholder = document.createElement('script');
  placeholder.type = PENDING_TYPE;
  placeholder.src = src;
  const settle = (type: 'load' | 'error') => placeholder.dispatchEvent(new Event(type));
  fetchWithProgress(src, { mode: 'cors', credentials: 'same-origin' }).then(
    (response) => {
      if (!response.ok) return settle('error');
      const script = document.createElement('script');
      script.src = src;
      script.crossOrigin = 'anonymous';
      script.onload = () => {
        script.remove();
        settle('load');
      };
      script.onerror = () => {
        script.remove();
        settle('error');
      };
      document.head.appendChild(script);
    },
    () => settle('error'),
  );
  return placeholder;
}

/** The federation runtime plugin the host registers at build time. */
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  const scriptAttempts = new Map<string, number>();

  return {
    name: 'mediawatch-resilience',
    fetch(url, init) {
      // main.js asked for the manifests beside the host's chunks (with the same retries and time-out).
      return takePrefetchedManifest(url) ?? fetchWithRetry(url, init);
    },
    createScript({ url }) {
      // Each new script for the same URL (a retry after a failure) gets a fresh query.
      const attempt = scriptAttempts.get(url) ?? 0;
      scriptAttempts.set(url, attempt + 1);
      return { script: entryScript(withAttempt(url, attempt)), timeout: ENTRY_CEILING_MS };
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      console.error(`Remote module ${id} could not be loaded (${lifecycle}).`, error);
      // Returning nothing lets the error reach the route's error boundary, which
      // shows the fallback with its retry button.
      return undefined;
    },
  };
}
