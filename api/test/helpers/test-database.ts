import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

import pg from 'pg';

import type { Database } from '../../src/db/database';
import { openPglite } from '../../src/db/pglite';
import { openPostgres, PostgresDatabase } from '../../src/db/postgres';
import { ENV, testDatabaseKind, withDatabase } from './test-env';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with -c api/jest.config.cjs (its global setup sets it).`);
  return value;
}

/**
 * A database for one test file, of the kind MEDIAWATCH_TEST_DB asks for, with
 * every migration applied (the app's start then applies nothing): an
 * in-memory PGlite loaded from a dump, or on PostgreSQL a database of its own
 * copied from the migrated template (so files running in parallel never see
 * each other's rows). `blank` asks for one without a table: a new PGlite, or
 * a schema of its own in the PostgreSQL test database.
 */
export async function createTestDatabase({ blank = false }: { blank?: boolean } = {}): Promise<Database> {
  if (testDatabaseKind() === 'pglite') {
    const template = fs.readFileSync(required(blank ? ENV.pgliteTemplate : ENV.pgliteMigratedTemplate));
    return openPglite({ pgliteOptions: { loadDataDir: new Blob([template]) } });
  }

  const url = required(ENV.databaseUrl);
  const base = new URL(url).pathname.slice(1);
  const own = `${blank ? 't' : base}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(blank ? `CREATE SCHEMA ${own}` : `CREATE DATABASE ${own} TEMPLATE ${base}_tpl`);
  } finally {
    await admin.end();
  }
  if (!blank) return openPostgres(withDatabase(url, own));
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${own}`);
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
