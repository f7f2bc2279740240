import { apiClient, endpoints } from '@mediawatch/shared';

import { alertKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `POST /api/alert/read`: marks alerts read for the signed-in user; answers how many were unread. */
export async function markAlertsRead(ids: string[]): Promise<{ updated: number }> {
  const { data } = await apiClient.post<{ updated: number }>(endpoints.alert.read, { ids });
  return data;
}

export function useMarkAlertsRead() {
  return useInvalidatingMutation(markAlertsRead, [alertKeys.all]);
}
