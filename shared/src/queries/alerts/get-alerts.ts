import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type AlertListQuery, type AlertPage } from '@mediawatch/shared';

import { alertKeys } from '../keys';
import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------

/** `GET /api/alert/all`: one page of alerts, newest first, with the user's read state. */
export async function getAlerts(query: AlertListQuery): Promise<AlertPage> {
  const { data } = await apiClient.get<AlertPage>(endpoints.alert.all, { params: toSearchParams(query) });
  return data;
}

export const getAlertsQueryOptions = (query: AlertListQuery, refetchInterval?: number) =>
  queryOptions({
    queryKey: alertKeys.list(query),
    queryFn: () => getAlerts(query),
    placeholderData: keepPreviousData,
    refetchInterval,
  });

/** `refetchInterval` (ms) polls, for lists that follow new alerts. */
export function useAlerts(query: AlertListQuery, options: { refetchInterval?: number; enabled?: boolean } = {}) {
  return useQuery({ ...getAlertsQueryOptions(query, options.refetchInterval), enabled: options.enabled ?? true });
}
