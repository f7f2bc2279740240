import fs from 'node:fs';

import { PGlite } from '@electric-sql/pglite';

import { PgliteDatabase } from '../../src/db/pglite';
import { makeTempDir } from '../helpers/test-app';

// PGlite has no checkpointer process: the database checkpoints itself on a
// timer, so a crash replays only the writes since (docs/decisions/0003-database.md).

describe('PGlite checkpoints', () => {
  const dir = makeTempDir();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('checkpoints on its timer, and stops when closed', async () => {
    const pglite = new PGlite({ dataDir: `${dir}/pglite` });
    await pglite.waitReady;
    const db = new PgliteDatabase(pglite, undefined, 200);
    const lastCheckpoint = async () =>
      (await db.query<{ redo: string }>('SELECT redo_lsn::text AS redo FROM pg_control_checkpoint()')).rows[0]!.redo;
    await db.exec('CREATE TABLE written (n int)');
    await db.exec('INSERT INTO written SELECT generate_series(1, 20000)');
    const before = await lastCheckpoint();
    const deadline = Date.now() + 10_000;
    while ((await lastCheckpoint()) === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await lastCheckpoint()).not.toBe(before);
    await db.close();
    expect(pglite.closed).toBe(true);
    // A new database folder on disk (initdb) takes ~10 s on a busy 2-core machine, and closing writes it out.
  }, 90_000);
});
