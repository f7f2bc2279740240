import fs from 'node:fs';

import type { Database } from '../../../../src/db/database';
import { migrate, readMigrations } from '../../../../src/db/migrate';
import { MIGRATIONS_DIR } from '../../../../src/migrations-dir';
import { DEMO_ACCOUNTS, DEMO_TASKS, seedDemoAccounts } from '../../../../src/plugins/app/demo/accounts';
import { DEMO, login } from '../../../helpers/auth';
import { buildTestApp, makeTempDir } from '../../../helpers/test-app';
import { createTestDatabase } from '../../../helpers/test-database';

async function users(db: Database) {
  const { rows } = await db.query<{ email: string; role: string; first_name: string; password_hash: string }>(
    'SELECT email, role, first_name, password_hash FROM users ORDER BY email',
  );
  return rows;
}

describe('demo accounts seed', () => {
  let db: Database;
  let dataDir: string;

  beforeEach(async () => {
    db = await createTestDatabase();
    await migrate(db, readMigrations(MIGRATIONS_DIR));
    dataDir = makeTempDir();
  });
  afterEach(async () => {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the three demo accounts once; a second run creates nothing and changes nothing', async () => {
    expect((await seedDemoAccounts(db)).sort()).toEqual([DEMO.admin, DEMO.analyst, DEMO.viewer]);
    const first = await users(db);
    expect(first.map(({ email, role, first_name }) => ({ email, role, first_name }))).toEqual([
      { email: DEMO.admin, role: 'admin', first_name: 'Amira' },
      { email: DEMO.analyst, role: 'analyst', first_name: 'Léo' },
      { email: DEMO.viewer, role: 'viewer', first_name: 'Sam' },
    ]);

    expect(await seedDemoAccounts(db)).toEqual([]);
    expect(await users(db)).toEqual(first);
  });

  it('gives a fresh database the demo tasks once; deleted tasks never come back', async () => {
    await seedDemoAccounts(db);
    const names = async () =>
      (await db.query<{ name: string }>('SELECT name FROM tasks ORDER BY created_at, seq')).rows.map((row) => row.name);
    expect(await names()).toEqual(DEMO_TASKS.map((task) => task.name));

    await db.query('DELETE FROM tasks');
    await seedDemoAccounts(db);
    expect(await names()).toEqual([]);
  });

  it('never overwrites an existing user with a demo email', async () => {
    await db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, display_name, role)
       VALUES ($1, 'kept-hash', 'Someone', 'Else', 'Someone Else', 'viewer')`,
      [DEMO.admin],
    );
    expect((await seedDemoAccounts(db)).sort()).toEqual([DEMO.analyst, DEMO.viewer]);
    const admin = (await users(db)).find((user) => user.email === DEMO.admin);
    expect(admin).toEqual({ email: DEMO.admin, role: 'viewer', first_name: 'Someone', password_hash: 'kept-hash' });
  });

  it('runs at app start (twice is harmless) and the demo password signs in', async () => {
    const first = await buildTestApp(db, { dataDir, seed: true });
    await first.close();
    const second = await buildTestApp(db, { dataDir, seed: true });
    try {
      expect(await users(db)).toHaveLength(DEMO_ACCOUNTS.length);
      await expect(login(second, DEMO.viewer)).resolves.toEqual(expect.any(String));
    } finally {
      await second.close();
    }
  });

  it('is skipped when MEDIAWATCH_SEED=false', async () => {
    const app = await buildTestApp(db, { dataDir, seed: false });
    await app.close();
    expect(await users(db)).toEqual([]);
  });
});
