import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type UserList } from '@mediawatch/shared';

import { userKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/user/all` (permission manageUsers). */
export async function getUsers(): Promise<UserList> {
  const { data } = await apiClient.get<UserList>(endpoints.user.all);
  return data;
}

export const getUsersQueryOptions = () => queryOptions({ queryKey: userKeys.list(), queryFn: getUsers });

export function useUsers() {
  return useQuery(getUsersQueryOptions());
}
