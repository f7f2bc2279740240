import { z } from 'zod';
import { TASK_STATUSES, TASK_LIMITS } from '../limits';
import { errorBodySchema } from './errors';
import { calendarDay } from './analytics';

// ----------------------------------------------------------------------
// Tasks (docs/spec.md §3 and §7): one definition for the API, the tasks board
// and the tasks drawer. The spec's fields stay as they are; the board's
// (assignee, due date, article, position, version) are additions a spec
// client can ignore (docs/decisions/0024-tasks-board.md).

export const taskStatusSchema = z.enum(TASK_STATUSES, {
  error: `Status must be one of: ${TASK_STATUSES.join(', ')}`,
});

export type TaskStatus = z.infer<typeof taskStatusSchema>;

/** A user or an article a task points to, with the name to show. */
const taskLinkSchema = z.object({ id: z.string(), name: z.string() });

export const taskSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Free text such as "2h" or "3 days" (docs/spec.md §3: a string). */
  estimation: z.string(),
  /** ISO 8601. */
  /** Who created it (null: unknown), for the pages to hide what only its author or an admin may change. */
  createdBy: z.string().nullable().optional(),
  createdAt: z.string(),
  status: taskStatusSchema,
  /** Who does it; null when nobody is assigned. */
  assignee: taskLinkSchema.nullable(),
  /** A calendar day, YYYY-MM-DD; null when none. */
  dueDate: z.string().nullable(),
  /** The article it follows (its title as `name`); null when none. */
  article: taskLinkSchema.nullable(),
  /** Order within its column, ascending (the board sorts by it). */
  position: z.number().int(),
  /** Grows by one on every save; send it back to refuse a stale save (409). */
  version: z.number().int(),
});

export type Task = z.infer<typeof taskSchema>;

/** `GET /api/task/all` answers `{ tasks }` (docs/spec.md §3). */
export const taskListSchema = z.object({ tasks: z.array(taskSchema) });

export type TaskList = z.infer<typeof taskListSchema>;

export const taskListQuerySchema = z.object({
  /** Only the tasks with this status; all of them when absent. */
  status: taskStatusSchema.optional(),
});

const uuidField = (what: string) => z.uuid({ error: `${what} must be an id` });

const versionField = z
  .number({ error: 'Version must be a whole number' })
  .int({ error: 'Version must be a whole number' })
  .min(1, { error: 'Version must be at least 1' });

/** YYYY-MM-DD of a real day between 1900 and 2200 (2026-02-30 is refused). */
export const dueDateSchema = calendarDay('Due date');

/**
 * The task payload of `POST /api/task/add` and `PUT /api/task/update/{id}`.
 * PUT replaces name, estimation and status (the spec's fields); assignee, due
 * date and article are kept when left out and cleared with null, so a client
 * that knows only the spec's fields never erases them. `version`, when sent,
 * makes a PUT refuse (409) a task someone saved since.
 */
export const taskBodySchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(TASK_LIMITS.nameMax, { error: `Name must be at most ${TASK_LIMITS.nameMax} characters` }),
  estimation: z
    .string({ error: 'Estimation must be text' })
    .trim()
    .max(TASK_LIMITS.estimationMax, { error: `Estimation must be at most ${TASK_LIMITS.estimationMax} characters` })
    .default(''),
  status: taskStatusSchema.default('TO DO'),
  assigneeId: uuidField('Assignee').nullable().optional(),
  dueDate: dueDateSchema.nullable().optional(),
  articleId: uuidField('Article').nullable().optional(),
  version: versionField.optional(),
});

/** What a client sends (estimation and status may be left out). */
export type TaskBody = z.input<typeof taskBodySchema>;

/** `PUT /api/task/move/{id}`: the column and the place in it (0 is the top) a card is dropped at. */
export const taskMoveBodySchema = z.object({
  status: taskStatusSchema,
  index: z
    .number({ error: 'Index must be a whole number' })
    .int({ error: 'Index must be a whole number' })
    .min(0, { error: 'Index must be 0 or more' })
    .max(TASK_LIMITS.columnMax, { error: `Index must be at most ${TASK_LIMITS.columnMax}` }),
  version: versionField.optional(),
});

export type TaskMoveBody = z.input<typeof taskMoveBodySchema>;

export const taskIdParamsSchema = z.object({
  id: z.string().trim().min(1, { error: 'Task id is required' }),
});

export const deleteTaskResponseSchema = z.object({ _id: z.string() });

/** A 409: the task changed since the version the client sent; `current` is the task as it is now. */
export const taskConflictBodySchema = errorBodySchema.extend({ current: taskSchema });

/** `GET /api/user/assignable`: who a task can be given to (the roles that manage tasks). */
export const assignableUserListSchema = z.object({ users: z.array(taskLinkSchema) });

export type AssignableUserList = z.infer<typeof assignableUserListSchema>;
