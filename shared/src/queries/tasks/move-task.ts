import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, endpoints, type Task, type TaskList, type TaskMoveBody } from '@mediawatch/shared';

import { taskKeys } from '../keys';

// ----------------------------------------------------------------------

export interface MoveTaskVariables {
  id: string;
  body: TaskMoveBody;
}

/** `PUT /api/task/move/{id}`: a column and a place in it (0 is the top); 409 when `version` is stale. */
export async function moveTask({ id, body }: MoveTaskVariables): Promise<Task> {
  const { data } = await apiClient.put<Task>(endpoints.task.move(id), body);
  return data;
}

/** The board's order of a column's tasks: by position, then newest first (as the server numbers them). */
export function byBoardOrder(a: Task, b: Task): number {
  return a.position - b.position || b.createdAt.localeCompare(a.createdAt);
}

/**
 * The list of every task with one moved to `index` of the `status` column,
 * the column numbered again (what the server does), so a dropped card stays
 * where it was dropped while the call is under way.
 */
export function placeTask(list: TaskList, { id, body }: MoveTaskVariables): TaskList {
  const moved = list.tasks.find((task) => task._id === id);
  if (!moved) return list;
  const column = list.tasks.filter((task) => task.status === body.status && task._id !== id).sort(byBoardOrder);
  column.splice(Math.min(body.index, column.length), 0, { ...moved, status: body.status });
  const placed = new Map(column.map((task, position) => [task._id, { ...task, position }]));
  return { tasks: list.tasks.map((task) => placed.get(task._id) ?? task) };
}

/**
 * The list with the server's answer for one task in place of the cached one:
 * its new version above all, so that moving the same card again before the
 * list is fetched again does not send a stale version (a false 409).
 */
export function withSavedTask(list: TaskList, saved: Task): TaskList {
  return { tasks: list.tasks.map((task) => (task._id === saved._id ? saved : task)) };
}

/**
 * Moves a card: the board's list shows the new place at once, takes the
 * server's answer for the card, then every task query (the board, the top
 * bar's drawer) is fetched again, whether the move was saved or refused.
 */
export function useMoveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveTask,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: taskKeys.all });
      const before = queryClient.getQueryData<TaskList>(taskKeys.list());
      if (before) queryClient.setQueryData<TaskList>(taskKeys.list(), placeTask(before, variables));
      return { before };
    },
    onSuccess: (saved) => {
      const list = queryClient.getQueryData<TaskList>(taskKeys.list());
      if (list) queryClient.setQueryData<TaskList>(taskKeys.list(), withSavedTask(list, saved));
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(taskKeys.list(), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
