import { apiClient, endpoints } from '@mediawatch/shared';

import { alertKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `DELETE /api/alert/webhook/delete/{id}`. */
export async function deleteWebhook(id: string): Promise<void> {
  await apiClient.delete(endpoints.alert.webhook.delete(id));
}

export function useDeleteWebhook() {
  return useInvalidatingMutation(deleteWebhook, [alertKeys.webhooks()]);
}
