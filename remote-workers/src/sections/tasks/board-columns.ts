import { type Task, type TaskStatus } from '@mediawatch/shared';
import { TASK_STATUSES } from '@mediawatch/shared/constants';
import { byBoardOrder } from '@mediawatch/shared/queries';
import { listOf, type SortableLists } from '@mediawatch/shared/ui';

// ----------------------------------------------------------------------
// The board's columns as lists of task ids, and what a drop means for the
// server: the place among every task of the column, whatever the filter hides.

export type Columns = SortableLists<TaskStatus>;

export { indexAmongAll } from '@mediawatch/shared/ui';

/** Who the board shows: everyone, the signed-in user, one assignee, or the unassigned. */
export type AssigneeFilter = { kind: 'all' } | { kind: 'user'; id: string } | { kind: 'nobody' };

export function shows(task: Task, filter: AssigneeFilter): boolean {
  if (filter.kind === 'all') return true;
  if (filter.kind === 'nobody') return task.assignee === null;
  return task.assignee?.id === filter.id;
}

/** The tasks of each column in board order (position, then newest first), with `keep` deciding who shows. */
export function toColumns(tasks: readonly Task[], keep: (task: Task) => boolean = () => true): Columns {
  const columns = Object.fromEntries(TASK_STATUSES.map((status) => [status, [] as string[]])) as Columns;
  const sorted = [...tasks].sort(byBoardOrder);
  for (const task of sorted) if (keep(task)) columns[task.status].push(task._id);
  return columns;
}

/** The column holding `id` (a task, or a column's own droppable id). */
export function columnOf(columns: Columns, id: string): TaskStatus | null {
  return listOf(columns, id);
}
