import fp from 'fastify-plugin';

import { seedDemoAccounts } from './accounts';
import { seedDemoEjournal } from './ejournal';
import { startDemoFeedServer } from './feed-server';
import { seedNewsroom } from './news-seed';
import { seedDemoNotes } from './notes';
import { seedDemoPdfs } from './pdfs';
import { seedDemoPodcasts } from './podcasts';
import { seedDemoBoard } from './thinkboard';
import { seedDemoWatchlists } from './watchlists';

// ----------------------------------------------------------------------
// Demo mode, in one plugin: every seed and the demo feed server. Seeds add
// what is missing and never overwrite; MEDIAWATCH_SEED=false skips them all
// (config.seed for accounts, tasks and podcasts, config.news.seedNews for the
// newsroom). Registered after the repositories and before the ingestion
// engine, so the worker's first tick finds the demo sources.

export interface Demo {
  /** Settles when the demo articles are seeded (at once when there is nothing to seed). */
  seeding: Promise<unknown>;
  /** The demo feed server's address (http://127.0.0.1:port) while it runs; the fetcher allows it. */
  feedServerUrl: string | null;
  /**
   * Runs `task` once the demo articles are in, on a start that seeded them (never on a restart that
   * seeded none); a failure is logged as "`what` failed". Closing the app waits for it.
   */
  afterSeed: (what: string, task: () => Promise<unknown>) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    demo: Demo;
  }
}

export default fp(
  async (app) => {
    const { seed, news } = app.config;
    let accounts: string[] = [];
    if (seed) {
      accounts = await seedDemoAccounts(app.db);
      if (accounts.length > 0) app.log.info({ created: accounts }, 'Created demo accounts');
      // Before the API answers: a first request never sees an empty playlist that a seed finishing a second later would fill.
      const podcasts = await seedDemoPodcasts(app.db, app.podcastMedia);
      if (podcasts.length > 0) app.log.info({ created: podcasts }, 'Created demo podcasts');
    }

    // The outlets' feeds come from a local server (these machines have no internet).
    let feedBase = `http://127.0.0.1:${news.demoFeedsPort}`;
    let feedServerUrl: string | null = null;
    if (news.demoFeeds) {
      const server = await startDemoFeedServer(news.demoFeedsPort);
      feedBase = server.url;
      feedServerUrl = server.url;
      app.addHook('onClose', () => server.close());
      app.log.info({ url: server.url }, 'Demo feed server started');
    }

    // The newsroom (groups, sources, topics) is seeded before the app is
    // ready; its past articles are bulk-inserted in the background once it
    // is, so the start is not held up: PGlite runs one query at a time and the
    // bulk insert would queue every other start-up query.
    const newsroom = news.seedNews ? await seedNewsroom(app.db, feedBase, news.seedArticles) : null;
    if (seed) {
      // After the newsroom: the new demo accounts watch its topics, and the demo notes link to them.
      const watchlists = await seedDemoWatchlists(app.db, accounts);
      if (watchlists > 0) app.log.info({ created: watchlists }, 'Created demo watchlists');
      const notes = await seedDemoNotes(app.notesRepository, app.usersRepository, () => app.topicsRepository.list());
      if (notes > 0) app.log.info({ created: notes }, 'Created demo notes');
      // Stored in processing: the PDF worker extracts them once the API is ready.
      const pdfs = await seedDemoPdfs(app.db, app.pdfsRepository, app.pdfFiles);
      if (pdfs > 0) app.log.info({ created: pdfs }, 'Created demo PDFs');
    }
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

    // The demo board shows the newsroom's articles: seeded once they are in (at ready when there are none to wait for).
    if (seed) {
      // The demo board, then the demo e-journal issue (both show the newsroom's articles).
      const seedBoard = () =>
        seedDemoBoard(app.db)
          .then(
            (created) => created && app.log.info('Created the demo board'),
            (error: unknown) => app.log.error({ err: error }, 'Seeding the demo board failed'),
          )
          .then(() => seedDemoEjournal(app.db))
          .then(
            (created) => created && app.log.info('Created the demo e-journal issue'),
            (error: unknown) => app.log.error({ err: error }, 'Seeding the demo e-journal issue failed'),
          );
      if (newsroom) {
        const board = seeding.then(seedBoard);
        app.addHook('preClose', () => board.then(() => undefined));
      } else {
        app.addHook('onReady', async () => {
          await seedBoard();
        });
      }
    }

    const afterSeed = (what: string, task: () => Promise<unknown>) => {
      const done = seeding
        .then((seeded) => (seeded ? task() : undefined))
        .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`));
      app.addHook('preClose', () => done.then(() => undefined));
    };
    app.decorate('demo', { seeding, feedServerUrl, afterSeed });
  },
  {
    name: 'demo',
    dependencies: [
      'env',
      'database',
      'users-repository',
      'tasks-repository',
      'podcasts-media',
      'sources-repository',
      'topics-repository',
      'articles-repository',
      'notes-repository',
      'thinkboards-repository',
      'ejournals-repository',
      'pdfs-worker',
    ],
  },
);
