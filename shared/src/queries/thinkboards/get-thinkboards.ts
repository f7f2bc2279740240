import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type ThinkboardQuery, type ThinkboardSummary } from '@mediawatch/shared';

import { thinkboardKeys } from '../keys';
import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------

/** `GET /api/thinkboard/all`: the caller's boards and the shared ones; with `articleId`, those holding it. */
export async function getThinkboards(query: ThinkboardQuery = {}): Promise<ThinkboardSummary[]> {
  const { data } = await apiClient.get<ThinkboardSummary[]>(endpoints.thinkboard.all, { params: toSearchParams(query) });
  return data;
}

export const getThinkboardsQueryOptions = (query: ThinkboardQuery = {}) =>
  queryOptions({ queryKey: thinkboardKeys.list(query), queryFn: () => getThinkboards(query) });

export function useThinkboards(query: ThinkboardQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getThinkboardsQueryOptions(query), enabled: options.enabled ?? true });
}
