import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

import pg from 'pg';

import type { Database } from '../../src/db/database';
import { openPglite } from '../../src/db/pglite';
import { openPostgres, PostgresDatabase } from '../../src/db/postgres';
import { ENV, testDatabaseKind } from './test-env';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with -c api/jest.config.cjs (its global setup sets it).`);
  return value;
}

/**
 * A blank database for one test file, of the kind MEDIAWATCH_TEST_DB asks
 * for: an in-memory PGlite, or a new schema of its own in the PostgreSQL test
 * database (so files running in parallel never see each other's rows).
 */
export async function createTestDatabase(): Promise<Database> {
  if (testDatabaseKind() === 'pglite') {
    const template = fs.readFileSync(required(ENV.pgliteTemplate));
    return openPglite({ pgliteOptions: { loadDataDir: new Blob([template]) } });
  }

  const url = required(ENV.databaseUrl);
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return openPostgres(scoped.toString());
}

/**
 * The database as another API process would open it: a pool of its own on the
 * same schema on PostgreSQL (so LISTEN/NOTIFY and row locks work between
 * them), the same PGlite otherwise (one process). Close it when it is not `db`.
 */
export async function otherProcessDatabase(db: Database): Promise<Database> {
  if (!(db instanceof PostgresDatabase)) return db;
  // The pool's options, not its connection string: the schema's search_path lives in `options`.
  const pool = new pg.Pool(db.pool.options);
  await pool.query('SELECT 1');
  return new PostgresDatabase(pool);
}
