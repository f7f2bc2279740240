import { lazy, useState, type ComponentType } from 'react';

import { loadOnce, type LoadOnceOptions } from './load-once';

type Module<P> = { default: ComponentType<P> };

/** A component whose code loads on first render (or on `load()`), and whose failed load is tried again. */
export type LazyRetrying<P extends object> = ComponentType<P> & {
  /** Starts loading (once); a failure is retried, then forgotten (utils/load-once.ts). */
  load: () => Promise<Module<P>>;
  /** The component once loaded; else the current lazy one, which suspends until then. */
  component: () => ComponentType<P>;
};

/**
 * How long a failed lazy component is still handed out. React renders a tree
 * that threw once more at once, before it reaches an error boundary; in a
 * navigation (a transition, nothing committed) that render mounts anew, and a
 * new lazy component there would load again, suspend, fail, and so on for
 * ever: the old page stayed on screen and no error was ever shown. A mount
 * after this (an error boundary's retry, the next visit) loads again.
 */
export const FAILED_LOAD_KEPT_MS = 2000;

/**
 * `React.lazy`, except that a failure is not kept: React.lazy remembers a
 * rejected load for ever, so the component throws on every render until the
 * page is reloaded. Here the load is retried (loadOnce), and a load that still
 * failed gives the next mount (an error boundary's retry, the next visit) a
 * new lazy component that loads again. A component loaded already renders at
 * once, without suspending (docs/decisions/0049-time-outs-measure-progress.md).
 */
export function lazyRetrying<P extends object>(factory: () => Promise<Module<P>>, options?: LoadOnceOptions): LazyRetrying<P> {
  const load = loadOnce(factory, options);
  let current: ComponentType<P> | undefined;
  let failedAt: number | undefined;
  const component = (): ComponentType<P> => {
    if (load.value) return load.value.default;
    if (current && failedAt !== undefined && Date.now() - failedAt > FAILED_LOAD_KEPT_MS) current = undefined;
    if (!current) {
      failedAt = undefined;
      const attempt: ComponentType<P> = lazy(() =>
        load().catch((error: unknown) => {
          if (current === attempt) failedAt = Date.now();
          throw error;
        }),
      );
      current = attempt;
    }
    return current;
  };
  function Retrying(props: P) {
    // Chosen once per mount: switching from the lazy one to the loaded one would remount what is below.
    const [Component] = useState(component);
    return <Component {...props} />;
  }
  return Object.assign(Retrying, { load, component });
}
