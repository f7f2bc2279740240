// The alerts part of `npm run bench` (issue 11, point 7): alert evaluation for
// 100 topics after an ingestion batch, on PGlite and PostgreSQL. Bundled and
// run by scripts/lib/bench-alerts.mjs; prints its result as JSON last.
//
// A corpus of BENCH_ALERTS_ARTICLES articles (default 20,000) over the 14
// days before now, 100 active topics (40 every match, 30 spike, 30 threshold)
// that match them, then BENCH_ALERTS_RUNS batches (default 30) of 20 new
// articles, each matched by every topic (the ingestion's part, not timed) and
// evaluated (timed: AlertEvaluator.evaluateBatch, what runs after each batch).
//
//   BENCH_PG_URL   the server for the PostgreSQL run (default postgres://postgres@127.0.0.1:5432/postgres; skipped when it does not answer)
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import type { Database } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { MIGRATIONS_DIR } from '../src/migrations-dir';
import { AlertEvaluator } from '../src/plugins/app/alerts/evaluate';
import { TopicsRepository } from '../src/plugins/app/topics/topics-repository';

const ARTICLES = Number(process.env.BENCH_ALERTS_ARTICLES ?? 20_000);
const RUNS = Number(process.env.BENCH_ALERTS_RUNS ?? 30);
const BATCH = 20;
const TOPICS = 100;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Issue 11: alert evaluation for 100 topics after an ingestion batch, p95 under this many ms. */
export const ALERTS_BUDGET_MS = 200;

const WORDS = Array.from({ length: TOPICS }, (_, index) => `word${index}`);
const log = (message: string) => process.stderr.write(`[alerts-bench] ${message}\n`);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** A headline carrying three topic words (so each topic matches about 3 % of the articles). */
const headline = (n: number) =>
  `Story ${n} about ${WORDS[n % TOPICS]} and ${WORDS[(n * 7 + 3) % TOPICS]} with ${WORDS[(n * 13 + 5) % TOPICS]}`;

async function insertArticles(db: Database, sourceId: string, from: number, count: number, spanMs: number, now: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    title: headline(from + index),
    published_at: new Date(now - Math.floor(((index + 1) / count) * spanMs)).toISOString(),
  }));
  for (let start = 0; start < rows.length; start += 5000) {
    await db.query(
      `INSERT INTO articles (id, source_id, url, normalized_url, title, published_at, language, content_hash, content_text)
       SELECT id, $2, 'https://bench.example/' || id, 'https://bench.example/' || id, title, published_at, 'en', id::text, title
       FROM json_to_recordset($1::json) AS t(id uuid, title text, published_at timestamptz)`,
      [JSON.stringify(rows.slice(start, start + 5000)), sourceId],
    );
  }
  return rows.map((row) => row.id);
}

async function benchAlerts(db: Database, label: string) {
  const started = performance.now();
  const now = Date.now();
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO sources (name, homepage, feed_urls, language, country) VALUES ('Bench Wire', 'https://bench.example/', ARRAY['https://bench.example/feed'], 'en', 'FR') RETURNING id`,
  );
  const sourceId = rows[0]!.id;
  const topics = new TopicsRepository(db);
  for (let index = 0; index < TOPICS; index += 1) {
    const kind = index < 40 ? 'every' : index < 70 ? 'spike' : 'threshold';
    await topics.create(
      {
        name: `Bench topic ${index}`,
        description: '',
        query: WORDS[index]!,
        active: true,
        alertPolicy: { kind, threshold: kind === 'threshold' ? 1_000 : null, windowHours: 24, cooldownMinutes: 0 },
      },
      null,
    );
  }
  log(`${label}: inserting ${ARTICLES.toLocaleString('en')} articles over 14 days`);
  await insertArticles(db, sourceId, 0, ARTICLES, 14 * 86_400_000, now);
  await topics.matchEveryTopic();
  const active = await topics.active();
  const evaluator = new AlertEvaluator(db);
  const timings: number[] = [];
  let fired = 0;
  for (let run = 0; run < RUNS + 2; run += 1) {
    const ids = await insertArticles(db, sourceId, ARTICLES + run * BATCH, BATCH, 60_000, now);
    for (const topic of active) await topics.match(topic.id, topic.ast, ids);
    const t0 = performance.now();
    const alerts = await evaluator.evaluateBatch(ids, new Date(now));
    const elapsed = performance.now() - t0;
    if (run >= 2) {
      timings.push(elapsed);
      fired += alerts.length;
    }
  }
  const { rows: matched } = await db.query<{ n: number }>('SELECT count(DISTINCT topic_id)::int AS n FROM article_topics');
  return {
    articles: ARTICLES,
    topics: TOPICS,
    topicsMatchedPerBatch: matched[0]!.n,
    batch: BATCH,
    runs: RUNS,
    firedPerBatch: Number((fired / RUNS).toFixed(1)),
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    max: Math.max(...timings),
    seconds: (performance.now() - started) / 1000,
  };
}

async function withPglite<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mediawatch-alerts-bench-'));
  const db = await openPglite({ dataDir: dir });
  try {
    await migrate(db, readMigrations(MIGRATIONS_DIR));
    return await work(db);
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function withPostgres<T>(work: (db: Database) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (error) {
    log(`PostgreSQL at ${PG_URL} does not answer (${(error as Error).message}): its run is skipped.`);
    return null;
  }
  const name = `mediawatch_alerts_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  try {
    await migrate(db, readMigrations(MIGRATIONS_DIR));
    return await work(db);
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main() {
  const pglite = await withPglite((db) => benchAlerts(db, 'PGlite'));
  const postgres = await withPostgres((db) => benchAlerts(db, 'PostgreSQL'));
  const result = {
    budgetMs: ALERTS_BUDGET_MS,
    pglite,
    postgres,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
    },
  };
  console.log(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
