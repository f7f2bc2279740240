import type { Task } from '@mediawatch/shared';

import { currentOnConflict } from '../mutation';

// ----------------------------------------------------------------------

/** The task as it is now, when `error` is the API's 409 for a stale save (`taskConflictBodySchema`); otherwise null. */
export function conflictingTask(error: unknown): Task | null {
  return currentOnConflict<Task>(error, (task) => typeof task._id === 'string');
}
