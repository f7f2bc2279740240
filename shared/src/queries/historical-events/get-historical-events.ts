import { useCallback } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type HistoricalEvent, type HistoricalEventQuery } from '@mediawatch/shared';

import { historicalEventKeys } from '../keys';
import { toSearchParams } from '../search-params';

// ----------------------------------------------------------------------

/** `GET /api/historicalEvent/all`: newest first, filtered by category, status and period. */
export async function getHistoricalEvents(query: HistoricalEventQuery = {}): Promise<HistoricalEvent[]> {
  const { data } = await apiClient.get<HistoricalEvent[]>(endpoints.historicalEvent.all, { params: toSearchParams(query) });
  return data;
}

export const getHistoricalEventsQueryOptions = (query: HistoricalEventQuery = {}) =>
  queryOptions({ queryKey: historicalEventKeys.list(query), queryFn: () => getHistoricalEvents(query) });

/** `select` maps each event as it leaves the cache (a page words generated text in the reader's language). */
export function useHistoricalEvents(
  query: HistoricalEventQuery = {},
  options: { enabled?: boolean; select?: (event: HistoricalEvent) => HistoricalEvent } = {},
) {
  const { select } = options;
  return useQuery({
    ...getHistoricalEventsQueryOptions(query),
    enabled: options.enabled ?? true,
    select: useCallback((events: HistoricalEvent[]) => (select ? events.map(select) : events), [select]),
  });
}
