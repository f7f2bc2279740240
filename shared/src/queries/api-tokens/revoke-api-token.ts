import { apiClient, endpoints } from '@mediawatch/shared';

import { apiTokenKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `DELETE /api/token/delete/{id}`: the token stops working at once. */
export async function revokeApiToken(id: string): Promise<void> {
  await apiClient.delete(endpoints.token.delete(id));
}

export function useRevokeApiToken() {
  return useInvalidatingMutation(revokeApiToken, [apiTokenKeys.all]);
}
