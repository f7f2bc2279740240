import { ApiError, type Task, type TaskConflictBody } from '@mediawatch/shared';

// ----------------------------------------------------------------------

/**
 * The task as it is now, when `error` is the API's 409 for a stale save
 * (`taskConflictBodySchema`); otherwise null. Read without zod: the queries
 * load with the shell, zod does not.
 */
export function conflictingTask(error: unknown): Task | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const current = (error.body as Partial<TaskConflictBody> | null)?.current;
  return current && typeof current === 'object' && typeof current._id === 'string' ? current : null;
}
