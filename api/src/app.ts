import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';

import { type AppConfig, loadConfig } from './config';
import type { Database } from './db/database';
import { errorHandler, notFoundHandler } from './lib/http-errors';
import articlesRepository from './plugins/app/articles-repository';
import auth from './plugins/app/auth';
import ingestion from './plugins/app/ingestion';
import podcastsMedia from './plugins/app/podcasts-media';
import podcastsRepository from './plugins/app/podcasts-repository';
import podcastsSeed from './plugins/app/podcasts-seed';
import seed from './plugins/app/seed';
import sourcesRepository from './plugins/app/sources-repository';
import tasksRepository from './plugins/app/tasks-repository';
import topicsRepository from './plugins/app/topics-repository';
import tokenRevocationsRepository from './plugins/app/token-revocations-repository';
import usersRepository from './plugins/app/users-repository';
import database from './plugins/external/database';
import env from './plugins/external/env';
import rateLimit from './plugins/external/rate-limit';
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
 * database), then app plugins (repositories, auth, seed), then the routes
 * under /api. Register it with `fastify-plugin` so its decorators and hooks
 * reach the root instance.
 */
export default async function mediawatchApp(app: FastifyInstance, options: MediawatchAppOptions) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);

  await app.register(env, { config: options.config });
  await app.register(rateLimit);
  await app.register(swagger);
  await app.register(database, { db: options.db });

  await app.register(usersRepository);
  await app.register(tokenRevocationsRepository);
  await app.register(auth);
  await app.register(seed);
  await app.register(tasksRepository);
  await app.register(podcastsRepository);
  await app.register(podcastsMedia);
  await app.register(podcastsSeed);
  await app.register(sourcesRepository);
  await app.register(topicsRepository);
  await app.register(articlesRepository);
  await app.register(ingestion);

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
