import { Suspense, useCallback, useState, type ReactNode } from 'react';
import type { PageModule, RemoteModuleId } from '@mediawatch/shared';

import { ErrorBoundary } from '../components/error-boundary';
import { loadable, LoadableOutlet, type Loadable } from '../components/loadable';
import { loadRemoteComponent, remoteOf } from './load-remote-module';
import { RemoteFallback, type RemoteFallbackVariant } from './remote-fallback';

// ----------------------------------------------------------------------
// Every remote area of the host goes through here: Suspense while it loads,
// an error boundary around it, and a fallback with a retry button when it
// cannot be loaded. A retry needs a new loadable (a settled React.lazy never
// loads again) and a fresh boundary; the federation runtime forgets a failed
// load by itself (docs/toolchain.md).

const modules = new Map<RemoteModuleId, Loadable<object, PageModule>>();

/** One loadable per module: a module loaded once (by the route's preload, or an earlier visit) renders at once. */
function remoteModule(id: RemoteModuleId, fresh = false): Loadable<object, PageModule> {
  const cached = modules.get(id);
  if (cached && !fresh) return cached;
  // A failure is kept until the fallback's retry button: the runtime has tried the remote
  // already (its manifest three times), and a render retried by React must not load it again.
  const next = loadable<object, PageModule>(() => loadRemoteComponent(id), { keepFailure: true });
  modules.set(id, next);
  return next;
}

/** Starts loading a remote module before its area renders (the first route); never throws: undefined when it fails. */
export function preloadRemoteComponent(id: RemoteModuleId): Promise<PageModule | undefined> {
  return remoteModule(id)
    .load()
    .catch(() => undefined);
}

// ----------------------------------------------------------------------

export interface RemoteComponentProps {
  id: RemoteModuleId;
  /** Shown while the module loads. */
  loading?: ReactNode;
  /** `page` fills the content area; `inline` is a slim bar (the footer player). */
  variant?: RemoteFallbackVariant;
}

/** Renders a remote's exposed component, isolated from the rest of the app. */
export function RemoteComponent({ id, loading = null, variant = 'page' }: RemoteComponentProps) {
  const [attempt, setAttempt] = useState(0);

  const retry = useCallback(() => {
    remoteModule(id, true);
    setAttempt((value) => value + 1);
  }, [id]);

  return (
    <ErrorBoundary
      key={`${id}#${attempt}`}
      label="A remote area failed."
      renderFallback={(error) => <RemoteFallback remote={remoteOf(id)} error={error} onRetry={retry} variant={variant} />}
    >
      <Suspense fallback={loading}>
        <LoadableOutlet of={remoteModule(id)} props={{}} />
      </Suspense>
    </ErrorBoundary>
  );
}
