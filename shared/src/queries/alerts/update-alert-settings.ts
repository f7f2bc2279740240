import { apiClient, endpoints, type AlertSettings } from '@mediawatch/shared';

import { alertKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `PUT /api/alert/settings`. */
export async function updateAlertSettings(settings: AlertSettings): Promise<AlertSettings> {
  const { data } = await apiClient.put<AlertSettings>(endpoints.alert.settings, settings);
  return data;
}

export function useUpdateAlertSettings() {
  return useInvalidatingMutation(updateAlertSettings, [alertKeys.settings()]);
}
