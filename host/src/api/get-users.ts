import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type UserList } from '@mediawatch/shared';

export const userKeys = { all: ['users'] as const };

/** `GET /api/user/all` (admins only). */
export async function getUsers(): Promise<UserList> {
  const { data } = await apiClient.get<UserList>(endpoints.user.all);
  return data;
}

export const getUsersQueryOptions = () => queryOptions({ queryKey: userKeys.all, queryFn: getUsers });

export function useUsers() {
  return useQuery(getUsersQueryOptions());
}
