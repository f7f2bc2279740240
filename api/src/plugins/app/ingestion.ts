import type { TestFeedResult } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import { startDemoFeedServer } from '../../demo/feed-server';
import { seedNewsroom } from '../../demo/news-seed';
import { IngestionService, type FetchTrigger } from '../../news/ingestion-service';
import { loadNewsConfig, type NewsConfig } from '../../news/news-config';
import { IngestionWorker } from '../../news/worker';

// ----------------------------------------------------------------------
// The ingestion engine inside the API process: the queue (always, so routes
// can queue fetches) and, unless MEDIAWATCH_WORKER=false, the worker that
// runs them. On PostgreSQL the queue is shared, so several API processes
// can each run a worker; with PGlite the worker can only run here.

export interface Ingestion {
  /** Settles when the demo articles are seeded (at once when there is nothing to seed). */
  seeding: Promise<unknown>;
  service: IngestionService;
  worker: IngestionWorker;
  /** Queues a fetch of the source now (runs within seconds when a worker runs). */
  schedule(sourceId: string, trigger: FetchTrigger): Promise<void>;
  testFeed(url: string): Promise<TestFeedResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    newsConfig: NewsConfig;
    ingestion: Ingestion;
  }
}

export default fp(
  async (app) => {
    const config = app.config.news ?? loadNewsConfig();
    app.decorate('newsConfig', config);
    const service = new IngestionService(
      app.db,
      async () => (await app.topicsRepository.active()).map((topic) => ({ id: topic.id, ast: topic.ast })),
      config.perHostConcurrency,
    );
    const worker = new IngestionWorker(app.db, service, {
      work: config.worker,
      tickMs: config.tickMs,
      concurrency: config.concurrency,
      schema: config.queueSchema,
      log: app.log,
    });
    // Demo mode: the outlets' feeds come from a local server (these machines have no internet).
    let feedBase = `http://127.0.0.1:${config.demoFeedsPort}`;
    if (config.demoFeeds) {
      const demo = await startDemoFeedServer(config.demoFeedsPort);
      feedBase = demo.url;
      app.addHook('onClose', () => demo.close());
      app.log.info({ url: demo.url }, 'Demo feed server started');
    }
    // The newsroom (groups, sources, topics) is seeded before the app is
    // ready; its past articles are bulk-inserted in the background.
    const newsroom = config.seedNews ? await seedNewsroom(app.db, feedBase, config.seedArticles) : null;

    if (config.queue) {
      await worker.start();
      app.addHook('preClose', () => worker.stop());
    }
    // Retention: articles published before the window go, hourly, where the worker runs.
    if (config.queue && config.worker && config.retentionDays !== null) {
      const days = config.retentionDays;
      const purge = () =>
        app.db
          .query('DELETE FROM articles WHERE published_at < now() - make_interval(days => $1)', [days])
          .then(({ rowCount }) => rowCount > 0 && app.log.info({ deleted: rowCount, days }, 'Retention: deleted old articles'))
          .catch((error: unknown) => app.log.error({ err: error }, 'Retention clean-up failed'));
      const timer = setInterval(() => void purge(), 3_600_000);
      timer.unref();
      app.addHook('onReady', async () => void purge());
      app.addHook('preClose', async () => clearInterval(timer));
    }
    if (config.queue && config.worker) app.log.info({ concurrency: config.concurrency }, 'Ingestion worker started');

    // Started once the app is ready, so the start is not held up: PGlite runs
    // one query at a time and the bulk insert would queue every other start-up query.
    let markSeeded: (value: unknown) => void = () => undefined;
    const seeding: Promise<unknown> = newsroom ? new Promise((resolve) => (markSeeded = resolve)) : Promise.resolve(null);
    if (newsroom) {
      app.addHook('onReady', async () => {
        const started = performance.now();
        void newsroom.articles().then(
          (seeded) => {
            app.log.info({ ...seeded, ms: Math.round(performance.now() - started) }, 'Seeded the demo articles');
            markSeeded(seeded);
          },
          (error: unknown) => {
            app.log.error({ err: error }, 'Seeding the demo articles failed');
            markSeeded(null);
          },
        );
      });
      app.addHook('preClose', () => seeding.then(() => undefined));
    }

    app.decorate('ingestion', {
      seeding,
      service,
      worker,
      schedule: (sourceId: string, trigger: FetchTrigger) => worker.schedule(sourceId, trigger),
      testFeed: (url: string) => service.testFeed(url),
    });
  },
  { name: 'ingestion', dependencies: ['database', 'topics-repository'] },
);
