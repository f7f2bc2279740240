import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, endpoints, type TaskList, type TaskStatus } from '@mediawatch/shared';

import { taskKeys } from '../keys';

// ----------------------------------------------------------------------

/** `GET /api/task/all`, all tasks or those with one status (docs/spec.md §7). */
export async function getTasks(status?: TaskStatus): Promise<TaskList> {
  const { data } = await apiClient.get<TaskList>(endpoints.task.all, { params: status ? { status } : undefined });
  return data;
}

export const getTasksQueryOptions = (status?: TaskStatus) =>
  queryOptions({
    queryKey: taskKeys.list(status),
    queryFn: async () => {
      try {
        return await getTasks(status);
      } catch (error) {
        // docs/spec.md §8: a failed task fetch is logged (the drawer also says so).
        console.error('Fetching tasks failed.', error);
        throw error;
      }
    },
  });

export function useTasks(status?: TaskStatus) {
  return useQuery(getTasksQueryOptions(status));
}
