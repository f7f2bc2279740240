import type { FeedCheck, FeedDiscoveryResult, TestFeedResult } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import { IngestionService, type FetchTrigger } from './ingestion-service';
import { IngestionWorker } from './worker';

// ----------------------------------------------------------------------
// The ingestion engine inside the API process: the queue (always, so routes
// can queue fetches) and, unless MEDIAWATCH_WORKER=false, the worker that
// runs them. Its two timers are jobs of the Scheduler (plugins/app/scheduler):
// `feed-polling` queues the sources whose poll is due (every tickMs, rounded
// to whole seconds) and `retention-cleanup` deletes old articles hourly; they
// run where the worker runs. On PostgreSQL the queue is
// shared, so several API processes can each run a worker; with PGlite the
// worker can only run here. The engine (ingestion-service.ts, ingest.ts,
// worker.ts) owns no table but pipeline_counts: it writes sources, fetch
// runs, articles and topic matches through their repositories, which it
// makes on the database it is given (tests and the bench give their own).

export interface Ingestion {
  service: IngestionService;
  worker: IngestionWorker;
  /** Queues a fetch of the source now (runs within seconds when a worker runs). */
  schedule(sourceId: string, trigger: FetchTrigger): Promise<void>;
  testFeed(url: string): Promise<TestFeedResult>;
  discoverFeeds(url: string): Promise<FeedDiscoveryResult>;
  checkFeed(url: string): Promise<FeedCheck>;
  /** Why the fetcher would refuse the feed at `url` before any request, or null. */
  refusal(url: string): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ingestion: Ingestion;
  }
}

export default fp(
  async (app) => {
    const config = app.config.news;
    // Loopback and private addresses are refused (SSRF) but for the hosts an admin allows and the demo feed server.
    const demoFeeds = app.demo.feedServerUrl ? [new URL(app.demo.feedServerUrl).host] : [];
    const service = new IngestionService(
      app.db,
      async () => (await app.topicsRepository.active()).map((topic) => ({ id: topic.id, ast: topic.ast })),
      {
        perHostConcurrency: config.perHostConcurrency,
        allowHosts: [...config.fetchAllowHosts, ...demoFeeds],
        maxItems: config.feedMaxItems,
      },
    );
    const worker = new IngestionWorker(app.db, service, {
      work: config.worker,
      // The Scheduler's feed polling job ticks instead of the worker's own timer.
      tickMs: 0,
      concurrency: config.concurrency,
      schema: config.queueSchema,
      log: app.log,
    });
    // The feed worker threads start with the API: the first feed does not wait for them
    // (docs/decisions/0041-feeds-parsed-off-the-main-thread.md).
    app.addHook('onReady', async () => {
      await service.work.warm().catch((error: unknown) => app.log.error({ err: error }, 'The feed worker threads did not start'));
    });
    if (config.queue) {
      await worker.start();
      app.addHook('preClose', () => worker.stop());
    }
    // On a demo start the feeds are polled once the past articles are in. A live batch's alerts compare it
    // with the history, and evaluated while the history was still being imported, a topic's first live
    // matches made a "spike" over a mean of 0; the bulk import and live batches also contended for the
    // same rollup rows. The seed takes seconds; a source queued by hand meanwhile is fetched at once.
    let historyIn = false;
    void app.demo.seeding.then(() => (historyIn = true));
    const seconds = Math.max(1, Math.min(30, Math.round(config.tickMs / 1000)));
    app.scheduler.define({
      name: 'feed-polling',
      description: 'Queues a fetch of every source whose next poll is due',
      cron: seconds === 1 ? '* * * * * *' : `*/${seconds} * * * * *`,
      run: async () => {
        if (!worker.running || !config.worker) return { summary: 'No ingestion worker in this process', outcome: { key: 'noWorker' } };
        if (!historyIn) return { summary: 'Waiting for the demo articles to be seeded', outcome: { key: 'waitingForSeed' } };
        const queued = await worker.queueDue();
        return { summary: `${queued} source(s) queued`, outcome: { key: 'sourcesQueued', count: queued } };
      },
    });
    // Retention: articles published before the window go, at start and hourly, where the worker runs.
    const days = config.retentionDays;
    app.scheduler.define({
      name: 'retention-cleanup',
      description:
        days === null
          ? 'Deletes articles past the retention window (off: MEDIAWATCH_RETENTION_DAYS=never)'
          : `Deletes articles published more than ${days} days ago`,
      cron: '0 * * * *',
      run: async () => {
        if (days === null) return { summary: 'Retention is off', outcome: { key: 'retentionOff' } };
        const deleted = await app.articlesRepository.purgeOlderThan(days);
        if (deleted > 0) app.log.info({ deleted, days }, 'Retention: deleted old articles');
        return { summary: `${deleted} article(s) deleted`, outcome: { key: 'articlesDeleted', count: deleted } };
      },
    });
    if (config.queue && config.worker && days !== null) {
      app.addHook(
        'onReady',
        async () =>
          void app.articlesRepository
            .purgeOlderThan(days)
            .then((deleted) => deleted > 0 && app.log.info({ deleted, days }, 'Retention: deleted old articles'))
            .catch((error: unknown) => app.log.error({ err: error }, 'Retention clean-up failed')),
      );
    }
    if (config.queue && config.worker) app.log.info({ concurrency: config.concurrency }, 'Ingestion worker started');

    app.decorate('ingestion', {
      service,
      worker,
      schedule: (sourceId: string, trigger: FetchTrigger) => worker.schedule(sourceId, trigger),
      testFeed: (url: string) => service.testFeed(url),
      discoverFeeds: (url: string) => service.discoverFeeds(url),
      checkFeed: (url: string) => service.checkFeed(url),
      refusal: (url: string) => service.refusal(url),
    });
  },
  { name: 'ingestion', dependencies: ['database', 'topics-repository', 'articles-repository', 'demo', 'scheduler'] },
);
