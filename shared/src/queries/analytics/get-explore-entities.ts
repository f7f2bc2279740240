import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiClient, endpoints, type ExploreEntities, type ExploreEntitiesQuery } from '@mediawatch/shared';

import { analyticsKeys } from '../keys';
import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------

/** `GET /api/explore/entities`: one query's top people, organizations and places, and its articles per country. */
export async function getExploreEntities(query: ExploreEntitiesQuery): Promise<ExploreEntities> {
  const { data } = await apiClient.get<ExploreEntities>(endpoints.explore.entities, { params: toSearchParams(query) });
  return data;
}

/** One answer per compared query, fetched side by side. */
export function useExploreEntities(queries: readonly ExploreEntitiesQuery[]) {
  return useQueries({
    queries: queries.map((query) =>
      queryOptions({ queryKey: analyticsKeys.entities(query), queryFn: () => getExploreEntities(query), retry: false }),
    ),
  });
}
