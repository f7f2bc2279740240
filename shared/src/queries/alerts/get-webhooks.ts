import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type Webhook } from '@mediawatch/shared';

import { alertKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/alert/webhook/all` (admins): the webhooks with their last deliveries. */
export async function getWebhooks(): Promise<Webhook[]> {
  const { data } = await apiClient.get<Webhook[]>(endpoints.alert.webhook.all);
  return data;
}

export const getWebhooksQueryOptions = () => queryOptions({ queryKey: alertKeys.webhooks(), queryFn: getWebhooks });

export function useWebhooks(options: { enabled?: boolean; refetchInterval?: number } = {}) {
  return useQuery({ ...getWebhooksQueryOptions(), enabled: options.enabled ?? true, refetchInterval: options.refetchInterval });
}
