import { apiClient, endpoints, type ApiTokenCreate, type ApiTokenCreated } from '@mediawatch/shared';

import { apiTokenKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `POST /api/token/add`: the answer holds the token's secret, this once. */
export async function createApiToken(input: ApiTokenCreate): Promise<ApiTokenCreated> {
  const { data } = await apiClient.post<ApiTokenCreated>(endpoints.token.add, input);
  return data;
}

export function useCreateApiToken() {
  return useInvalidatingMutation(createApiToken, [apiTokenKeys.all]);
}
