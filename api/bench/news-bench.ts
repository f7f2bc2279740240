// The news half of `npm run bench`: ingestion throughput through
// the real fetch pipeline, and search latency on a generated corpus, on PGlite
// and on PostgreSQL. Bundled and run by scripts/lib/bench-news.mjs; prints
// progress on stderr and one JSON object on the last line of stdout.
//
//   BENCH_CORPUS      articles in the search corpus (default 200000)
//   BENCH_PG_URL      server URL for the PostgreSQL runs (default postgres://postgres@127.0.0.1:5432/postgres;
//                     "off" skips them)
//   BENCH_STEPS       comma-separated steps to run (ingest-pglite, ingest-pg, bulk-pglite, bulk-pg, search-pglite, search-pg)
//   BENCH_BULK_ITEMS  items of the one large feed of the bulk steps (default 40000)
//   BENCH_FEED_BUDGET_MS  a feed's time budget in the worker threads (default the API's 15 s)
//   BENCH_KEEP_DB     "1" keeps the PostgreSQL database (named mediawatch_bench_keep) for EXPLAIN work
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { articleSearchQuerySchema } from '@mediawatch/shared/schemas';

import type { Database } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { renderFeed } from '../src/plugins/app/demo/feed-server';
import { DEMO_SOURCES, DEMO_TOPICS, demoItem } from '../src/plugins/app/demo/newsroom';
import { MIGRATIONS_DIR } from '../src/migrations-dir';
import { IngestionService } from '../src/plugins/app/ingestion/ingestion-service';
import { parseTopicQuery } from '../src/news/topic-query';
import { ArticlesRepository } from '../src/plugins/app/articles/articles-repository';

const CORPUS = Number(process.env.BENCH_CORPUS ?? 200_000);
/** A feed's time budget in the worker threads (default the API's): raised on a machine too loaded to start a thread within it. */
const FEED_BUDGET_MS = process.env.BENCH_FEED_BUDGET_MS ? Number(process.env.BENCH_FEED_BUDGET_MS) : undefined;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ITEMS_PER_FEED = 100;
const ROUNDS = 2;
const FETCH_CONCURRENCY = 8;
/** Items of the one large feed of the bulk step (a first fetch: all new). */
const BULK_ITEMS = Number(process.env.BENCH_BULK_ITEMS ?? 40_000);
/**
 * Comma-separated steps to run (ingest-pglite, ingest-pg, bulk-pglite, bulk-pg, search-pglite, search-pg); all but
 * bulk-pglite by default: on PGlite, 40,000 demo headlines of one source take many minutes to cluster
 * (docs/decisions/0041-feeds-parsed-off-the-main-thread.md, "Left open").
 */
const STEPS = new Set((process.env.BENCH_STEPS ?? 'ingest-pglite,ingest-pg,bulk-pg,search-pglite,search-pg').split(','));

/** The fixed query set: every operator and field of the topic language (proximity, prefix and boost too), broad and narrow. */
export const SEARCH_QUERIES = [
  'climate',
  'election OR elections OR vote',
  '"renewable energy"',
  'climate AND NOT storm',
  'intitle:economy',
  'intitle:election AND markets',
  'lang:fr AND climat',
  'lang:es AND (elecciones OR economía)',
  'health AND (hospital OR vaccine)',
  '"interest rates" OR inflation',
  'storm OR floods OR tempête',
  'refugees AND NOT election',
  '(technology OR startup) AND lang:en',
  'source:"Global Wire" AND climate',
  'source:"The Morning Herald" OR source:"Atlantic Press Agency"',
  'vaccine hospital',
  '"artificial intelligence"',
  'migration OR refugees OR migrants',
  'economy AND markets AND NOT inflation',
  'المناخ OR الانتخابات',
  '"energy renewable"~3',
  'clim* OR elect*',
  'intitle:economy^3 OR markets',
];

const log = (message: string) => process.stderr.write(`  ${message}\n`);

async function migrated(db: Database): Promise<Database> {
  await migrate(db, readMigrations(MIGRATIONS_DIR));
  return db;
}

