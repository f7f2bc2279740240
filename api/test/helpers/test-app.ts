import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

import { buildApp } from '../../src/app';
import type { AppConfig, NewsConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { createTestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-for-the-api-suite-0123456789abcdef';

/** What tests start from: nothing running in the background, nothing seeded. */
export const QUIET_NEWS_CONFIG: NewsConfig = {
  queue: false,
  worker: false,
  tickMs: 200,
  concurrency: 4,
  perHostConcurrency: 2,
  // The tests' feed servers listen on loopback, which the fetcher refuses unless allowed.
  fetchAllowHosts: ['127.0.0.1'],
  demoFeeds: false,
  demoFeedsPort: 0,
  seedNews: false,
  seedArticles: 0,
  retentionDays: 365,
};

/** Limits no test trips unless it lowers them. */
const ROOMY = { max: 10_000, windowSeconds: 60 };

export function makeTempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'mediawatch-api-test-'));
}

/**
 * A started app on `db` (owned by the caller), with test-friendly config plus
 * `config`; `extra` is registered after the app (e.g. routes to probe a guard).
 */
export async function buildTestApp(db: Database, config: Partial<AppConfig> = {}, extra?: FastifyPluginAsync): Promise<FastifyInstance> {
  const app = buildApp({
    db,
    logger: false,
    config: {
      jwtSecret: TEST_JWT_SECRET,
      jwtTtlSeconds: 3600,
      seed: true,
      news: QUIET_NEWS_CONFIG,
      loginRateIp: ROOMY,
      loginRateAccount: ROOMY,
      registerRateIp: ROOMY,
      apiTokenRate: ROOMY,
      registration: 'open',
      trustProxy: false,
      // Reads see every write at once here; the micro-cache has its own test.
      readCacheMs: 0,
      ...config,
    },
  });
  if (extra) await app.register(extra);
  await app.ready();
  return app;
}

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  dataDir: string;
}

/**
 * For one test file: a fresh database and an app on it, created before the
 * tests and closed after them. Read the fields inside tests (they are set in beforeAll).
 */
export function useTestApp(config: Partial<AppConfig> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.dataDir = makeTempDir();
    context.db = await createTestDatabase();
    context.app = await buildTestApp(context.db, { dataDir: context.dataDir, ...config });
    // A fresh database and an app's start share two cores with the other suites' workers: a minute and more under CI's load.
  }, 120_000);
  afterAll(async () => {
    await context.app?.close();
    await context.db?.close();
    if (context.dataDir) fs.rmSync(context.dataDir, { recursive: true, force: true });
  });
  return context;
}
