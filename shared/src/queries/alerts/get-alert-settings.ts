import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type AlertSettings } from '@mediawatch/shared';

import { alertKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/alert/settings`: the signed-in user's digest. */
export async function getAlertSettings(): Promise<AlertSettings> {
  const { data } = await apiClient.get<AlertSettings>(endpoints.alert.settings);
  return data;
}

export const getAlertSettingsQueryOptions = () => queryOptions({ queryKey: alertKeys.settings(), queryFn: getAlertSettings });

export function useAlertSettings() {
  return useQuery(getAlertSettingsQueryOptions());
}
