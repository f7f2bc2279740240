import type { Database } from '../../../../src/db/database';
import { migrate, readMigrations } from '../../../../src/db/migrate';
import { MIGRATIONS_DIR } from '../../../../src/migrations-dir';
import { parseTopicQuery } from '../../../../src/news/topic-query';
import { seedDemoAccounts } from '../../../../src/plugins/app/demo/accounts';
import { seedDemoWatchlists } from '../../../../src/plugins/app/demo/watchlists';
import { MonitorRepository } from '../../../../src/plugins/app/monitor/monitor-repository';
import { UsersRepository } from '../../../../src/plugins/app/users/users-repository';
import { DEMO } from '../../../helpers/auth';
import { createTestDatabase } from '../../../helpers/test-database';

describe('demo watchlists seed', () => {
  let db: Database;

  beforeEach(async () => {
    db = await createTestDatabase();
    await migrate(db, readMigrations(MIGRATIONS_DIR));
    for (const [name, query] of [
      ['Sport', 'football'],
      ['Elections', 'election'],
      ['Climate & energy', 'climate'],
    ] as const) {
      await db.query('INSERT INTO topics (name, query, query_ast) VALUES ($1, $2, $3)', [
        name,
        query,
        JSON.stringify(parseTopicQuery(query)),
      ]);
    }
  });
  afterEach(async () => {
    await db.close();
  });

  async function columnsOf(email: string) {
    const user = await new UsersRepository(db).findByEmail(email);
    return (await new MonitorRepository(db).columns(user!.id)).map((column) => column.name);
  }

  it('gives each new demo account the demo topics that exist, in order, and leaves an emptied watchlist empty on the next start', async () => {
    const created = await seedDemoAccounts(db);
    expect(await seedDemoWatchlists(db, created)).toBe(3);
    for (const email of [DEMO.admin, DEMO.analyst, DEMO.viewer]) expect(await columnsOf(email)).toEqual(['Climate & energy', 'Elections']);

    // The analyst empties their watchlist; the next start creates no account, so nothing comes back.
    const analyst = await new UsersRepository(db).findByEmail(DEMO.analyst);
    await new MonitorRepository(db).replace(analyst!.id, []);
    expect(await seedDemoWatchlists(db, await seedDemoAccounts(db))).toBe(0);
    expect(await columnsOf(DEMO.analyst)).toEqual([]);
  });

  it('never replaces a watchlist an account has', async () => {
    const created = await seedDemoAccounts(db);
    const admin = await new UsersRepository(db).findByEmail(DEMO.admin);
    const { rows } = await db.query<{ id: string }>("SELECT id FROM topics WHERE name = 'Sport'");
    await new MonitorRepository(db).replace(admin!.id, [rows[0]!.id]);
    expect(await seedDemoWatchlists(db, created)).toBe(2);
    expect(await columnsOf(DEMO.admin)).toEqual(['Sport']);
  });
});
