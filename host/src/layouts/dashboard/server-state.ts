import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@mediawatch/shared/queries';

// ----------------------------------------------------------------------
// The server-state cache of the signed-in area. The first page's data is
// fetched into it before the layout renders (routes/first-route.ts), so the
// layout takes that client over, once; after a sign-out and a new sign-in the
// layout starts from an empty cache.

let first: QueryClient | undefined;

/** The client the first page's data goes into, made on first use. */
export function firstRouteClient(): QueryClient {
  return (first ??= createQueryClient());
}

/** The client a new layout uses: the first page's, the first time; a fresh one after that. */
export function takeServerStateClient(): QueryClient {
  const client = first ?? createQueryClient();
  first = undefined;
  return client;
}
