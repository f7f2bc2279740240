import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiClient, endpoints, type ExploreSummary, type ExploreSummaryQuery } from '@mediawatch/shared';

import { analyticsKeys } from '../keys';
import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------

/** `GET /api/explore/summary`: one query's matches, top words, sources, languages and newest articles. */
export async function getExploreSummary(query: ExploreSummaryQuery): Promise<ExploreSummary> {
  const { data } = await apiClient.get<ExploreSummary>(endpoints.explore.summary, { params: toSearchParams(query) });
  return data;
}

export const getExploreSummaryQueryOptions = (query: ExploreSummaryQuery) =>
  queryOptions({ queryKey: analyticsKeys.summary(query), queryFn: () => getExploreSummary(query), retry: false });

/** One summary per compared query, fetched side by side. */
export function useExploreSummaries(queries: readonly ExploreSummaryQuery[]) {
  return useQueries({ queries: queries.map((query) => getExploreSummaryQueryOptions(query)) });
}
