import { lazy, useState, type ComponentType } from 'react';
import { lazyRetrying, type LoadOnceOptions } from '@mediawatch/shared';

// ----------------------------------------------------------------------
// Code that loads on demand, and renders at once when it already has.
//
// React.lazy suspends the first time it renders, even when its module is
// already in: it learns the result a microtask later. On a render React does
// synchronously (the first one, or one that a state update starts), that
// commits the boundary's fallback, and React then holds the revealed content
// back for up to 300 ms (FALLBACK_THROTTLE_MS), so a page whose code was
// preloaded still appeared a third of a second late. A loadable remembers its
// module once loaded, and what renders it takes the component itself.

type Module<P> = { default: ComponentType<P> };

export interface Loadable<P extends object = object, M extends Module<P> = Module<P>> {
  /**
   * Starts loading, once. A failed load is retried, then forgotten: the next
   * call (an error boundary's retry, the next visit) loads again
   * (docs/decisions/0049-time-outs-measure-progress.md).
   */
  load(): Promise<M>;
  /** The component once loaded; a lazy one that suspends until then. */
  component(): ComponentType<P>;
}

/** loadOnce's options, and `keepFailure`: a failed load stays failed until a new loadable is made (a remote's page). */
export type LoadableOptions = LoadOnceOptions & { keepFailure?: boolean };

/**
 * `P`, the component's props, and `M`, the whole module (a page's has its
 * `prefetch` too), are given when not `object`.
 */
export function loadable<P extends object = object, M extends Module<P> = Module<P>>(
  factory: () => Promise<M>,
  options: LoadableOptions = {},
): Loadable<P, M> {
  if (options.keepFailure) {
    // A remote's page: React retries a render that failed, and each retry would
    // load the remote again, delaying its fallback; its retry button makes a new loadable.
    let loaded: ComponentType<P> | undefined;
    let pending: Promise<M> | undefined;
    const load = () =>
      (pending ??= factory().then((module) => {
        loaded = module.default;
        return module;
      }));
    const Lazy = lazy(load);
    return { load, component: () => loaded ?? Lazy };
  }
  const { load, component } = lazyRetrying<P>(factory, options);
  return { load: load as () => Promise<M>, component };
}

/**
 * Renders what a loadable gives, chosen once per mount: switching from the lazy
 * component to the loaded one on a later render would remount everything below.
 */
export function LoadableOutlet<P extends object>({ of, props }: { of: Loadable<P, Module<P>>; props: P }) {
  const [Component] = useState(() => of.component());
  return <Component {...props} />;
}

/** A component of the host's own chunks, with a `preload` the first render can wait for. */
export function lazyWithPreload<P extends object = object>(factory: () => Promise<Module<P>>) {
  const code = loadable<P>(factory);
  function Preloadable(props: P) {
    return <LoadableOutlet of={code} props={props} />;
  }
  return Object.assign(Preloadable, { preload: code.load });
}
