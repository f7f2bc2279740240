import { apiClient, endpoints, type Task, type TaskBody } from '@mediawatch/shared';

import { taskKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `POST /api/task/add` (docs/spec.md §7). */
export async function createTask(body: TaskBody): Promise<Task> {
  const { data } = await apiClient.post<Task>(endpoints.task.add, body);
  return data;
}

/** Refreshes the board and the top bar's tasks drawer. */
export function useCreateTask() {
  return useInvalidatingMutation(createTask, [taskKeys.all]);
}
