import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import { fetchWithRetry, SCRIPT_TIMEOUT_MS, withAttempt } from './fetch-with-retry';
import { takePrefetchedManifest } from './remotes-request';

export { FETCH_ATTEMPTS, FETCH_RETRY_DELAY_MS, FETCH_TIMEOUT_MS, fetchWithRetry, SCRIPT_TIMEOUT_MS, withAttempt } from './fetch-with-retry';

/** The federation runtime plugin the host registers at build time. */
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  const scriptAttempts = new Map<string, number>();

  return {
    name: 'mediawatch-resilience',
    fetch(url, init) {
      // main.js asked for the manifests beside the host's chunks (with the same retries and time limit).
      return takePrefetchedManifest(url) ?? fetchWithRetry(url, init);
    },
    createScript({ url }) {
      // Each new script for the same URL (a retry after a failure) gets a fresh query.
      const attempt = scriptAttempts.get(url) ?? 0;
      scriptAttempts.set(url, attempt + 1);
      const script = document.createElement('script');
      script.src = withAttempt(url, attempt);
      script.crossOrigin = 'anonymous';
      return { script, timeout: SCRIPT_TIMEOUT_MS };
    },
    async errorLoadRemote({ id, error, lifecycle }) {
      console.error(`Remote module ${id} could not be loaded (${lifecycle}).`, error);
      // Returning nothing lets the error reach the route's error boundary, which
      // shows the fallback with its retry button.
      return undefined;
    },
  };
}
