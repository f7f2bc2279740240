import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type Source } from '@mediawatch/shared';

import { LIVE_REFRESH_MS, sourceKeys } from './query-keys';

// ----------------------------------------------------------------------

/** `GET /api/source/all`: every source with its feed health. */
export async function getSources(): Promise<Source[]> {
  const { data } = await apiClient.get<Source[]>('/source/all');
  return data;
}

export const getSourcesQueryOptions = () =>
  queryOptions({ queryKey: sourceKeys.list(), queryFn: getSources, refetchInterval: LIVE_REFRESH_MS });

export function useSources() {
  return useQuery(getSourcesQueryOptions());
}
