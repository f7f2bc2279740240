import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type Source } from '@mediawatch/shared';

import { sourceKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/source/all`: every source by name, with its feed health. */
export async function getSources(): Promise<Source[]> {
  const { data } = await apiClient.get<Source[]>(endpoints.source.all);
  return data;
}

export const getSourcesQueryOptions = () => queryOptions({ queryKey: sourceKeys.list(), queryFn: getSources });

/** The sources; `refetchInterval` follows health live (the worker page). */
export function useSources({ refetchInterval }: { refetchInterval?: number } = {}) {
  return useQuery({ ...getSourcesQueryOptions(), refetchInterval });
}
