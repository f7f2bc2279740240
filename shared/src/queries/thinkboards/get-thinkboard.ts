import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type Thinkboard } from '@mediawatch/shared';

import { thinkboardKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/thinkboard/{id}`: a board with its cards, links and what the cards reference. */
export async function getThinkboard(id: string): Promise<Thinkboard> {
  const { data } = await apiClient.get<Thinkboard>(endpoints.thinkboard.one(id));
  return data;
}

export const getThinkboardQueryOptions = (id: string) =>
  // The canvas keeps its own copy while it is open: a refetch on focus would not replace it (decision 0026).
  queryOptions({
    queryKey: thinkboardKeys.detail(id),
    queryFn: () => getThinkboard(id),
    enabled: id.length > 0,
    refetchOnWindowFocus: false,
  });

export function useThinkboard(id: string) {
  return useQuery(getThinkboardQueryOptions(id));
}
