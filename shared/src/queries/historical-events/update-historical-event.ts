import { apiClient, endpoints, type HistoricalEvent, type HistoricalEventUpdate } from '@mediawatch/shared';

import { historicalEventKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

export interface UpdateHistoricalEventVariables {
  id: string;
  update: HistoricalEventUpdate;
}

/** `PATCH /api/historicalEvent/update/{id}` (manageHistoricalEvents): edit, confirm (status) or dismiss. */
export async function updateHistoricalEvent({ id, update }: UpdateHistoricalEventVariables): Promise<HistoricalEvent> {
  const { data } = await apiClient.patch<HistoricalEvent>(endpoints.historicalEvent.update(id), update);
  return data;
}

export function useUpdateHistoricalEvent() {
  return useInvalidatingMutation(updateHistoricalEvent, [historicalEventKeys.all]);
}
