import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type AdminApiTokenList } from '@mediawatch/shared';

import { apiTokenKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/token/everyone` (manageUsers): every account's API tokens with their owners. */
export async function getEveryApiToken(): Promise<AdminApiTokenList> {
  const { data } = await apiClient.get<AdminApiTokenList>(endpoints.token.everyone);
  return data;
}

export const getEveryApiTokenQueryOptions = () => queryOptions({ queryKey: apiTokenKeys.everyone(), queryFn: getEveryApiToken });

export function useEveryApiToken() {
  return useQuery(getEveryApiTokenQueryOptions());
}
