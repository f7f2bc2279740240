// ----------------------------------------------------------------------
// Bounds the time a remote that is down or hung can cost (issue #2, point 9;
// measurements in docs/toolchain.md). A manifest fetch that is refused
// fails in milliseconds; one that hangs is cut at FETCH_TIMEOUT_MS. With the
// retries below the fallback shows in about 0.6 s (refused) to 3.6 s (hung).

/** Attempts of a manifest fetch: the first plus two retries. */
export const FETCH_ATTEMPTS = 3;
export const FETCH_TIMEOUT_MS = 1000;
export const FETCH_RETRY_DELAY_MS = 300;
/** The remoteEntry.js script: once the manifest answered, the server is up. */
export const SCRIPT_TIMEOUT_MS = 4000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Adds a cache-busting query so a retry never joins a request that still hangs. */
export function withAttempt(url: string, attempt: number): string {
  if (attempt === 0) return url;
  const next = new URL(url, globalThis.location?.href);
  next.searchParams.set('mf-retry', String(attempt));
  return next.toString();
}

/** Fetches with a per-attempt timeout and a bounded number of retries. */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  { attempts = FETCH_ATTEMPTS, timeoutMs = FETCH_TIMEOUT_MS, delayMs = FETCH_RETRY_DELAY_MS } = {},
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(delayMs);
    try {
      const response = await fetch(withAttempt(url, attempt), {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // A 4xx is an answer (a wrong URL), not an outage: retrying will not help.
      if (response.ok || (response.status >= 400 && response.status < 500)) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(`Could not fetch ${url}`);
}
