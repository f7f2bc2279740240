// ----------------------------------------------------------------------
// Every lazy load of the product (a chunk's `import()`: the HTTP client, a
// page, a panel, a language's texts) goes through here, so none remembers a
// failure: a failed load is tried again twice by itself, after a pause (a
// network blip heals unseen), and if it still fails it is forgotten, so the
// next call (a retry button, the next visit of the page) loads again
// (docs/decisions/0049-time-outs-measure-progress.md). Webpack forgets a chunk
// whose script failed, so a new `import()` asks the network again.

/** The pauses before the automatic retries of a failed load. */
export const LOAD_RETRY_DELAYS_MS: readonly number[] = [1000, 3000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `load`, and again after each pause of `delaysMs` while it fails; the last failure is thrown. */
export async function withRetries<T>(load: () => Promise<T>, delaysMs: readonly number[] = LOAD_RETRY_DELAYS_MS): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= delaysMs.length) throw error;
      await sleep(delaysMs[attempt]!);
    }
  }
}

/** A load done once: `load()` answers the same promise each time, and `value` is its result once in. */
export interface LoadOnce<T> {
  (): Promise<T>;
  readonly value: T | undefined;
}

export interface LoadOnceOptions {
  /** The pauses before automatic retries; `[]` for none (a remote's page, whose fallback has a retry button). */
  retryDelaysMs?: readonly number[];
}

/**
 * Wraps a load (a chunk's `import()`, a schema) so it runs once and is kept;
 * a failed load is retried (withRetries), then forgotten, so the next call
 * tries again.
 */
export function loadOnce<T>(load: () => Promise<T>, { retryDelaysMs = LOAD_RETRY_DELAYS_MS }: LoadOnceOptions = {}): LoadOnce<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  const get = () =>
    (pending ??= withRetries(load, retryDelaysMs).then(
      (result) => (value = result),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return Object.defineProperty(get, 'value', { get: () => value }) as LoadOnce<T>;
}
