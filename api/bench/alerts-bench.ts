// The alerts part of `npm run bench` (docs/decisions/0022-alerts.md): alert evaluation for
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
import os from 'node:os';

import type { Database } from '../src/db/database';
import { AlertEvaluator } from '../src/plugins/app/alerts/evaluate';
import { TopicsRepository } from '../src/plugins/app/topics/topics-repository';
import { percentile, withPglite, withPostgres } from './bench-databases';

const ARTICLES = Number(process.env.BENCH_ALERTS_ARTICLES ?? 20_000);
const RUNS = Number(process.env.BENCH_ALERTS_RUNS ?? 30);
const BATCH = 20;
const TOPICS = 100;
/** The budget of docs/decisions/0022-alerts.md: alert evaluation for 100 topics after an ingestion batch, p95 under this many ms. */
export const ALERTS_BUDGET_MS = 200;

const WORDS = Array.from({ length: TOPICS }, (_, index) => `word${index}`);
const log = (message: string) => process.stderr.write(`[alerts-bench] ${message}\n`);

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

async function main() {
  const pglite = await withPglite('alerts-bench', (db) => benchAlerts(db, 'PGlite'));
  const postgres = await withPostgres('alerts_bench', (db) => benchAlerts(db, 'PostgreSQL'), { log });
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
