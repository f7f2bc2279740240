import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, toApiError } from '@mediawatch/shared';

// ----------------------------------------------------------------------

/**
 * A mutation that, once it succeeds, refreshes every query under `invalidates`
 * (the domain keys of what the change shows up in), in whichever app the data
 * is on screen: the QueryClient is one for the page.
 */
export function useInvalidatingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidates: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

function hasServerMessage(body: unknown): boolean {
  if (typeof body === 'string') return body.trim().length > 0;
  return !!body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string';
}

/**
 * Runs a call whose failure has its own text (docs/spec.md §8): logged, then
 * rethrown with the server's message, or `fallback` when the server gave none.
 */
export async function callOr<T>(request: () => Promise<{ data: T }>, fallback: string): Promise<T> {
  try {
    return (await request()).data;
  } catch (error) {
    const apiError = toApiError(error, fallback);
    // The client's interceptor already put its generic text on errors without a body: the call's own text is better.
    const failure = hasServerMessage(apiError.body) ? apiError : new ApiError(fallback, apiError.status, apiError.body);
    console.error(fallback, failure);
    throw failure;
  }
}

/** How often the pages that follow ingestion live ask again. */
export const LIVE_REFRESH_MS = 10_000;

/**
 * The item as it is now on the server when `error` is the API's 409 for a
 * stale save (a body `{ message, current }`), else null. `isCurrent` checks the shape without zod: the queries load with the
 * shell, zod does not.
 */
export function currentOnConflict<T>(error: unknown, isCurrent: (value: Partial<T>) => boolean): T | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const current = (error.body as { current?: unknown } | null)?.current;
  return current && typeof current === 'object' && isCurrent(current as Partial<T>) ? (current as T) : null;
}
