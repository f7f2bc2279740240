import { apiClient, endpoints } from '@mediawatch/shared';

import { alertKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `POST /api/alert/readAll`: marks every alert read for the signed-in user. */
export async function markAllAlertsRead(): Promise<{ updated: number }> {
  const { data } = await apiClient.post<{ updated: number }>(endpoints.alert.readAll);
  return data;
}

export function useMarkAllAlertsRead() {
  return useInvalidatingMutation(markAllAlertsRead, [alertKeys.all]);
}
