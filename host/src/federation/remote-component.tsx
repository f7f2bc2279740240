import { lazy, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteModuleId } from '@mediawatch/shared';

import { ErrorBoundary } from '../components/error-boundary';
import { loadRemoteComponent, remoteOf } from './load-remote-module';
import { RemoteFallback, type RemoteFallbackVariant } from './remote-fallback';

// ----------------------------------------------------------------------
// Every remote area of the host goes through here: Suspense while it loads,
// an error boundary around it, and a fallback with a retry button when it
// cannot be loaded. A retry needs a new React.lazy (a settled lazy never calls
// loadRemote again) and a fresh boundary; the federation runtime forgets a
// failed load by itself (docs/toolchain.md).

type LazyComponent = ReturnType<typeof lazy<ComponentType>>;

const lazyCache = new Map<RemoteModuleId, LazyComponent>();

/** One lazy component per module, so revisiting a page does not suspend again. */
function lazyFor(id: RemoteModuleId, fresh: boolean): LazyComponent {
  const cached = lazyCache.get(id);
  if (cached && !fresh) return cached;
  const next = lazy(() => loadRemoteComponent<ComponentType>(id));
  lazyCache.set(id, next);
  return next;
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
  const Remote = lazyFor(id, false);

  const retry = useCallback(() => {
    lazyFor(id, true);
    setAttempt((value) => value + 1);
  }, [id]);

  return (
    <ErrorBoundary
      key={`${id}#${attempt}`}
      label="A remote area failed."
      renderFallback={(error) => <RemoteFallback remote={remoteOf(id)} error={error} onRetry={retry} variant={variant} />}
    >
      <Suspense fallback={loading}>
        <Remote />
      </Suspense>
    </ErrorBoundary>
  );
}
