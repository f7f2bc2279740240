import { z } from 'zod';
import { TASK_STATUSES, TASK_LIMITS } from '../limits';

export { TASK_STATUSES, TASK_LIMITS } from '../limits';

// ----------------------------------------------------------------------
// Tasks (docs/spec.md §3 and §7): one definition for the API and the tasks drawer.

export const taskStatusSchema = z.enum(TASK_STATUSES, {
  error: `Status must be one of: ${TASK_STATUSES.join(', ')}`,
});

export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const taskSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Free text such as "2h" or "3 days" (docs/spec.md §3: a string). */
  estimation: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  status: taskStatusSchema,
});

export type Task = z.infer<typeof taskSchema>;

/** `GET /api/task/all` answers `{ tasks }` (docs/spec.md §3). */
export const taskListSchema = z.object({ tasks: z.array(taskSchema) });

export type TaskList = z.infer<typeof taskListSchema>;

export const taskListQuerySchema = z.object({
  /** Only the tasks with this status; all of them when absent. */
  status: taskStatusSchema.optional(),
});

export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

/** The task payload of `POST /api/task/add` and `PUT /api/task/update/{id}` (PUT replaces every field). */
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
});

/** What a client sends (estimation and status may be left out). */
export type TaskBody = z.input<typeof taskBodySchema>;

export const taskIdParamsSchema = z.object({
  id: z.string().trim().min(1, { error: 'Task id is required' }),
});

export const deleteTaskResponseSchema = z.object({ _id: z.string() });
