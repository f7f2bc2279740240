import fs from 'node:fs';
import path from 'node:path';

import pg from 'pg';

import { DEFAULT_ADMIN_URL, ENV } from './helpers/test-env';

/** Drops the test databases (postgres: the blank one, its template and each file's copy) or removes the PGlite dumps (pglite). */
export default async function globalTeardown() {
  const databaseUrl = process.env[ENV.databaseUrl];
  if (databaseUrl) {
    const name = new URL(databaseUrl).pathname.slice(1);
    const client = new pg.Client({ connectionString: process.env[ENV.adminUrl] || DEFAULT_ADMIN_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $1 || '_')`,
        [name],
      );
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }

  const worker = process.env.MEDIAWATCH_FEED_WORKER;
  if (worker?.includes(`${path.sep}mediawatch-test${path.sep}`)) fs.rmSync(worker, { force: true });

  const template = process.env[ENV.pgliteTemplate];
  if (template) fs.rmSync(path.dirname(template), { recursive: true, force: true });
}
