import type { ReactNode } from 'react';
import { useLocation } from '@mediawatch/shared/router';

import { ErrorBoundary } from '../components/error-boundary';
import { RouteErrorPage } from '../pages/error/route-error-page';

// ----------------------------------------------------------------------
// The router's generic fallback (docs/spec.md §2 and §8): an error a page
// throws while rendering, or a page whose code fails to load, is raised up to
// here and shown, not swallowed. Going to another address clears it, as the
// data router's root error element did (docs/decisions/0030-declarative-routing.md).

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary label="A page failed." resetKey={pathname} renderFallback={(error) => <RouteErrorPage error={error} />}>
      {children}
    </ErrorBoundary>
  );
}
