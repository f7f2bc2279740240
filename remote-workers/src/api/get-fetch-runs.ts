import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type FetchRunListQuery, type FetchRunPage } from '@mediawatch/shared';

import { LIVE_REFRESH_MS, workerKeys } from './query-keys';

// ----------------------------------------------------------------------

/** `GET /api/fetchRun/all`: one record per feed fetch, newest first. */
export async function getFetchRuns(query: FetchRunListQuery): Promise<FetchRunPage> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  const { data } = await apiClient.get<FetchRunPage>('/fetchRun/all', { params });
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
