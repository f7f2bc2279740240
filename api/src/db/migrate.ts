import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { Database } from './database';

// ----------------------------------------------------------------------
// Plain SQL files `NNNN_name.sql`, applied in order, each in its own
// transaction, recorded in `schema_migrations`. The same files run on PGlite
// and on PostgreSQL.

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** Reads the migration files of `dir`, sorted by version. */
export function readMigrations(dir: string): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .filter((file) => FILE_PATTERN.test(file))
    .sort()
    .map((file) => {
      const [, version = '', name = ''] = FILE_PATTERN.exec(file) ?? [];
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      return { version, name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
  const versions = new Set(migrations.map((migration) => migration.version));
  if (versions.size !== migrations.length) throw new Error(`Two migrations in ${dir} share a version number.`);
  return migrations;
}

/** Applies the migrations not yet recorded; returns the versions it applied. */
export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  return db.withMigrationLock(async (conn) => {
    await conn.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    const { rows } = await conn.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));

    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await conn.transaction(async (tx) => {
        await tx.exec(migration.sql);
        await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
          migration.version,
          migration.name,
          migration.checksum,
        ]);
      });
      done.push(migration.version);
    }
    return done;
  });
}
