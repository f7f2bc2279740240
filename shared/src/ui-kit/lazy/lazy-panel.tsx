import { Suspense, useState, type ComponentType, type ReactNode } from 'react';

import { lazyRetrying } from '../../utils/lazy-retrying';

/**
 * Mounts `children` (a lazily loaded drawer, dialog or menu) from the first
 * time `open` is true, and keeps it mounted after, so its closing transition
 * plays. The panel's code downloads on first use instead of with the page.
 */
export function LazyPanel({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Handlers for the control that opens a lazy panel: the panel's code is asked for as the pointer or the focus reaches it. */
export interface PreloadHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
}

/** A component whose code loads on first render, or earlier when `preload` is called; it renders nothing until then. */
export type PreloadableComponent<P> = ComponentType<P> & {
  /** Starts loading the code (once); a failure is left for the render to report. */
  preload: () => void;
  /** Spread on the button that opens it: `<Button {...Dialog.preloadOn}>`. */
  preloadOn: PreloadHandlers;
};

/**
 * `React.lazy` for a panel that opens on a click (a form dialog and what it
 * validates with): its code leaves the page's first load, and the button that
 * opens it asks for it on hover or focus, so the click rarely waits. It
 * renders nothing while the code loads (its own Suspense boundary: the
 * panel's opening transition is the feedback), so a caller renders it as it
 * would the component itself. A load that fails is retried, then tried again on
 * the next ask (lazyRetrying).
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  const Lazy = lazyRetrying<P>(() => load().then((component) => ({ default: component })));
  const preload = () => {
    Lazy.load().catch(() => undefined);
  };
  function Preloadable(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Preloadable, { preload, preloadOn: { onPointerEnter: preload, onFocus: preload } });
}
