import type { Connection, Queryable } from './database';

// ----------------------------------------------------------------------
// Small helpers every repository uses.

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a uuid column's value (anything else is "not found", never a SQL error). */
export function isUuid(id: string): boolean {
  return UUID_PATTERN.test(id);
}

/** `%text%` for LIKE, with the `%`, `_` and `\` a person typed matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The WHERE clause of a list's search box: `condition` reads `$1`, the text
 * lowercased and wrapped for LIKE; nothing when there is no search.
 */
export function searchClause(search: string | undefined, condition: string): { where: string; params: unknown[] } {
  return search ? { where: `WHERE ${condition}`, params: [containsPattern(search.toLowerCase())] } : { where: '', params: [] };
}

/**
 * Runs `fn` in a transaction on `db`, or directly on `db` when it already is
 * one (a repository made on a transaction, as the seeds and bulk imports do).
 */
export function transaction<T>(db: Queryable, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return typeof (db as Partial<Connection>).transaction === 'function' ? (db as Connection).transaction(fn) : fn(db);
}

/**
 * Runs `fn` again (up to `attempts` times in all) when PostgreSQL aborted it
 * as one side of a deadlock (SQLSTATE 40P01). For idempotent writes of several
 * rows whose lock order two concurrent statements cannot agree on.
 */
export async function retryOnDeadlock<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= attempts) throw error;
    }
  }
}