/** The demo sources, inserted with their feed on `base`; answers their ids. */
async function insertSources(db: Database, base: string): Promise<string[]> {
  const ids: string[] = [];
  for (const source of DEMO_SOURCES) {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO sources (name, homepage, feed_urls, language, country, media_type, reach)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [source.name, `${base}/`, [`${base}/feeds/${source.slug}`], source.language, source.country, source.mediaType, source.reach],
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}

// ----------------------------------------------------------------------
// Ingestion: every demo source's feed (RSS 2.0, RSS 1.0, Atom, JSON Feed, in
// four languages) with 100 items, fetched over HTTP through the worker's own
// IngestionService: conditional GET, parse, clean and sanitize, dedup, tone,
// language, topic matching, clustering, storage and fetch-run records.

async function startFeedServer(round: () => number): Promise<{ base: string; close: () => Promise<void> }> {
  const bySlug = new Map(DEMO_SOURCES.map((source) => [source.slug, source]));
  let base = '';
  const server = http.createServer((request, response) => {
    const slug = /^\/feeds\/([a-z0-9-]+)$/.exec(request.url ?? '')?.[1];
    const source = slug ? bySlug.get(slug) : undefined;
    if (!source) return void response.writeHead(404).end();
    // Each round publishes a fresh page of items (indexes far in the past, so all are "published").
    const first = 100_000 + round() * ITEMS_PER_FEED;
    const items = Array.from({ length: ITEMS_PER_FEED }, (_, i) => demoItem(source, first + i));
    const { type, body } = renderFeed(source, items, base);
    response.writeHead(200, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function pool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

interface IngestionFigures {
  feeds: number;
  items: number;
  inserted: number;
  duplicates: number;
  dropped: number;
  seconds: number;
  itemsPerSecond: number;
  articlesPerSecond: number;
  /** Story clusters at the end, and the articles in one: for the same articles, fewer clusters is fewer stories split. */
  clusters: number;
  clustered: number;
}

async function benchIngestion(db: Database): Promise<IngestionFigures> {
  let round = 0;
  const server = await startFeedServer(() => round);
  try {
    const ids = await insertSources(db, server.base);
    const topics = DEMO_TOPICS.map((topic, index) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      ast: parseTopicQuery(topic.query),
    }));
    for (const [index, topic] of DEMO_TOPICS.entries()) {
      await db.query('INSERT INTO topics (id, name, query, query_ast) VALUES ($1, $2, $3, $4)', [
        topics[index]!.id,
        topic.name,
        topic.query,
        JSON.stringify(topics[index]!.ast),
      ]);
    }
    // All feeds live on one local server: the per-host limit is raised to the fetch concurrency.
    const service = new IngestionService(db, async () => topics, {
      perHostConcurrency: FETCH_CONCURRENCY,
      fetchTimeoutMs: 20_000,
      allowHosts: ['127.0.0.1'],
      ...(FEED_BUDGET_MS ? { feedTimeBudgetMs: FEED_BUDGET_MS } : {}),
    });
    // As the API does at its start (plugins/app/ingestion): the worker threads and what they load are not timed.
    await service.work.warm();
    const totals = { feeds: 0, items: 0, inserted: 0, duplicates: 0, dropped: 0 };
    const started = performance.now();
    for (round = 0; round < ROUNDS; round += 1) {
      await pool(ids, FETCH_CONCURRENCY, async (id) => {
        const summary = await service.fetchSource(id, 'manual');
        for (const feed of summary.feeds) {
          if (feed.status === 'error') throw new Error(`Feed ${feed.feedUrl} failed: ${feed.error}`);
          totals.feeds += 1;
          totals.items += feed.found;
          totals.inserted += feed.inserted;
          totals.duplicates += feed.duplicates;
          totals.dropped += feed.dropped;
        }
      });
    }
    const seconds = (performance.now() - started) / 1000;
    const { rows } = await db.query<{ clusters: number; clustered: number }>(
      `SELECT (SELECT count(*)::int FROM story_clusters) AS clusters,
              (SELECT count(*)::int FROM articles WHERE cluster_id IS NOT NULL) AS clustered`,
    );
    return { ...totals, seconds, itemsPerSecond: totals.items / seconds, articlesPerSecond: totals.inserted / seconds, ...rows[0]! };
  } finally {
    await server.close();
  }
}

// ----------------------------------------------------------------------
// Bulk: one feed of BULK_ITEMS new items, fetched once by a source whose item
// cap lets them all in: parsed and cleaned in the feed worker threads, stored
// in chunks under the 65,535-parameter limit
// (docs/decisions/0041-feeds-parsed-off-the-main-thread.md).

interface BulkFigures {
  items: number;
  inserted: number;
  bytes: number;
  seconds: number;
  itemsPerSecond: number;
}

async function benchBulk(db: Database): Promise<BulkFigures> {
  const source = DEMO_SOURCES[0]!;
  // Demo headlines, each with the start of its text: 40,000 whole demo bodies pass the fetcher's 15 MiB cap.
  const escape = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
  const items = Array.from({ length: BULK_ITEMS }, (_, i) => demoItem(source, 200_000 + i));
  let body = '';
  const server = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  body = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Bulk wire</title><link>${base}/</link>${items
    .map(
      (item) =>
        `<item><title>${escape(item.title)}</title><link>${base}${item.path}</link><pubDate>${item.publishedAt.toUTCString()}</pubDate><description>${escape(
          item.html
            .replace(/<[^>]+>/g, ' ')
            .trim()
            .slice(0, 40),
        )}</description></item>`,
    )
    .join('')}</channel></rss>`;
  try {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO sources (name, homepage, feed_urls, language, country, media_type, reach)
       VALUES ('Bulk wire', $1, $2, 'en', 'GB', 'online', 1000) RETURNING id`,
      [`${base}/`, [`${base}/bulk`]],
    );
    const service = new IngestionService(db, async () => [], { fetchTimeoutMs: 60_000, allowHosts: ['127.0.0.1'], maxItems: BULK_ITEMS });
    const started = performance.now();
    const summary = await service.fetchSource(rows[0]!.id, 'manual');
    const seconds = (performance.now() - started) / 1000;
    const feed = summary.feeds[0]!;
    if (feed.status === 'error') throw new Error(`The bulk feed failed: ${feed.error}`);
    return { items: feed.found, inserted: feed.inserted, bytes: Buffer.byteLength(body), seconds, itemsPerSecond: feed.found / seconds };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

// ----------------------------------------------------------------------
// Search: a corpus generated in SQL (deterministic), then each query of the set
// through ArticlesRepository.search, the code behind GET /api/article/search:
// the page of hits with highlights, the total and the three facets.

const WORDS: Record<string, string[]> = {
  en: [
    'climate',
    'emissions',
    'renewable',
    'energy',
    'election',
    'elections',
    'vote',
    'economy',
    'inflation',
    'interest',
    'rates',
    'markets',
    'health',
    'hospital',
    'vaccine',
    'storm',
    'floods',
    'technology',
    'startup',
    'artificial',
    'intelligence',
    'migration',
    'refugees',
    'migrants',
    'minister',
    'parliament',
    'city',
    'report',
    'council',
    'budget',
    'court',
    'police',
    'school',
    'transport',
    'strike',
    'talks',
    'summit',
    'deal',
    'price',
    'water',
    'farmers',
    'port',
    'bank',
    'trade',
    'border',
    'coast',
    'river',
    'festival',
    'museum',
    'team',
  ],
  fr: [
    'climat',
    'énergie',
    'élections',
    'vote',
    'économie',
    'inflation',
    'marchés',
    'santé',
    'hôpital',
    'vaccin',
    'tempête',
    'inondations',
    'technologie',
    'réfugiés',
    'ministre',
    'assemblée',
    'ville',
    'rapport',
    'budget',
    'grève',
    'sommet',
    'accord',
    'prix',
    'eau',
    'agriculteurs',
    'port',
    'banque',
    'commerce',
    'frontière',
    'côte',
  ],
  es: [
    'clima',
    'energía',
    'elecciones',
    'voto',
    'economía',
    'inflación',
    'mercados',
    'salud',
    'hospital',
    'vacuna',
    'tormenta',
    'inundaciones',
    'tecnología',
    'migrantes',
    'ministro',
    'congreso',
    'ciudad',
    'informe',
    'presupuesto',
    'huelga',
    'cumbre',
    'acuerdo',
    'precio',
    'agua',
    'agricultores',
    'puerto',
    'banco',
    'comercio',
    'frontera',
    'costa',
  ],
  ar: [
    'المناخ',
    'الطاقة',
    'الانتخابات',
    'الاقتصاد',
    'التضخم',
    'الأسواق',
    'الصحة',
    'المستشفى',
    'اللقاح',
    'العاصفة',
    'الفيضانات',
    'التكنولوجيا',
    'اللاجئين',
    'الوزير',
    'البرلمان',
    'المدينة',
    'التقرير',
    'الميزانية',
    'الإضراب',
    'القمة',
    'الاتفاق',
    'الأسعار',
    'المياه',
    'المزارعين',
    'الميناء',
    'البنك',
    'التجارة',
    'الحدود',
    'الساحل',
    'النهر',
  ],
};

/**
 * SQL for one word of an article: a newsroom word of its language `percent` %
 * of the time, else one of 50,000 filler words drawn with a Zipf-like skew, so
 * that topic words are as rare in the corpus as in real news (a few percent of
 * the articles each), not in every article.
 */
function token(seed: string, percent: number): string {
  return `CASE WHEN abs(hashint4(${seed})) % 100 < ${percent}
    THEN w[1 + abs(hashint4((${seed}) * 7 + 3)) % cardinality(w)]
    ELSE 'w' || floor(exp((abs(hashint4((${seed}) * 13 + 5)) % 10000) / 10000.0 * ln(50000)))::int END`;
}

async function generateCorpus(db: Database, sourceIds: string[], size: number): Promise<void> {
  const languages = await Promise.all(
    sourceIds.map(
      async (id) => (await db.query<{ language: string }>('SELECT language FROM sources WHERE id = $1', [id])).rows[0]!.language,
    ),
  );
  const batch = 20_000;
  for (let from = 0; from < size; from += batch) {
    const to = Math.min(size, from + batch) - 1;
    // Words are picked by a hash of the row number, so every run builds the same corpus.
    await db.query(
      `WITH src AS (
         SELECT ord - 1 AS k, id, lang FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS t(id, lang, ord)
       ), words AS (
         SELECT lang, array_agg(w) AS w FROM jsonb_each($3::jsonb) AS j(lang, list), jsonb_array_elements_text(list) AS w GROUP BY lang
       ), rows AS (
         SELECT n, s.id AS source_id, s.lang, words.w
         FROM generate_series($4::int, $5::int) AS n
         JOIN src s ON s.k = n % $6
         JOIN words ON words.lang = s.lang
       )
       INSERT INTO articles (source_id, guid, url, normalized_url, title, published_at, fetched_at, language, summary, content_text, tone, content_hash)
       SELECT source_id, 'bench-' || n, 'https://bench.test/a/' || n, 'https://bench.test/a/' || n,
         (SELECT string_agg(${token('n * 31 + i', 25)}, ' ') FROM generate_series(1, 8) AS i),
         timestamptz '2026-01-01' + (abs(hashint4(n)) % (365 * 24 * 60)) * interval '1 minute',
         now(), lang, '',
         (SELECT string_agg(${token('n * 131 + i', 3)}, ' ') FROM generate_series(1, 90) AS i),
         (abs(hashint4(n * 7)) % 200 - 100) / 10.0, md5('bench-' || n)
       FROM rows`,
      [sourceIds, languages, JSON.stringify(WORDS), from, to, sourceIds.length],
    );
    log(`corpus: ${to + 1} of ${size}`);
  }
  await db.query('ANALYZE articles');
}

interface SearchFigures {
  corpus: number;
  queries: number;
  runs: number;
  p50: number;
  p95: number;
  max: number;
  generateSeconds: number;
}

async function benchSearch(db: Database, label: string): Promise<SearchFigures> {
  const sourceIds = await insertSources(db, 'https://bench.test');
  const generated = performance.now();
  await generateCorpus(db, sourceIds, CORPUS);
  const generateSeconds = (performance.now() - generated) / 1000;
  const repository = new ArticlesRepository(db);
  const queries = SEARCH_QUERIES.map((q) => articleSearchQuerySchema.parse({ q }));
  // One warm-up pass (plans, caches), then three measured passes.
  for (const query of queries) await repository.search(query);
  const times: number[] = [];
  const slowest = new Map<string, number>();
  for (let pass = 0; pass < 3; pass += 1) {
    for (const query of queries) {
      const started = performance.now();
      await repository.search(query);
      const took = performance.now() - started;
      times.push(took);
      slowest.set(query.q, Math.max(slowest.get(query.q) ?? 0, took));
    }
  }
  const top = [...slowest].sort((a, b) => b[1] - a[1]).slice(0, 3);
  log(`${label}: slowest queries ${top.map(([q, t]) => `${q} (${t.toFixed(0)} ms)`).join('; ')}`);
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  log(`${label}: search p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`);
  return {
    corpus: CORPUS,
    queries: queries.length,
    runs: times.length,
    p50: at(0.5),
    p95: at(0.95),
    max: times[times.length - 1]!,
    generateSeconds,
  };
}

// ----------------------------------------------------------------------

async function withPglite<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mediawatch-news-bench-'));
  const db = await openPglite({ dataDir: dir });
  try {
    return await work(await migrated(db));
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function withPostgres<T>(work: (db: Database) => Promise<T>): Promise<T | null> {
  if (PG_URL === 'off') return null;
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (error) {
    log(`PostgreSQL at ${PG_URL} does not answer (${(error as Error).message}): its runs are skipped.`);
    return null;
  }
  const keep = process.env.BENCH_KEEP_DB === '1';
  const name = keep ? 'mediawatch_bench_keep' : `mediawatch_bench_${process.pid}`;
  if (keep) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  try {
    return await work(await migrated(db));
  } finally {
    await db.close();
    if (keep) log(`kept the database ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** What the figures were measured on. */
async function machineNotes() {
  let postgres: string | null = null;
  if (PG_URL !== 'off') {
    const client = new pg.Client({ connectionString: PG_URL });
    try {
      await client.connect();
      const { rows } = await client.query<{ version: string; shared_buffers: string; work_mem: string }>(
        `SELECT current_setting('server_version') AS version, current_setting('shared_buffers') AS shared_buffers,
           current_setting('work_mem') AS work_mem`,
      );
      postgres = `${rows[0]!.version}, shared_buffers ${rows[0]!.shared_buffers}, work_mem ${rows[0]!.work_mem}`;
    } catch {
      postgres = null;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
    postgres,
    notes:
      'Ingestion and search run one after the other in one process; the PostgreSQL server is shared with other work on this machine. ' +
      'Search latency is measured in the client (Node), round trips included.',
  };
}

async function main() {
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T | null> => {
    if (!STEPS.has(name)) return null;
    log(`${name}…`);
    return work();
  };
  const ingestionPglite = await step('ingest-pglite', () => withPglite(benchIngestion));
  const ingestionPostgres = await step('ingest-pg', () => withPostgres(benchIngestion));
  const bulkPglite = await step('bulk-pglite', () => withPglite(benchBulk));
  const bulkPostgres = await step('bulk-pg', () => withPostgres(benchBulk));
  const searchPglite = await step('search-pglite', () => withPglite((db) => benchSearch(db, 'PGlite')));
  const searchPostgres = await step('search-pg', () => withPostgres((db) => benchSearch(db, 'PostgreSQL')));
  // The headline ingestion figures are those of the database the budget is checked on (PostgreSQL when it answers).
  const headline = ingestionPostgres ?? ingestionPglite;
  const result = {
    ingestion: {
      database: ingestionPostgres ? 'postgres' : ingestionPglite ? 'pglite' : null,
      articles: headline?.inserted ?? 0,
      seconds: headline?.seconds ?? 0,
      perSecond: headline?.articlesPerSecond ?? 0,
      pglite: ingestionPglite,
      postgres: ingestionPostgres,
      itemsPerFeed: ITEMS_PER_FEED,
      rounds: ROUNDS,
      concurrency: FETCH_CONCURRENCY,
    },
    bulk: { items: BULK_ITEMS, pglite: bulkPglite, postgres: bulkPostgres },
    search: { pglite: searchPglite, postgres: searchPostgres, queries: SEARCH_QUERIES },
    machine: await machineNotes(),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`news bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
