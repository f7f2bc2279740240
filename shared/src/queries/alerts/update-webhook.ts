import { apiClient, endpoints, type Webhook, type WebhookUpdate } from '@mediawatch/shared';

import { alertKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

export interface UpdateWebhookVariables {
  id: string;
  update: WebhookUpdate;
}

/** `PATCH /api/alert/webhook/update/{id}`. */
export async function updateWebhook({ id, update }: UpdateWebhookVariables): Promise<Webhook> {
  const { data } = await apiClient.patch<Webhook>(endpoints.alert.webhook.update(id), update);
  return data;
}

export function useUpdateWebhook() {
  return useInvalidatingMutation(updateWebhook, [alertKeys.webhooks()]);
}
