import fs from 'node:fs';

import type { FastifyInstance } from 'fastify';
import pg from 'pg';

import type { ArticlePage, ArticleSearchResult, MediaScaleIndex, TaskList } from '@mediawatch/shared/schemas';

import type { Database } from '../../src/db/database';
import { migrate, readMigrations } from '../../src/db/migrate';
import type { PostgresDatabase } from '../../src/db/postgres';
import { ingestItems } from '../../src/plugins/app/ingestion/ingest';
import { MIGRATIONS_DIR } from '../../src/migrations-dir';
import { insertSource, parsedItem } from '../helpers/articles';
import { bearer, DEMO, login } from '../helpers/auth';
import { buildTestApp, makeTempDir } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { ENV, testDatabaseKind } from '../helpers/test-env';

// DATABASE_READ_URL (docs/decisions/0058-analysis-reads-on-a-replica.md):
// two databases stand in for a primary and its replica, each with articles
// the other lacks, so every answer says which one it came from. A real
// replica is the primary's copy a moment late; here the difference is the point.

const onPostgres = testDatabaseKind() === 'postgres' ? describe : describe.skip;

onPostgres('analysis and search reads on a read replica', () => {
  let primary: Database;
  let replica: Database;
  let replicaDropped = false;
  let app: FastifyInstance;
  let dataDir: string;
  let token: string;

  const get = async <T>(url: string): Promise<T> => {
    const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  async function addArticle(db: Database, source: string, title: string): Promise<void> {
    const sourceId = await insertSource(db, source);
    const url = `https://${source.toLowerCase().replace(/\W+/g, '-')}.example/${title.toLowerCase().replace(/\W+/g, '-')}`;
    const items = [parsedItem(url, title, `${title}, reported at length.`, new Date(Date.now() - 3_600_000))];
    await ingestItems(db, { id: sourceId, language: 'en', fetchFullText: false }, items, { topics: [] });
  }

  beforeAll(async () => {
    dataDir = makeTempDir();
    primary = await createTestDatabase();
    replica = await createTestDatabase();
    // Both are copies of the migrated template: migrating them again applies nothing.
    for (const db of [primary, replica]) await expect(migrate(db, readMigrations(MIGRATIONS_DIR))).resolves.toEqual([]);
    await addArticle(primary, 'Primary Post', 'Harbour strike enters its third week');
    await addArticle(replica, 'Replica Daily', 'Glacier survey finds record melt');
    const replicaUrl = (replica as PostgresDatabase).pool.options.connectionString!;
    app = await buildTestApp(primary, { dataDir, databaseReadUrl: replicaUrl });
    // Signing in reads the accounts the app seeded on the primary: the replica has none.
    token = await login(app, DEMO.analyst);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await primary?.close();
    if (!replicaDropped) await replica?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a search from the replica', async () => {
    const melt = await get<ArticleSearchResult>('/api/article/search?q=glacier');
    expect(melt.total).toBe(1);
    expect(melt.items.map((item) => [item.sourceName, item.titleHighlight])).toEqual([
      ['Replica Daily', '<mark>Glacier</mark> survey finds record melt'],
    ]);
    expect(melt.facets.sources.map((facet) => facet.label)).toEqual(['Replica Daily']);
    expect((await get<ArticleSearchResult>('/api/article/search?q=harbour')).total).toBe(0);
  });

  it('computes the Media Scale Index from the replica, with the weights of the primary', async () => {
    await primary.query('UPDATE media_scale_weights SET reach = 0.4, volume = 0.3, pickup = 0.2, tone = 0.1');
    await replica.query('UPDATE media_scale_weights SET reach = 0.25, volume = 0.25, pickup = 0.25, tone = 0.25');
    const index = await get<MediaScaleIndex>('/api/mediaScaleIndex/all?days=7');
    const names = index.rows.map((row) => row.name);
    expect(names).toContain('Replica Daily');
    expect(names).not.toContain('Primary Post');
    expect(index.weights).toMatchObject({ reach: 0.4, volume: 0.3, pickup: 0.2, tone: 0.1 });
  });

  it('writes to the primary, and the caller reads its own write back from there', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/task/add',
      headers: bearer(token),
      payload: { name: 'Check the melt figures' },
    });
    expect(added.statusCode).toBe(201);
    const { tasks } = await get<TaskList>('/api/task/all');
    expect(tasks.map((task) => task.name)).toContain('Check the melt figures');
    const count = async (db: Database) =>
      (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM tasks WHERE name = 'Check the melt figures'")).rows[0]!.n;
    expect([await count(primary), await count(replica)]).toEqual([1, 0]);

    const list = await get<ArticlePage>('/api/article/all');
    expect(list.items.map((item) => item.title)).toEqual(['Harbour strike enters its third week']);
  });

  it('says in the health answer whether the replica answers', async () => {
    expect(await get('/api/health')).toEqual({ status: 'ok', database: 'postgres', replica: 'ok' });
    // The replica goes away: the API still answers, and says so.
    const name = new URL((replica as PostgresDatabase).pool.options.connectionString!).pathname.slice(1);
    await replica.close();
    replicaDropped = true;
    const admin = new pg.Client({ connectionString: process.env[ENV.databaseUrl] });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
    expect(await get('/api/health')).toEqual({ status: 'ok', database: 'postgres', replica: 'unreachable' });
  });
});
