import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import { migrate, readMigrations } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { MIGRATIONS_DIR } from '../src/migrations-dir';
import { DEFAULT_ADMIN_URL, ENV, testDatabaseKind, withDatabase } from './helpers/test-env';
import { buildFeedWorker } from './jest/feed-worker-build';

/**
 * Each test file gets a database with every migration applied, made from a
 * copy, so an app's start applies nothing instead of running them all again
 * in each file (~2 s a file); a blank one where a test asks (migrations).
 *
 * postgres: creates `mediawatch_test_<random>` (blank databases are schemas of
 * their own in it) and `mediawatch_test_<random>_tpl`, migrated, which each
 * file's database copies (CREATE DATABASE … TEMPLATE: ~0.3 s).
 * pglite: dumps a blank database once, so each test file loads it in ~0.7 s
 * instead of running initdb (~4 s), and the same database migrated.
 */
export default async function globalSetup() {
  // The feed worker threads load a built file (see jest/feed-worker-build.ts).
  process.env.MEDIAWATCH_FEED_WORKER = await buildFeedWorker();
  if (testDatabaseKind() === 'postgres') {
    const adminUrl = process.env[ENV.adminUrl] || DEFAULT_ADMIN_URL;
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
    try {
      await client.connect();
    } catch (error) {
      const where = new URL(adminUrl);
      throw new Error(
        `MEDIAWATCH_TEST_DB=postgres, but no PostgreSQL server answered at ${where.host} ` +
          `(${(error as Error).message}). Start one, or set ${ENV.adminUrl} to a server where the user may create databases.`,
      );
    }
    const name = `mediawatch_test_${randomBytes(6).toString('hex')}`;
    try {
      await client.query(`CREATE DATABASE ${name}`);
      await client.query(`CREATE DATABASE ${name}_tpl`);
    } finally {
      await client.end();
    }
    process.env[ENV.databaseUrl] = withDatabase(adminUrl, name);
    const template = await openPostgres(withDatabase(adminUrl, `${name}_tpl`));
    try {
      await migrate(template, readMigrations(MIGRATIONS_DIR));
    } finally {
      await template.close();
    }
    return;
  }

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mediawatch-test-'));
  const dump = async (pglite: PGlite, name: string) => {
    const file = path.join(folder, name);
    fs.writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  const db = await openPglite();
  process.env[ENV.pgliteTemplate] = await dump(db.pglite, 'pglite-blank.tar');
  await migrate(db, readMigrations(MIGRATIONS_DIR));
  process.env[ENV.pgliteMigratedTemplate] = await dump(db.pglite, 'pglite-migrated.tar');
  await db.close();
}
