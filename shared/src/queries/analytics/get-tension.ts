import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type Tension, type TensionOverview, type TensionOverviewQuery, type TensionQuery } from '@mediawatch/shared';

import { analyticsKeys } from '../keys';
import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------

/** `GET /api/tension/index`: one topic's or group's daily tension with its flagged days. */
export async function getTension(query: TensionQuery): Promise<Tension> {
  const { data } = await apiClient.get<Tension>(endpoints.tension.index, { params: toSearchParams(query) });
  return data;
}

export const getTensionQueryOptions = (query: TensionQuery) =>
  queryOptions({ queryKey: analyticsKeys.tension(query), queryFn: () => getTension(query) });

export function useTension(query: TensionQuery | null) {
  return useQuery({
    ...getTensionQueryOptions(query ?? { kind: 'topic', id: '' }),
    enabled: !!query,
    placeholderData: (previous) => previous,
  });
}

/** `GET /api/tension/overview`: every topic and group on one day, by z-score. */
export async function getTensionOverview(query: TensionOverviewQuery): Promise<TensionOverview> {
  const { data } = await apiClient.get<TensionOverview>(endpoints.tension.overview, { params: toSearchParams(query) });
  return data;
}

export function useTensionOverview(query: TensionOverviewQuery) {
  return useQuery({
    queryKey: analyticsKeys.tensionOverview(query),
    queryFn: () => getTensionOverview(query),
    placeholderData: (previous) => previous,
  });
}
