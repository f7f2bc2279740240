import { TASK_STATUSES, type Task, type TaskStatus } from '@mediawatch/shared';
import { byBoardOrder } from '@mediawatch/shared/queries';

// ----------------------------------------------------------------------
// The board's columns as lists of task ids, and what a drop means for the
// server: the place among every task of the column, whatever the filter hides.

export type Columns = Record<TaskStatus, string[]>;

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
  if ((TASK_STATUSES as readonly string[]).includes(id)) return id as TaskStatus;
  return TASK_STATUSES.find((status) => columns[status].includes(id)) ?? null;
}

/**
 * Where a card dropped among the shown cards goes among all the column's
 * cards: just after the shown card above it (or just before the shown card
 * below it, or on top), so hidden cards keep their places.
 */
export function indexAmongAll(allInColumn: readonly string[], shownAfterDrop: readonly string[], id: string): number {
  const others = allInColumn.filter((other) => other !== id);
  const at = shownAfterDrop.indexOf(id);
  const above = at > 0 ? shownAfterDrop[at - 1] : undefined;
  if (above !== undefined && others.includes(above)) return others.indexOf(above) + 1;
  const below = shownAfterDrop[at + 1];
  if (below !== undefined && others.includes(below)) return others.indexOf(below);
  return at <= 0 ? 0 : others.length;
}
