import fs from 'node:fs';
import path from 'node:path';

import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';

import { acquireDataLock, type DataLock } from './data-lock';
import { checkChannel, type Connection, type Database, type Queryable, type QueryResult } from './database';

// ----------------------------------------------------------------------

function toResult<Row>(result: { rows: Row[]; affectedRows?: number }): QueryResult<Row> {
  return { rows: result.rows, rowCount: Math.max(result.rows.length, result.affectedRows ?? 0) };
}

function wrap(target: PGlite | Transaction): Queryable {
  return {
    query: async <Row>(sql: string, params?: readonly unknown[]) =>
      toResult(await target.query<Row>(sql, params ? [...params] : undefined)),
    exec: async (sql: string) => {
      await target.exec(sql);
    },
  };
}

/** The embedded adapter: one PGlite instance, owned by this process. */
export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  private readonly queryable: Queryable;
  /** The tail of the queue of `withMigrationLock` callers. */
  private migrationQueue: Promise<unknown> = Promise.resolve();
  private readonly checkpoints: NodeJS.Timeout | null;

  constructor(
    /** The PGlite instance itself, for tools that take it directly (e.g. pg-boss's PGlite adapter). */
    readonly pglite: PGlite,
    private readonly lock?: DataLock,
    checkpointEveryMs = 0,
  ) {
    this.queryable = wrap(pglite);
    // PGlite runs PostgreSQL in single-user mode: no checkpointer process, so
    // after a crash every write since the last checkpoint (up to max_wal_size)
    // is replayed before the database opens. A checkpoint every minute bounds
    // that to a minute of writes (docs/decisions/0003-database.md).
    this.checkpoints =
      checkpointEveryMs > 0
        ? setInterval(() => {
            if (!pglite.closed) pglite.exec('CHECKPOINT').catch(() => undefined);
          }, checkpointEveryMs)
        : null;
    this.checkpoints?.unref();
  }

  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
    return this.queryable.query<Row>(sql, params);
  }

  exec(sql: string): Promise<void> {
    return this.queryable.exec(sql);
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pglite.transaction((tx) => fn(wrap(tx)));
  }

  // The data-folder lock keeps every other process out; inside this process,
  // callers take turns.
  withMigrationLock<T>(fn: (conn: Connection) => Promise<T>): Promise<T> {
    const run = this.migrationQueue.then(() => fn(this));
    this.migrationQueue = run.catch(() => undefined);
    return run;
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const stop = await this.pglite.listen(checkChannel(channel), onNotify);
    return async () => {
      if (!this.pglite.closed) await stop();
    };
  }

  async close(): Promise<void> {
    if (this.checkpoints) clearInterval(this.checkpoints);
    try {
      if (!this.pglite.closed) await this.pglite.close();
    } finally {
      this.lock?.release();
    }
  }
}

// ----------------------------------------------------------------------

/** How often a PGlite database on disk is checkpointed. */
export const CHECKPOINT_EVERY_MS = 60_000;

export interface OpenPgliteOptions {
  /** The data folder; the database lives in `<dataDir>/pglite`. Omit for an in-memory database. */
  dataDir?: string;
  /** Extra PGlite options (e.g. `loadDataDir` to start from a dump). */
  pgliteOptions?: Omit<PGliteOptions, 'dataDir'>;
}

/** Opens PGlite in `<dataDir>/pglite`, holding `<dataDir>/pglite.lock` until closed; in memory without `dataDir`. */
export async function openPglite({ dataDir, pgliteOptions }: OpenPgliteOptions = {}): Promise<PgliteDatabase> {
  if (dataDir === undefined) {
    const pglite = new PGlite(pgliteOptions);
    await pglite.waitReady;
    return new PgliteDatabase(pglite);
  }

  fs.mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataLock(path.join(dataDir, 'pglite.lock'), dataDir);
  try {
    const pglite = new PGlite({ ...pgliteOptions, dataDir: path.join(dataDir, 'pglite') });
    await pglite.waitReady;
    return new PgliteDatabase(pglite, lock, CHECKPOINT_EVERY_MS);
  } catch (error) {
    lock.release();
    throw error;
  }
}
