/** A load done once: `load()` answers the same promise each time, and `value` is its result once in. */
export interface LoadOnce<T> {
  (): Promise<T>;
  readonly value: T | undefined;
}

/**
 * Wraps a load (a chunk's `import()`, a schema) so it runs once and is kept;
 * a failed load is forgotten, so the next call tries again (a network blip
 * does not break the feature for the rest of the visit).
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined;
  let value: T | undefined;
  const get = () =>
    (pending ??= load().then(
      (result) => (value = result),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return Object.defineProperty(get, 'value', { get: () => value }) as LoadOnce<T>;
}
