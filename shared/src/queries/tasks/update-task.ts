import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, endpoints, type Task, type TaskBody } from '@mediawatch/shared';

import { taskKeys } from '../keys';

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

/** Refreshes the board and the top bar's drawer after a save, and after a refused one (the task changed). */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
