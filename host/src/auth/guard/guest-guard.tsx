import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from '@mediawatch/shared/router';
import { paths, safeReturnTo, useAuthStatus } from '@mediawatch/shared';

import { LoadingScreen } from '../../components/loading-screen';

/**
 * Guest-only pages: a signed-in user goes to `returnTo`, or to the dashboard
 * root when it is absent (docs/spec.md §2, guards). Because the auth store is a
 * shared singleton, a sign-in on remote-auth's screen re-renders this guard.
 */
export function GuestGuard({ children }: { children: ReactNode }) {
  const status = useAuthStatus();
  const [searchParams] = useSearchParams();

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'authenticated') {
    return <Navigate to={safeReturnTo(searchParams.get('returnTo'), paths.dashboard.getHref())} replace />;
  }
  return children;
}
