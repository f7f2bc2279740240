import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type AlertUnreadCount } from '@mediawatch/shared';

import { alertKeys } from '../keys';

// ----------------------------------------------------------------------

/** How often the bell asks for the unread count (until alerts arrive by the live event stream). */
export const ALERT_POLL_MS = 5_000;

/** `GET /api/alert/unreadCount`: how many alerts the user has not read. */
export async function getAlertUnreadCount(): Promise<AlertUnreadCount> {
  const { data } = await apiClient.get<AlertUnreadCount>(endpoints.alert.unreadCount);
  return data;
}

export const getAlertUnreadCountQueryOptions = (refetchInterval: number | false = ALERT_POLL_MS) =>
  queryOptions({ queryKey: alertKeys.unreadCount(), queryFn: getAlertUnreadCount, refetchInterval });

export function useAlertUnreadCount(options: { refetchInterval?: number | false; enabled?: boolean } = {}) {
  return useQuery({ ...getAlertUnreadCountQueryOptions(options.refetchInterval), enabled: options.enabled ?? true });
}
