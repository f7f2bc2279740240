// ----------------------------------------------------------------------
// The one database interface the API codes against. Two adapters implement
// it: PGlite (embedded, the default) and PostgreSQL (`pg` Pool, when
// DATABASE_URL is set). Repositories write parameterized SQL only.

export type DatabaseKind = 'pglite' | 'postgres';

export interface QueryResult<Row> {
  rows: Row[];
  /** Rows inserted, updated or deleted (or returned by a SELECT). */
  rowCount: number;
}

/** Runs SQL: `query` for one parameterized statement, `exec` for a script of several. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** A connection that can open a transaction: committed when `fn` resolves, rolled back when it throws. */
export interface Connection extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

export interface Database extends Connection {
  readonly kind: DatabaseKind;
  /**
   * Runs `fn` while holding the migration lock: a PostgreSQL advisory lock on
   * one session (so two processes starting together don't race), or nothing
   * more than the data-folder lock PGlite already holds.
   */
  withMigrationLock<T>(fn: (conn: Connection) => Promise<T>): Promise<T>;
  /**
   * Hears `NOTIFY channel` (sent by any session on this database): on
   * PostgreSQL over a connection of its own that reconnects after a drop
   * (calling `onNotify('')` once reconnected, so the caller catches up), on
   * PGlite in process. Answers the function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /** Closes the database and releases what it holds (pool, data-folder lock). */
  close(): Promise<void>;
}

/** A channel name LISTEN can take unquoted-safe (letters, digits, underscores). */
export function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}
