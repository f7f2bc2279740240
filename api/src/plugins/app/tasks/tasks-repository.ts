import { rolesFor } from '@mediawatch/shared/permissions';
import type { Task, TaskStatus } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';
import { isUuid, transaction } from '../../../db/sql';

// ----------------------------------------------------------------------

/** A `tasks` row as the repository reads it, with the names it links to. */
export interface TaskRow {
  id: string;
  name: string;
  estimation: string;
  status: TaskStatus;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  assignee_id: string | null;
  assignee_name: string | null;
  /** YYYY-MM-DD (read with to_char: the drivers would turn a date into a local midnight). */
  due_day: string | null;
  article_id: string | null;
  article_title: string | null;
  position: number;
  version: number;
}

/**
 * The writable fields, as the API names them. Assignee, due date and article
 * left undefined are kept by an update (and empty on a new task); null clears them.
 */
export interface TaskFields {
  name: string;
  estimation: string;
  status: TaskStatus;
  assigneeId?: string | null;
  dueDate?: string | null;
  articleId?: string | null;
}

/** A write's outcome: the saved task, or why nothing was written. */
export type TaskWrite =
  | { kind: 'saved'; row: TaskRow }
  | { kind: 'missing' }
  /** The version sent is not the task's: `current` is the task as it is. */
  | { kind: 'conflict'; current: TaskRow }
  | { kind: 'unknown-assignee' }
  | { kind: 'unknown-article' };

/** The task as the API shows it (shared `taskSchema`). */
export function toTask(row: TaskRow): Task {
  return {
    _id: row.id,
    name: row.name,
    estimation: row.estimation,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
    assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? '' } : null,
    dueDate: row.due_day,
    article: row.article_id ? { id: row.article_id, name: row.article_title ?? '' } : null,
    position: row.position,
    version: row.version,
  };
}

// ----------------------------------------------------------------------

const SELECT = `SELECT t.*, to_char(t.due_date, 'YYYY-MM-DD') AS due_day,
    u.display_name AS assignee_name, a.title AS article_title
  FROM tasks t
  LEFT JOIN users u ON u.id = t.assignee_id
  LEFT JOIN articles a ON a.id = t.article_id`;

/** Newest first: the drawer shows what was just added on top (the board sorts by position). */
const ORDER = 'ORDER BY t.created_at DESC, t.seq DESC';

/** The place on top of a column: new cards and cards moved there by an edit go first. */
const TOP_OF = (statusParam: string) => `(SELECT COALESCE(min(position), 0) - 1 FROM tasks WHERE status = ${statusParam})`;

export class TasksRepository {
  constructor(private readonly db: Queryable) {}

  /** Every task, or those with one status. */
  async list(status?: TaskStatus): Promise<TaskRow[]> {
    const { rows } = status
      ? await this.db.query<TaskRow>(`${SELECT} WHERE t.status = $1 ${ORDER}`, [status])
      : await this.db.query<TaskRow>(`${SELECT} ${ORDER}`);
    return rows;
  }

