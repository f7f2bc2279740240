import type { Task, TaskStatus } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';
import { isUuid } from '../../../db/sql';

// ----------------------------------------------------------------------

/** A `tasks` row as SQL returns it. */
export interface TaskRow {
  id: string;
  name: string;
  estimation: string;
  status: TaskStatus;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The writable fields, as the API names them. */
export interface TaskFields {
  name: string;
  estimation: string;
  status: TaskStatus;
}

/** The task as the API shows it (shared `taskSchema`). */
export function toTask(row: TaskRow): Task {
  return {
    _id: row.id,
    name: row.name,
    estimation: row.estimation,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
  };
}

// ----------------------------------------------------------------------

/** Newest first: the drawer shows what was just added on top. */
const ORDER = 'ORDER BY created_at DESC, seq DESC';

export class TasksRepository {
  constructor(private readonly db: Queryable) {}

  /** Every task, or those with one status. */
  async list(status?: TaskStatus): Promise<TaskRow[]> {
    const { rows } = status
      ? await this.db.query<TaskRow>(`SELECT * FROM tasks WHERE status = $1 ${ORDER}`, [status])
      : await this.db.query<TaskRow>(`SELECT * FROM tasks ${ORDER}`);
    return rows;
  }

  async create(fields: TaskFields, createdBy: string | null): Promise<TaskRow> {
    const { rows } = await this.db.query<TaskRow>(
      'INSERT INTO tasks (name, estimation, status, created_by) VALUES ($1, $2, $3, $4) RETURNING *',
      [fields.name, fields.estimation, fields.status, createdBy],
    );
    return rows[0]!;
  }

  /** Replaces the task's fields; null when no task has this id. */
  async update(id: string, fields: TaskFields): Promise<TaskRow | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.db.query<TaskRow>(
      `UPDATE tasks SET name = $2, estimation = $3, status = $4, updated_at = clock_timestamp()
       WHERE id = $1 RETURNING *`,
      [id, fields.name, fields.estimation, fields.status],
    );
    return rows[0] ?? null;
  }

  /** Deletes the task; the removed row, or null when no task has this id. */
  async delete(id: string): Promise<TaskRow | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.db.query<TaskRow>('DELETE FROM tasks WHERE id = $1 RETURNING *', [id]);
    return rows[0] ?? null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    tasksRepository: TasksRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('tasksRepository', new TasksRepository(app.db));
  },
  { name: 'tasks-repository', dependencies: ['database'] },
);
