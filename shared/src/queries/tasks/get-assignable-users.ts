import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type AssignableUserList } from '@mediawatch/shared';

import { userKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/user/assignable`: the people a task can be given to (manageTasks only). */
export async function getAssignableUsers(): Promise<AssignableUserList> {
  const { data } = await apiClient.get<AssignableUserList>(endpoints.user.assignable);
  return data;
}

export const getAssignableUsersQueryOptions = () =>
  queryOptions({ queryKey: userKeys.assignable(), queryFn: getAssignableUsers, staleTime: 5 * 60_000 });

/** `enabled` false for those who may not assign (the API would answer 403). */
export function useAssignableUsers(enabled = true) {
  return useQuery({ ...getAssignableUsersQueryOptions(), enabled });
}
