import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@mediawatch/shared/router';
import { loginHref, useAuthStatus } from '@mediawatch/shared';

import { LoadingScreen } from '../../components/loading-screen';

/**
 * Pages that need a signed-in user: a guest goes to the login route with
 * `returnTo` holding the current path (docs/spec.md §2, guards).
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const status = useAuthStatus();
  const { pathname, search } = useLocation();

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'unauthenticated') return <Navigate to={loginHref(`${pathname}${search}`)} replace />;
  return children;
}
