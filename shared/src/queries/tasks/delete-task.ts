import { apiClient, endpoints } from '@mediawatch/shared';

import { taskKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `DELETE /api/task/delete/{id}` (docs/spec.md §7). */
export async function deleteTask(id: string): Promise<void> {
  await apiClient.delete(endpoints.task.delete(id));
}

export function useDeleteTask() {
  return useInvalidatingMutation(deleteTask, [taskKeys.all]);
}
