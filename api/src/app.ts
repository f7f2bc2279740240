import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

import { type AppConfig, loadConfig } from './config';
import type { Database } from './db/database';
import { errorHandler, notFoundHandler } from './lib/http-errors';
import { strictValidatorCompiler } from './lib/validation';
import alerts from './plugins/app/alerts/index';
import analytics from './plugins/app/analytics/index';
import analyticsJobs from './plugins/app/analytics/jobs';
import articlesRepository from './plugins/app/articles/articles-repository';
import auth from './plugins/app/auth/auth';
import demo from './plugins/app/demo/index';
import ejournalsRepository from './plugins/app/ejournals/ejournals-repository';
import idempotency from './plugins/app/idempotency/idempotency';
import liveEvents from './plugins/app/live-events/index';
import liveEventsRepository from './plugins/app/live-events/live-events-repository';
import loginThrottleRepository from './plugins/app/login-throttle/login-throttle-repository';
import monitorRepository from './plugins/app/monitor/monitor-repository';
import outboxRepository from './plugins/app/outbox/outbox-repository';
import fetchRunsRepository from './plugins/app/fetch-runs/fetch-runs-repository';
import historicalEvents from './plugins/app/historical-events/index';
import historicalEventsRepository from './plugins/app/historical-events/historical-events-repository';
import notesRepository from './plugins/app/notes/notes-repository';
import pdfsRepository from './plugins/app/pdfs/pdfs-repository';
import pdfsWorker from './plugins/app/pdfs/pdfs-worker';
import ingestion from './plugins/app/ingestion/index';
import pipelineCountsRepository from './plugins/app/ingestion/pipeline-counts-repository';
import podcastsMedia from './plugins/app/podcasts/podcasts-media';
import uploadsRepository from './plugins/app/podcasts/uploads-repository';
import podcastsRepository from './plugins/app/podcasts/podcasts-repository';
import scheduler from './plugins/app/scheduler/index';
import schedulerRepository from './plugins/app/scheduler/scheduler-repository';
import sourceGroupsRepository from './plugins/app/source-groups/source-groups-repository';
import sourcesRepository from './plugins/app/sources/sources-repository';
import tasksRepository from './plugins/app/tasks/tasks-repository';
import thinkboardsRepository from './plugins/app/thinkboards/thinkboards-repository';
import topicsRepository from './plugins/app/topics/topics-repository';
import toneRescore from './plugins/app/tone-rescore/index';
import entitiesExtract from './plugins/app/entities/index';
import apiTokensRepository from './plugins/app/api-tokens/api-tokens-repository';
import tokenRevocationsRepository from './plugins/app/token-revocations/token-revocations-repository';
import usersRepository from './plugins/app/users/users-repository';
import database from './plugins/external/database';
import env from './plugins/external/env';
import rateLimit from './plugins/external/rate-limit';
import securityHeaders from './plugins/external/security-headers';
import swagger from './plugins/external/swagger';
import apiRoutes from './routes/api/index';

// ----------------------------------------------------------------------

export interface MediawatchAppOptions {
  config: AppConfig;
  /** A database the caller owns; opened from the config when absent. */
  db?: Database;
}

/**
 * The whole API as one plugin: external plugins (env, rate limit, OpenAPI,
 * database), then the app plugins of src/plugins/app (each domain's
 * repository, auth, the demo, the ingestion engine), then the routes under
 * /api. Registered by hand, in dependency order (the build is one bundle: no
 * folders to scan). Register it with `fastify-plugin` so its decorators and
 * hooks reach the root instance.
 */
async function mediawatchApp(app: FastifyInstance, options: MediawatchAppOptions) {
  app.setValidatorCompiler(strictValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);

  await app.register(env, { config: options.config });
  await app.register(securityHeaders);
  await app.register(rateLimit);
  await app.register(swagger);
  await app.register(database, { db: options.db });
  await app.register(idempotency);

  // The Scheduler: plugins after it define their jobs (runs start once the app is ready)
  await app.register(schedulerRepository);
  await app.register(scheduler);
  // Accounts and sign-in
  await app.register(usersRepository);
  await app.register(tokenRevocationsRepository);
  await app.register(apiTokensRepository);
  await app.register(loginThrottleRepository);
  await app.register(outboxRepository);
  await app.register(auth);
  // Tasks and podcasts
  await app.register(tasksRepository);
  await app.register(podcastsRepository);
  await app.register(uploadsRepository);
  await app.register(podcastsMedia);
  // News: sources (after their groups, which hold the membership), topics, articles, the worker's logs
  await app.register(sourceGroupsRepository);
  await app.register(sourcesRepository);
  await app.register(topicsRepository);
  await app.register(articlesRepository);
  await app.register(fetchRunsRepository);
  await app.register(pipelineCountsRepository);
  await app.register(analytics);
  // Live monitoring: the events log and its bus, the watchlists
  await app.register(liveEventsRepository);
  await app.register(liveEvents);
  await app.register(monitorRepository);
  await app.register(analyticsJobs);
  await app.register(toneRescore);
  await app.register(entitiesExtract);
  await app.register(historicalEventsRepository);
  await app.register(notesRepository);
  await app.register(thinkboardsRepository);
  await app.register(ejournalsRepository);
  // Academic PDFs: their rows, their files and the extraction worker
  await app.register(pdfsRepository);
  await app.register(pdfsWorker);
  // Demo data and the demo feed server, then the ingestion engine that polls them
  await app.register(demo);
  // Historical events' proposals, after the demo (whose history they are proposed from once it is seeded)
  await app.register(historicalEvents);
  await app.register(ingestion);
  // Alerts: evaluated after each ingestion batch and periodically; delivered in the app, by digest and webhook
  await app.register(alerts);

  await app.register(apiRoutes, { prefix: '/api' });
}

// ----------------------------------------------------------------------

export interface BuildAppOptions {
  /** Overrides on top of the environment's config (see src/config.ts). */
  config?: Partial<AppConfig>;
  /** A database the caller opened and will close. */
  db?: Database;
  /** Fastify's logger option; defaults to pino at the config's level. */
  logger?: FastifyServerOptions['logger'];
}

/** A new, isolated API instance (not listening yet); `await app.ready()` or `app.listen()` next. */
export function buildApp(options: BuildAppOptions = {}) {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Creating and migrating a new PGlite folder takes ~10 s on a busy 2-core machine: past Fastify's 10 s default.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.register(fp(mediawatchApp), { config, db: options.db });
  return app;
}
