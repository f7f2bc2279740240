import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints } from '@mediawatch/shared';
import type { MonitorColumn } from '@mediawatch/shared/schemas';

import { monitorKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/monitor/columns`: my watchlist columns, in order. */
export async function getMonitorColumns(): Promise<MonitorColumn[]> {
  const { data } = await apiClient.get<MonitorColumn[]>(endpoints.monitor.columns);
  return data;
}

export const getMonitorColumnsQueryOptions = () => queryOptions({ queryKey: monitorKeys.columns(), queryFn: getMonitorColumns });

export function useMonitorColumns() {
  return useQuery(getMonitorColumnsQueryOptions());
}
