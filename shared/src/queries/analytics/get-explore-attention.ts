import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type ExploreAttention, type ExploreAttentionQuery } from '@mediawatch/shared';

import { analyticsKeys } from '../keys';
import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------

/** `GET /api/explore/attention`: up to four queries per day, week or month, with the filters' totals. */
export async function getExploreAttention(query: ExploreAttentionQuery): Promise<ExploreAttention> {
  const { q, ...filters } = query;
  const params = toSearchParams(filters);
  // Queries hold commas: each is its own `q`, never joined.
  for (const text of Array.isArray(q) ? q : [q]) params.append('q', text);
  const { data } = await apiClient.get<ExploreAttention>(endpoints.explore.attention, { params });
  return data;
}

export const getExploreAttentionQueryOptions = (query: ExploreAttentionQuery) =>
  queryOptions({ queryKey: analyticsKeys.attention(query), queryFn: () => getExploreAttention(query) });

export function useExploreAttention(query: ExploreAttentionQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getExploreAttentionQueryOptions(query), enabled, placeholderData: (previous) => previous, retry: false });
}
