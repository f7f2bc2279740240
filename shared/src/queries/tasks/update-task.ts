import { apiClient, endpoints, type Task, type TaskBody } from '@mediawatch/shared';

import { taskKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

export interface UpdateTaskVariables {
  id: string;
  body: TaskBody;
}

/** `PUT /api/task/update/{id}` (docs/spec.md §7); with `body.version`, a 409 when someone saved since (see `conflictingTask`). */
export async function updateTask({ id, body }: UpdateTaskVariables): Promise<Task> {
  const { data } = await apiClient.put<Task>(endpoints.task.update(id), body);
  return data;
}

export function useUpdateTask() {
  return useInvalidatingMutation(updateTask, [taskKeys.all]);
}
