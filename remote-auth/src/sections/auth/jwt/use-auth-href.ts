import { useSearchParams } from '@mediawatch/shared/router';
import { safeReturnTo } from '@mediawatch/shared';

// ----------------------------------------------------------------------

/**
 * The href of another auth page that keeps the current `returnTo`, so a user
 * who switches between sign-in and register still lands where they were going.
 * Only a same-site path is carried over.
 */
export function useAuthHref(path: string): string {
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get('returnTo'), '');
  return returnTo ? `${path}?${new URLSearchParams({ returnTo }).toString()}` : path;
}
