import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import type { Database } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { MIGRATIONS_DIR } from '../src/migrations-dir';

// ----------------------------------------------------------------------
// The databases a bench runs on: a migrated PGlite in a temporary folder, and
// a migrated PostgreSQL database of its own on BENCH_PG_URL (skipped when that
// is `off` or does not answer), both removed afterwards.

export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The `p`th percentile (0..100) of `values`, nearest rank; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs `work` on a fresh, migrated PGlite (`name` names its folder). */
export async function withPglite<T>(name: string, work: (db: Database) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `mediawatch-${name}-`));
  const db = await openPglite({ dataDir: dir });
  try {
    await migrate(db, readMigrations(MIGRATIONS_DIR));
    return await work(db);
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface PostgresOptions {
  /** Where to say that PostgreSQL is skipped. */
  log: (message: string) => void;
  /** Keep the database afterwards, under this fixed name (for looking at it); dropped first if it exists. */
  keepAs?: string;
}

/** Runs `work` on a fresh, migrated PostgreSQL database (`name` and the pid name it), or answers null without one. */
export async function withPostgres<T>(name: string, work: (db: Database) => Promise<T>, options: PostgresOptions): Promise<T | null> {
  if (PG_URL === 'off') return null;
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    options.log(`PostgreSQL at ${PG_URL} does not answer (${(error as Error).message}): its runs are skipped.`);
    return null;
  }
  const database = options.keepAs ?? `mediawatch_${name}_${process.pid}`;
  if (options.keepAs) await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(PG_URL);
  url.pathname = `/${database}`;
  const db = await openPostgres(url.toString());
  try {
    await migrate(db, readMigrations(MIGRATIONS_DIR));
    return await work(db);
  } finally {
    await db.close();
    if (options.keepAs) options.log(`kept the database ${database}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}
