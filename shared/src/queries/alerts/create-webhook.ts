import { apiClient, endpoints, type Webhook, type WebhookInput } from '@mediawatch/shared';

import { alertKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `POST /api/alert/webhook/add`. */
export async function createWebhook(input: WebhookInput): Promise<Webhook> {
  const { data } = await apiClient.post<Webhook>(endpoints.alert.webhook.add, input);
  return data;
}

export function useCreateWebhook() {
  return useInvalidatingMutation(createWebhook, [alertKeys.webhooks()]);
}
