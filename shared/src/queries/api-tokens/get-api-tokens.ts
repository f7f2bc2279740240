import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type ApiTokenList } from '@mediawatch/shared';

import { apiTokenKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/token/all`: the signed-in user's API tokens. */
export async function getApiTokens(): Promise<ApiTokenList> {
  const { data } = await apiClient.get<ApiTokenList>(endpoints.token.all);
  return data;
}

export const getApiTokensQueryOptions = () => queryOptions({ queryKey: apiTokenKeys.mine(), queryFn: getApiTokens });

export function useApiTokens() {
  return useQuery(getApiTokensQueryOptions());
}
