import pg from 'pg';

import { checkChannel, type Connection, type Database, type Queryable, type QueryResult } from './database';

// ----------------------------------------------------------------------

type Client = pg.Pool | pg.PoolClient;

function wrap(client: Client): Queryable {
  return {
    query: async <Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> => {
      const result = await client.query(sql, params ? [...params] : undefined);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    exec: async (sql: string) => {
      // Without parameters pg uses the simple protocol, which runs several statements.
      await client.query(sql);
    },
  };
}

async function inTransaction<T>(client: pg.PoolClient, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await fn(wrap(client));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** A key of our own for `pg_advisory_lock`, so migrations of two processes never interleave. */
const MIGRATION_LOCK_KEY = 7_355_608_001;

/** The server adapter: a `pg` Pool on DATABASE_URL. */
export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  private readonly queryable: Queryable;

  constructor(readonly pool: pg.Pool) {
    this.queryable = wrap(pool);
  }

  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>> {
    return this.queryable.query<Row>(sql, params);
  }

  exec(sql: string): Promise<void> {
    return this.queryable.exec(sql);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      return await inTransaction(client, fn);
    } finally {
      client.release();
    }
  }

  async withMigrationLock<T>(fn: (conn: Connection) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        const session: Connection = { ...wrap(client), transaction: (inner) => inTransaction(client, inner) };
        return await fn(session);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  }

  /** A client of its own (not from the pool): LISTEN holds its session for as long as it listens. */
  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const name = checkChannel(channel);
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | null = null;
    const connect = async (reconnecting: boolean): Promise<void> => {
      const next = new pg.Client(this.pool.options);
      next.on('notification', (message) => {
        if (message.channel === name) onNotify(message.payload ?? '');
      });
      const reconnect = () => {
        if (stopped || client !== next) return;
        client = null;
        next.end().catch(() => undefined);
        retry = setTimeout(() => void connect(true).catch(reconnect), 1000);
        retry.unref();
      };
      next.on('error', reconnect);
      next.on('end', reconnect);
      client = next;
      await next.connect();
      await next.query(`LISTEN ${name}`);
      if (reconnecting) onNotify('');
    };
    await connect(false);
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/**
 * The connection string and startup options, with JIT off: the API's
 * statements are short, and compiling one costs more than it saves (11 ms on
 * the topic list; docs/decisions/0011-hardening.md, "Load"; the analytics
 * readers turned it off already, decision 0015). A URL's own `options` (a
 * search_path) are kept: pg lets them replace the pool's, so they move there.
 */
function withoutJit(connectionString: string): { connectionString: string; options: string } {
  try {
    const url = new URL(connectionString);
    const own = url.searchParams.get('options') ?? '';
    url.searchParams.delete('options');
    return { connectionString: url.toString(), options: `${own} -c jit=off`.trim() };
  } catch {
    return { connectionString, options: '-c jit=off' };
  }
}

/**
 * Connects to PostgreSQL and checks the server answers, so a wrong URL fails
 * at start. `onIdleError` hears errors of idle pooled connections (a server
 * restart), which would otherwise crash the process.
 */
export async function openPostgres(
  connectionString: string,
  onIdleError: (error: Error) => void = () => undefined,
  /** The variable the URL came from, named in the error when the server does not answer. */
  variable = 'DATABASE_URL',
): Promise<PostgresDatabase> {
  const pool = new pg.Pool({ ...withoutJit(connectionString), max: 10 });
  pool.on('error', onIdleError);
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`Could not connect to PostgreSQL (${variable}): ${(error as Error).message}`, { cause: error });
  }
  return new PostgresDatabase(pool);
}
