import { randomBytes } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import type { NewsConfig } from '../../../../src/config';
import type { Database } from '../../../../src/db/database';
import { ingestItems } from '../../../../src/plugins/app/ingestion/ingest';
import { IngestionService } from '../../../../src/plugins/app/ingestion/ingestion-service';
import { IngestionWorker } from '../../../../src/plugins/app/ingestion/worker';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { rss, startFeedServer, type FeedServer } from '../../../helpers/feed-server';
import { buildTestApp, makeTempDir, QUIET_NEWS_CONFIG } from '../../../helpers/test-app';
import { createTestDatabase, otherProcessDatabase } from '../../../helpers/test-database';

// The durable queue (pg-boss) on the test database: PGlite in this process,
// or PostgreSQL, where a second connection pool stands in for a second
// worker process.

const quietLog = { info: () => undefined, error: () => undefined };

describe('ingestion worker (pg-boss)', () => {
  let db: Database;
  let server: FeedServer;
  const schema = `boss_${randomBytes(4).toString('hex')}`;
  const news = (overrides: Partial<NewsConfig>): NewsConfig => ({
    ...QUIET_NEWS_CONFIG,
    queue: true,
    queueSchema: schema,
    tickMs: 200,
    ...overrides,
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startFeedServer();
    let round = 0;
    server.route('/feed', (_request, response) => {
      round += 1;
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end(rss([{ guid: `r${round}`, title: `Story number ${round} of the day` }]));
    });
    server.route('/slow-feed', (request, response) => {
      const timer = setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/rss+xml' });
        response.end(rss([{ guid: request.url ?? 'x', title: `Slow story ${request.url}` }]));
      }, 150);
      response.on('close', () => clearTimeout(timer));
    });
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });

  async function waitFor<T>(fn: () => Promise<T | null | undefined | false>, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await fn();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`Not true within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('fetches a source added through the API within 10 s, and again after an edit', async () => {
    const app: FastifyInstance = await buildTestApp(db, { dataDir: makeTempDir(), news: news({ worker: true }) });
    try {
      const admin = await login(app, DEMO.admin);
      const started = Date.now();
      const created = await app.inject({
        method: 'POST',
        url: '/api/source/add',
        headers: bearer(admin),
        payload: {
          name: 'Worker wire',
          homepage: 'https://feed.test',
          feedUrls: [`${server.url}/feed`],
          language: 'en',
          country: 'GB',
          pollIntervalMinutes: 1440,
        },
      });
      const id = created.json().id;
      await waitFor(async () => (await app.inject({ url: `/api/source/${id}`, headers: bearer(admin) })).json().articleCount === 1, 10_000);
      expect(Date.now() - started).toBeLessThan(10_000);

      const edited = Date.now();
      await app.inject({
        method: 'PATCH',
        url: `/api/source/update/${id}`,
        headers: bearer(admin),
        payload: { name: 'Worker wire (edited)' },
      });
      await waitFor(async () => (await app.inject({ url: `/api/source/${id}`, headers: bearer(admin) })).json().articleCount === 2, 10_000);
      expect(Date.now() - edited).toBeLessThan(10_000);
      // The fetch run is recorded just after the articles are stored: wait for it rather than race it.
      const runs = await waitFor(async () => {
        const items = (await app.inject({ url: `/api/fetchRun/all?sourceId=${id}`, headers: bearer(admin) })).json().items;
        return items.length === 2 && items;
      }, 5_000);
      expect(runs.map((run: { trigger: string }) => run.trigger)).toEqual(['updated', 'created']);
      const status = (await app.inject({ url: '/api/worker/status', headers: bearer(admin) })).json();
      expect(status).toMatchObject({ running: true, sourcesDue: 0, perHostConcurrency: 2 });
    } finally {
      await app.close();
    }
  }, 60_000); // The fetches keep their 10 s; the app's start and a feed thread's first load (gazetteers, tone models) are outside them.

  it('loses no queued work across a restart', async () => {
    // An API that queues but does not work (as on PostgreSQL with separate workers, or a process about to stop)
    const first = await buildTestApp(db, { dataDir: makeTempDir(), news: news({ worker: false }) });
    const admin = await login(first, DEMO.admin);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await first.inject({
        method: 'POST',
        url: '/api/source/add',
        headers: bearer(admin),
        payload: {
          name: `Queued ${i}`,
          homepage: 'https://feed.test',
          feedUrls: [`${server.url}/feed?queued=${i}`],
          language: 'en',
          country: 'GB',
          pollIntervalMinutes: 1440,
        },
      });
      ids.push(response.json().id);
    }
    expect(await first.ingestion.worker.queued()).toBeGreaterThanOrEqual(3);
    await first.close();
    // Nothing was fetched while no worker ran
    const { rows: before } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM fetch_runs WHERE source_id = ANY($1::uuid[])', [
      ids,
    ]);
    expect(before[0]!.n).toBe(0);

    // The next start picks the jobs up; the scheduler must not be what fetches them, so mark them not due
    await db.query(`UPDATE sources SET next_poll_at = now() + interval '1 day' WHERE id = ANY($1::uuid[])`, [ids]);
    const second = await buildTestApp(db, { dataDir: makeTempDir(), news: news({ worker: true }) });
    try {
      await waitFor(async () => {
        const { rows } = await db.query<{ n: number }>(
          `SELECT count(DISTINCT source_id)::int AS n FROM fetch_runs WHERE source_id = ANY($1::uuid[]) AND trigger = 'created'`,
          [ids],
        );
        return rows[0]!.n === 3;
      }, 10_000);
    } finally {
      await second.close();
    }
  }, 30_000);

  it('two workers never fetch the same source at once', async () => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO sources (name, homepage, feed_urls, language, country, next_poll_at)
       SELECT 'Race ' || g, 'https://feed.test', ARRAY['${server.url}/slow-feed?s=' || g], 'en', 'GB', now() + interval '1 day'
       FROM generate_series(1, 6) g RETURNING id`,
    );
    // A second worker: a second pool on PostgreSQL (as another process would have), the same PGlite otherwise
    const secondDb = await otherProcessDatabase(db);
    const make = (database: Database) =>
      new IngestionWorker(database, new IngestionService(database, async () => [], { perHostConcurrency: 8, allowHosts: ['127.0.0.1'] }), {
        work: true,
        tickMs: 60_000,
        concurrency: 6,
        schema,
        log: quietLog,
      });
    const workers = [make(db), make(secondDb)];
    try {
      await Promise.all(workers.map((worker) => worker.start()));
      // Both workers are asked to fetch every source, several times over
      for (let round = 0; round < 4; round += 1) {
        await Promise.all(rows.flatMap((row) => workers.map((worker) => worker.schedule(row.id, 'manual'))));
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      await waitFor(async () => (await workers[0]!.queued()) === 0 && workers.every((worker) => worker.active === 0), 15_000);
      const { rows: overlaps } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM fetch_runs a JOIN fetch_runs b
           ON a.source_id = b.source_id AND a.id <> b.id AND a.started_at < b.finished_at AND b.started_at < a.finished_at
         WHERE a.source_id = ANY($1::uuid[])`,
        [rows.map((row) => row.id)],
      );
      const { rows: total } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM fetch_runs WHERE source_id = ANY($1::uuid[])', [
        rows.map((row) => row.id),
      ]);
      expect(total[0]!.n).toBeGreaterThanOrEqual(rows.length);
      expect(overlaps[0]!.n).toBe(0);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      if (secondDb !== db) await secondDb.close();
    }
  }, 40_000);

  it('deletes articles older than the retention window where the worker runs', async () => {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO sources (name, homepage, feed_urls, language, country, active) VALUES ('Old news', 'https://feed.test', ARRAY['https://feed.test/old'], 'en', 'GB', false) RETURNING id`,
    );
    const sourceId = rows[0]!.id;
    const day = 86_400_000;
    const stored = await ingestItems(
      db,
      { id: sourceId, language: 'en', fetchFullText: false },
      [
        {
          guid: 'old',
          url: 'https://feed.test/old-1',
          title: 'An old story from last season',
          author: null,
          publishedAt: new Date(Date.now() - 40 * day),
          summaryHtml: null,
          contentHtml: '<p>old</p>',
        },
        {
          guid: 'new',
          url: 'https://feed.test/new-1',
          title: 'A recent story from this week',
          author: null,
          publishedAt: new Date(Date.now() - 2 * day),
          summaryHtml: null,
          contentHtml: '<p>new</p>',
        },
      ],
      { topics: [] },
    );
    expect(stored.inserted).toHaveLength(2);
    const app = await buildTestApp(db, { dataDir: makeTempDir(), news: news({ worker: true, retentionDays: 30 }) });
    try {
      await waitFor(async () => {
        const { rows: left } = await db.query<{ guid: string }>('SELECT guid FROM articles WHERE source_id = $1', [sourceId]);
        return left.length === 1 && left[0]!.guid === 'new';
      }, 10_000);
    } finally {
      await app.close();
    }
  }, 30_000);
});