  async find(id: string, db: Queryable = this.db): Promise<TaskRow | null> {
    if (!isUuid(id)) return null;
    const { rows } = await db.query<TaskRow>(`${SELECT} WHERE t.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** The people a task can be given to: the roles that manage tasks, by name. */
  async assignableUsers(): Promise<{ id: string; name: string }[]> {
    const { rows } = await this.db.query<{ id: string; name: string }>(
      'SELECT id, display_name AS name FROM users WHERE role = ANY($1::text[]) ORDER BY lower(display_name), id',
      [rolesFor('manageTasks')],
    );
    return rows;
  }

  async create(fields: TaskFields, createdBy: string | null): Promise<TaskWrite> {
    return transaction(this.db, async (tx) => {
      const invalid = await this.checkLinks(tx, fields);
      if (invalid) return invalid;
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO tasks (name, estimation, status, created_by, assignee_id, due_date, article_id, position)
         VALUES ($1, $2, $3, $4, $5, $6::date, $7, ${TOP_OF('$3')}) RETURNING id`,
        [
          fields.name,
          fields.estimation,
          fields.status,
          createdBy,
          fields.assigneeId ?? null,
          fields.dueDate ?? null,
          fields.articleId ?? null,
        ],
      );
      return { kind: 'saved', row: (await this.find(rows[0]!.id, tx))! };
    });
  }

  /**
   * Replaces the task's fields (undefined links are kept). With `version`, a
   * task saved since that version is left as it is: a conflict with its current state.
   */
  async update(id: string, fields: TaskFields, version?: number): Promise<TaskWrite> {
    if (!isUuid(id)) return { kind: 'missing' };
    return transaction(this.db, async (tx) => {
      const refused = await this.lockAt(tx, id, version);
      if (refused) return refused;
      const invalid = await this.checkLinks(tx, fields);
      if (invalid) return invalid;
      await tx.query(
        `UPDATE tasks SET name = $2, estimation = $3, status = $4,
           assignee_id = CASE WHEN $5 THEN $6::uuid ELSE assignee_id END,
           due_date = CASE WHEN $7 THEN $8::date ELSE due_date END,
           article_id = CASE WHEN $9 THEN $10::uuid ELSE article_id END,
           position = CASE WHEN status = $4 THEN position ELSE ${TOP_OF('$4')} END,
           version = version + 1, updated_at = clock_timestamp()
         WHERE id = $1`,
        [
          id,
          fields.name,
          fields.estimation,
          fields.status,
          fields.assigneeId !== undefined,
          fields.assigneeId ?? null,
          fields.dueDate !== undefined,
          fields.dueDate ?? null,
          fields.articleId !== undefined,
          fields.articleId ?? null,
        ],
      );
      return { kind: 'saved', row: (await this.find(id, tx))! };
    });
  }

  /**
   * Puts the task at `index` (0 is the top) of the `status` column and numbers
   * that column again. Only the moved task's version changes: the others'
   * content is untouched, so a move never turns someone's edit of them into a conflict.
   */
  async move(id: string, status: TaskStatus, index: number, version?: number): Promise<TaskWrite> {
    if (!isUuid(id)) return { kind: 'missing' };
    return transaction(this.db, async (tx) => {
      const refused = await this.lockAt(tx, id, version);
      if (refused) return refused;
      // The column's rows are locked too: two moves into one column are numbered one after the other.
      const { rows: column } = await tx.query<{ id: string }>(
        `SELECT id FROM tasks WHERE status = $1 AND id <> $2 ORDER BY position, created_at DESC, seq DESC FOR UPDATE`,
        [status, id],
      );
      const order = column.map((row) => row.id);
      order.splice(Math.min(index, order.length), 0, id);
      // One statement numbers the column and moves the task (its status and version: the others' stay).
      await tx.query(
        `UPDATE tasks SET position = placed.place::integer - 1,
           status = CASE WHEN tasks.id = $2 THEN $3 ELSE tasks.status END,
           version = CASE WHEN tasks.id = $2 THEN tasks.version + 1 ELSE tasks.version END,
           updated_at = CASE WHEN tasks.id = $2 THEN clock_timestamp() ELSE tasks.updated_at END
         FROM unnest($1::uuid[]) WITH ORDINALITY AS placed(id, place)
         WHERE tasks.id = placed.id`,
        [order, id, status],
      );
      return { kind: 'saved', row: (await this.find(id, tx))! };
    });
  }

  /**
   * Locks task `id` for the transaction: null when it may be written, else
   * missing, or a conflict with its current state when `version` is given and is not its own.
   */
  private async lockAt(tx: Queryable, id: string, version: number | undefined): Promise<TaskWrite | null> {
    const { rows } = await tx.query<{ version: number }>('SELECT version FROM tasks WHERE id = $1 FOR UPDATE', [id]);
    if (!rows[0]) return { kind: 'missing' };
    if (version !== undefined && version !== rows[0].version) return { kind: 'conflict', current: (await this.find(id, tx))! };
    return null;
  }

  /** Deletes the task; the removed row, or null when no task has this id. */
  async delete(id: string): Promise<{ id: string } | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.db.query<{ id: string }>('DELETE FROM tasks WHERE id = $1 RETURNING id', [id]);
    return rows[0] ?? null;
  }

  /** An assignee must be a user who manages tasks, an article must exist. */
  private async checkLinks(tx: Queryable, fields: TaskFields): Promise<TaskWrite | null> {
    if (fields.assigneeId) {
      const { rows } = await tx.query('SELECT 1 FROM users WHERE id = $1 AND role = ANY($2::text[])', [
        fields.assigneeId,
        rolesFor('manageTasks'),
      ]);
      if (rows.length === 0) return { kind: 'unknown-assignee' };
    }
    if (fields.articleId) {
      const { rows } = await tx.query('SELECT 1 FROM articles WHERE id = $1', [fields.articleId]);
      if (rows.length === 0) return { kind: 'unknown-article' };
    }
    return null;
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
