import { apiClient, endpoints, type HistoricalEvent, type HistoricalEventInput } from '@mediawatch/shared';

import { historicalEventKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `POST /api/historicalEvent/add` (manageHistoricalEvents): an event entered by hand. */
export async function createHistoricalEvent(input: HistoricalEventInput): Promise<HistoricalEvent> {
  const { data } = await apiClient.post<HistoricalEvent>(endpoints.historicalEvent.add, input);
  return data;
}

export function useCreateHistoricalEvent() {
  return useInvalidatingMutation(createHistoricalEvent, [historicalEventKeys.all]);
}
