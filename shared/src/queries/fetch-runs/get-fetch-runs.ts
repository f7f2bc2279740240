import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type FetchRunListQuery, type FetchRunPage } from '@mediawatch/shared';

import { workerKeys } from '../keys';
import { LIVE_REFRESH_MS } from '../mutation';
import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------

/** `GET /api/fetchRun/all`: one record per feed fetch, newest first. */
export async function getFetchRuns(query: FetchRunListQuery): Promise<FetchRunPage> {
  const { data } = await apiClient.get<FetchRunPage>(endpoints.fetchRun.all, { params: toSearchParams(query) });
  return data;
}

export const getFetchRunsQueryOptions = (query: FetchRunListQuery) =>
  queryOptions({
    queryKey: workerKeys.fetchRuns(query),
    queryFn: () => getFetchRuns(query),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_REFRESH_MS,
  });

export function useFetchRuns(query: FetchRunListQuery) {
  return useQuery(getFetchRunsQueryOptions(query));
}
