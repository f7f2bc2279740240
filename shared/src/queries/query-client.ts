import { QueryClient } from '@tanstack/react-query';

import { ApiError } from '@mediawatch/shared';

/**
 * The server-state cache of the whole product. The host provides it; remotes
 * read it through the shared @tanstack/react-query singleton, so a mutation in
 * one remote (a podcast added) refreshes what another shows (the player).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}
