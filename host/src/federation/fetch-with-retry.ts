// ----------------------------------------------------------------------
// The first links of the chain to every remote (remotes.json, each remote's
// manifest, its entry script) are fetched here. A time-out measures progress,
// not wall time (docs/decisions/0049-time-outs-measure-progress.md): a request
// is cut only when no byte has arrived for STALL_MS (no answer yet, or a body
// that stopped), so a healthy remote on a slow link (Slow 3G: 2 s a round
// trip, 50 KB/s) is waited for, however long its bytes take. A refused
// connection or a 5xx fails in milliseconds and is tried again; a stall is
// not (a server silent for that long is hung, and another wait would double
// the time before its fallback).

/** Attempts of a fetch that fails fast (refused, 5xx): the first plus two retries. */
export const FETCH_ATTEMPTS = 3;
/** How long a request may go without a byte (headers or body) before it counts as hung. */
export const STALL_MS = 10_000;
export const FETCH_RETRY_DELAY_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A request may wait in the browser's queue (six connections an origin over
// HTTP/1.1) while the page's other downloads from that origin share a slow
// link: it has no byte of its own yet, but the link is not stalled. Every
// resource the page finishes from the same origin counts as progress for the
// requests watched there; another origin's traffic does not, so a hung remote
// is still cut while the rest of the page loads
// (docs/decisions/0049-time-outs-measure-progress.md).
const activity = new Map<() => void, string>();
let observing = false;

function originOf(url: string): string {
  try {
    return new URL(url, globalThis.location?.href).origin;
  } catch {
    return '';
  }
}

function onActivity(url: string, listener: () => void): () => void {
  if (!observing && typeof PerformanceObserver !== 'undefined') {
    observing = true;
    try {
      new PerformanceObserver((list) => {
        const origins = new Set(list.getEntries().map((entry) => originOf(entry.name)));
        activity.forEach((origin, notify) => {
          if (origins.has(origin)) notify();
        });
      }).observe({ type: 'resource' });
    } catch {
      // No resource timing here: each request's own bytes are the only progress.
    }
  }
  activity.set(listener, originOf(url));
  return () => activity.delete(listener);
}

/** A request cut because no byte arrived for the stall period. */
export class StalledError extends Error {
  override readonly name = 'StalledError';

  constructor(url: string, stallMs: number) {
    super(`${url} sent nothing for ${stallMs} ms`);
  }
}

/** Adds a cache-busting query so a retry never joins a request that still hangs. */
export function withAttempt(url: string, attempt: number): string {
  if (attempt === 0) return url;
  const next = new URL(url, globalThis.location?.href);
  next.searchParams.set('mf-retry', String(attempt));
  return next.toString();
}

/**
 * Fetches `url` and reads its whole body, aborting only when nothing arrives
 * for `stallMs`: each chunk of the body, and each resource the page finishes
 * from the same origin meanwhile, restarts the count. `onProgress` hears
 * the bytes as they come. The answer is a new Response over the bytes read, so
 * it can be read later, by anyone, without a signal that could abort it.
 */
export async function fetchWithProgress(
  url: string,
  init: RequestInit,
  { stallMs = STALL_MS, onProgress }: { stallMs?: number; onProgress?: (bytes: number) => void } = {},
): Promise<Response> {
  const controller = new AbortController();
  let stalled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      controller.abort();
    }, stallMs);
  };
  watch();
  const stopWatching = onActivity(url, watch);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    watch();
    const chunks: Uint8Array[] = [];
    let received = 0;
    const reader = response.body?.getReader();
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        received += value.byteLength;
        onProgress?.(received);
        watch();
      }
    }
    const body = new Uint8Array(received);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    // A 204 or 304 may have no body at all.
    const empty = response.status === 204 || response.status === 304;
    return new Response(empty ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
  } catch (error) {
    throw stalled ? new StalledError(url, stallMs) : error;
  } finally {
    stopWatching();
    clearTimeout(timer);
  }
}

/**
 * Fetches with a progress-based time-out (fetchWithProgress) and retries a
 * failure that is fast to see (a refused connection, a 5xx); a stall ends the
 * attempts.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  { attempts = FETCH_ATTEMPTS, stallMs = STALL_MS, delayMs = FETCH_RETRY_DELAY_MS } = {},
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(delayMs);
    try {
      const response = await fetchWithProgress(withAttempt(url, attempt), init, { stallMs });
      // A 4xx is an answer (a wrong URL), not an outage: retrying will not help.
      if (response.ok || (response.status >= 400 && response.status < 500)) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
      if (error instanceof StalledError) break;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(`Could not fetch ${url}`);
}
