// The analytics part of `npm run bench` (docs/decisions/0015-analytics-query-plans.md): the analyst's
// API calls on a generated corpus (1,000,000 articles on PostgreSQL, 200,000
// on PGlite), through the whole app (validation, auth, readers, serialization)
// by Fastify's inject. Bundled and run by scripts/lib/bench-analytics.mjs;
// prints progress on stderr and one JSON object on the last line of stdout.
//
//   BENCH_ANALYTICS_PG      articles on PostgreSQL (default 1000000; 0 skips)
//   BENCH_ANALYTICS_PGLITE  articles on PGlite (default 200000; 0 skips)
//   BENCH_ANALYTICS_RUNS    measured calls per endpoint (default 20, after 2 warm-ups)
//   BENCH_PG_URL            server for the PostgreSQL run (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_KEEP_DB           "1" keeps the PostgreSQL database (mediawatch_analytics_keep) for EXPLAIN work
//   BENCH_REUSE_DB          "1" measures the kept database again (migrating it first) without regenerating it
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { MIGRATIONS_DIR } from '../src/migrations-dir';
import { rollupDrift } from '../test/helpers/analytics-corpus';
import { PG_URL, percentile, withPglite } from './bench-databases';

const PG_SIZE = Number(process.env.BENCH_ANALYTICS_PG ?? 1_000_000);
const PGLITE_SIZE = Number(process.env.BENCH_ANALYTICS_PGLITE ?? 200_000);
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 20);
const WARMUP = 2;
const KEEP = process.env.BENCH_KEEP_DB === '1';
const REUSE = process.env.BENCH_REUSE_DB === '1';
const KEPT_NAME = 'mediawatch_analytics_keep';
const TZ = 'Europe/Paris';
const SOURCES = 64;
const SPAN_DAYS = 365;

/** p95 budgets, ms (docs/decisions/0015-analytics-query-plans.md). */
export const ANALYTICS_BUDGETS = {
  report: 150,
  exploreOne: 400,
  exploreFour: 800,
  sourceAnalysis: 150,
  tension: 150,
  mediaScale: 300,
} as const;

const log = (message: string) => process.stderr.write(`  ${message}\n`);

// ----------------------------------------------------------------------
// The corpus: 64 sources in four languages (audiences over four orders of
// magnitude, output skewed: a few wires publish most), four groups, eight
// topics, a year of articles up to now with a daily and weekly rhythm, tone
// from -10 to +10, and one article in five on a story carried by up to four
// outlets. Everything is drawn from hashes of the row number: every run
// builds the same corpus.

const LANGUAGES = ['en', 'fr', 'es', 'ar'];

const WORDS: Record<string, string[]> = {
  en: 'climate emissions energy election elections vote economy inflation interest rates markets health hospital vaccine storm floods technology startup migration refugees minister parliament budget court police strike summit trade border water'.split(
    ' ',
  ),
  fr: 'climat énergie élections vote économie inflation marchés santé hôpital vaccin tempête inondations technologie réfugiés ministre assemblée budget grève sommet accord prix frontière'.split(
    ' ',
  ),
  es: 'clima energía elecciones voto economía inflación mercados salud hospital vacuna tormenta inundaciones tecnología migrantes ministro congreso presupuesto huelga cumbre acuerdo'.split(
    ' ',
  ),
  ar: 'المناخ الطاقة الانتخابات الاقتصاد التضخم الأسواق الصحة المستشفى اللقاح العاصفة الفيضانات التكنولوجيا اللاجئين الوزير البرلمان الميزانية'.split(
    ' ',
  ),
};

/** Saved topics (what the Daily Report, Tension and the alerts read). */
const TOPICS: Array<{ name: string; query: string }> = [
  { name: 'Climate', query: 'climate OR climat OR clima OR المناخ' },
  { name: 'Elections', query: 'election OR elections OR élections OR elecciones OR الانتخابات' },
  { name: 'Economy', query: 'economy OR inflation OR économie OR economía OR الاقتصاد' },
  { name: 'Health', query: 'health OR hospital OR vaccine OR santé OR salud' },
  { name: 'Storms', query: 'storm OR floods OR tempête OR tormenta OR العاصفة' },
  { name: 'Technology', query: 'technology OR startup OR technologie OR tecnología' },
  { name: 'Migration', query: 'migration OR refugees OR réfugiés OR migrantes OR اللاجئين' },
  { name: 'Parliament', query: 'parliament OR minister OR assemblée OR congreso OR البرلمان' },
];

/** Explore's queries: one alone (rotated), and four compared. */
const EXPLORE_ONE = ['climate', 'election OR elections OR vote', '"interest rates" OR inflation', 'intitle:economy AND lang:en'];
const EXPLORE_FOUR = ['climate OR climat', 'election OR élections', 'health AND (hospital OR vaccine)', 'storm OR floods OR tempête'];

/** SQL for one word: a newsroom word of the row's language `percent` % of the time, else a Zipf-like filler word. */
function token(seed: string, percent: number): string {
  return `CASE WHEN abs(hashint4(${seed})) % 100 < ${percent}
    THEN w[1 + abs(hashint4((${seed}) * 7 + 3)) % cardinality(w)]
    ELSE 'w' || floor(exp((abs(hashint4((${seed}) * 13 + 5)) % 10000) / 10000.0 * ln(20000)))::int END`;
}

interface Setup {
  sourceIds: string[];
  groupIds: string[];
  topicIds: string[];
}

async function insertSetup(db: Database): Promise<Setup> {
  const sourceIds: string[] = [];
  for (let i = 0; i < SOURCES; i += 1) {
    const language = LANGUAGES[i % LANGUAGES.length]!;
    // Audiences from about 1,000 to 100,000,000; a few unknown.
    const reach = i % 13 === 12 ? null : Math.round(10 ** (3 + ((i * 37) % 64) / 12.8));
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO sources (name, homepage, feed_urls, language, country, media_type, reach)
       VALUES ($1, $2, $3, $4, $5, 'online', $6) RETURNING id`,
      [`Bench Source ${String(i + 1).padStart(2, '0')}`, `https://bench${i}.test/`, [`https://bench${i}.test/feed`], language, 'FR', reach],
    );
    sourceIds.push(rows[0]!.id);
  }
  const groupIds: string[] = [];
  for (let g = 0; g < 4; g += 1) {
    const { rows } = await db.query<{ id: string }>('INSERT INTO source_groups (name) VALUES ($1) RETURNING id', [`Bench Group ${g + 1}`]);
    groupIds.push(rows[0]!.id);
    // Overlapping groups of 16 to 28 sources.
    await db.query(
      `INSERT INTO source_group_members (group_id, source_id)
       SELECT $1, id FROM unnest($2::uuid[]) WITH ORDINALITY AS s(id, k) WHERE (k + $3) % 4 = 0 OR k % ($3 + 5) = 0`,
      [rows[0]!.id, sourceIds, g],
    );
  }
  const topicIds: string[] = [];
  const { parseTopicQuery } = await import('../src/news/topic-query');
  for (const topic of TOPICS) {
    const { rows } = await db.query<{ id: string }>('INSERT INTO topics (name, query, query_ast) VALUES ($1, $2, $3) RETURNING id', [
      topic.name,
      topic.query,
      JSON.stringify(parseTopicQuery(topic.query)),
    ]);
    topicIds.push(rows[0]!.id);
  }
  return { sourceIds, groupIds, topicIds };
}

/**
 * Inserts `size` articles in batches through the ordinary INSERT path, so the
 * statement triggers of migration 0070 keep the rollups (one aggregated upsert
 * per batch); the caller then checks them against a recount.
 */
async function generateArticles(db: Database, sourceIds: string[], size: number, batch: number): Promise<void> {
  const languages = sourceIds.map((_, i) => LANGUAGES[i % LANGUAGES.length]!);
  const { rows } = await db.query<{ end: Date }>(`SELECT date_trunc('minute', now()) AS end`);
  const end = rows[0]!.end;
  for (let from = 0; from < size; from += batch) {
    const to = Math.min(size, from + batch) - 1;
    // Time runs with the row number (a story's four articles fall on the same day); the time of day follows a skewed hash.
    const params = [sourceIds, languages, JSON.stringify(WORDS), from, to, size, end, SPAN_DAYS];
    const rowsCte = `WITH src AS (
         SELECT ord - 1 AS k, id, lang FROM unnest($1::uuid[], $2::text[]) WITH ORDINALITY AS t(id, lang, ord)
       ), words AS (
         SELECT lang, array_agg(w) AS w FROM jsonb_each($3::jsonb) AS j(lang, list), jsonb_array_elements_text(list) AS w GROUP BY lang
       ), base AS (
         SELECT n,
           -- Output is skewed: the first sources publish most.
           floor(power(abs(hashint4(n * 3 + 1)) / 2147483648.0, 1.8) * ${SOURCES})::int AS k,
           -- The day of the article, then a time of day that leans to the afternoon.
           floor(n::float8 / $6 * $8)::int AS day,
           (power(abs(hashint4(n * 5 + 2)) / 2147483648.0, 0.7) * 1439)::int AS minute
         FROM generate_series($4::int, $5::int) AS n
       ), rows AS (
         SELECT b.n, b.day, s.id AS source_id, s.lang, words.w,
           LEAST($7::timestamptz - interval '1 minute',
                 $7::timestamptz - ($8 - b.day) * interval '1 day' + b.minute * interval '1 minute') AS published_at,
           -- One article in five is on a story of four consecutive rows (the same day, often several outlets).
           CASE WHEN (b.n / 4) % 5 = 0 THEN md5('bench-cluster-' || (b.n / 4))::uuid END AS cluster_id
         FROM base b JOIN src s ON s.k = b.k JOIN words ON words.lang = s.lang
       )`;
    await db.query(
      `${rowsCte}
       INSERT INTO story_clusters (id, title, article_count, first_published_at, last_published_at)
       SELECT cluster_id, 'bench story', count(*), min(published_at), max(published_at) FROM rows
       WHERE cluster_id IS NOT NULL GROUP BY cluster_id ON CONFLICT (id) DO NOTHING`,
      params,
    );
    await db.query(
      `${rowsCte}
       INSERT INTO articles (source_id, guid, url, normalized_url, title, published_at, fetched_at, language, summary,
                             content_text, tone, content_hash, cluster_id)
       SELECT source_id, 'bench-' || n, 'https://bench.test/a/' || n, 'https://bench.test/a/' || n,
         (SELECT string_agg(${token('n * 31 + i', 15)}, ' ') FROM generate_series(1, 8) AS i),
         published_at, published_at, lang, '',
         (SELECT string_agg(${token('n * 131 + i', 4)}, ' ') FROM generate_series(1, 24) AS i),
         -- Tone: mostly mild, with days of bad news (tension) every few weeks.
         (abs(hashint4(n * 7)) % 200 - 100) / 10.0 * power(abs(hashint4(n * 11)) / 2147483648.0, 0.5)
           - CASE WHEN abs(hashint4(day)) % 29 = 0 THEN 3 ELSE 0 END,
         md5('bench-' || n), cluster_id
       FROM rows`,
      params,
    );
    log(`corpus: ${(to + 1).toLocaleString('en')} of ${size.toLocaleString('en')}`);
  }
}

/** Topic matches as the matcher stores them: one statement per topic (the statement triggers keep rollup_topic). */
async function matchTopics(db: Database, topicIds: string[]): Promise<number> {
  const { compileTopicQuery, parseTopicQuery } = await import('../src/news/topic-query');
  let matches = 0;
  for (const [index, topic] of TOPICS.entries()) {
    const compiled = compileTopicQuery(parseTopicQuery(topic.query), 1, new Map());
    const { rowCount } = await db.query(
      `INSERT INTO article_topics (article_id, topic_id) SELECT a.id, $1 FROM articles a WHERE ${compiled.sql}`,
      [topicIds[index], ...compiled.params],
    );
    matches += rowCount;
  }
  return matches;
}

// ----------------------------------------------------------------------
// Measuring: every call through the app (Fastify inject: routing, query
// validation, the bearer check against the users table, the reader, the
// response schema's serializer).

interface Timing {
  runs: number;
  p50: number;
  p95: number;
  max: number;
}

async function measure(label: string, urls: readonly string[], call: (url: string) => Promise<void>): Promise<Timing> {
  for (let i = 0; i < WARMUP; i += 1) await call(urls[i % urls.length]!);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await call(urls[i % urls.length]!);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const timing = { runs: times.length, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1]! };
  log(`${label}: p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms, max ${timing.max.toFixed(1)} ms`);
  return timing;
}

const dayOf = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
const daysBefore = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

export interface AnalyticsFigures {
  articles: number;
  topicMatches: number;
  clusters: number;
  rollupRows: number;
  generateSeconds: number | null;
  exact: boolean | null;
  timings: Record<keyof typeof ANALYTICS_BUDGETS | 'tensionOverview', Timing>;
}

async function benchAnalytics(db: Database, size: number, label: string, reuse: boolean): Promise<AnalyticsFigures> {
  let generateSeconds: number | null = null;
  let exact: boolean | null = null;
  if (!reuse) {
    const started = performance.now();
    const setup = await insertSetup(db);
    await generateArticles(db, setup.sourceIds, size, db.kind === 'postgres' ? 100_000 : 25_000);
    log(`${label}: articles in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const matches = await matchTopics(db, setup.topicIds);
    generateSeconds = (performance.now() - started) / 1000;
    log(
      `${label}: ${size.toLocaleString('en')} articles and ${matches.toLocaleString('en')} topic matches in ${generateSeconds.toFixed(0)} s`,
    );
    // What autovacuum does to a table that stops growing: statistics, and the visibility map that lets
    // the readers' index-only scans skip the heap (docs/decisions/0015-analytics-query-plans.md).
    await db.query('VACUUM ANALYZE');
    const checking = performance.now();
    const drift = await rollupDrift(db);
    exact = Object.keys(drift).length === 0;
    log(
      `${label}: rollups ${exact ? 'exact' : `DIFFER from a recount (${Object.entries(drift).map(([t, rows]) => `${t}: ${rows.length}`)})`} ` +
        `(checked in ${((performance.now() - checking) / 1000).toFixed(0)} s)`,
    );
  }
  const { rows: counts } = await db.query<{ articles: number; matches: number; clusters: number; rollups: number }>(
    `SELECT (SELECT count(*) FROM articles)::int AS articles, (SELECT count(*) FROM article_topics)::int AS matches,
            (SELECT count(*) FROM cluster_pickup)::int AS clusters, (SELECT count(*) FROM rollup_source)::int AS rollups`,
  );
  const { rows: ids } = await db.query<{ sources: string[]; groups: string[]; topics: string[] }>(
    `SELECT (SELECT array_agg(id ORDER BY name) FROM sources) AS sources, (SELECT array_agg(id ORDER BY name) FROM source_groups) AS groups,
            (SELECT array_agg(id ORDER BY name) FROM topics) AS topics`,
  );
  const { sources, groups, topics } = ids[0]!;

  // An analyst to sign the bearer for (the app checks the token's user in the database).
  const { rows: users } = await db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, display_name, role)
     VALUES ($1, 'not-a-hash', 'Bench', 'Analyst', 'Bench Analyst', 'analyst') RETURNING id`,
    [`bench-${randomUUID()}@mediawatch.local`],
  );
  const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mediawatch-analytics-bench-app-'));
  const app = buildApp({
    db,
    logger: false,
    config: {
      jwtSecret: 'bench-secret-0123456789abcdef0123456789abcdef',
      jwtTtlSeconds: 3600,
      seed: false,
      readCacheMs: 0,
      dataDir: appDir,
      news: {
        queue: false,
        worker: false,
        tickMs: 1000,
        concurrency: 1,
        perHostConcurrency: 1,
        fetchAllowHosts: [],
        demoFeeds: false,
        demoFeedsPort: 0,
        seedNews: false,
        seedArticles: 0,
        retentionDays: null,
      },
    },
  });
  await app.ready();
  const token = app.jwt.sign({ role: 'analyst' }, { sub: users[0]!.id, jti: randomUUID(), expiresIn: 3600 });
  const call = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  };
  try {
    const today = dayOf(new Date());
    const yearAgo = daysBefore(today, SPAN_DAYS - 1);
    const tz = encodeURIComponent(TZ);
    const q = (list: readonly string[]) => list.map((item) => `q=${encodeURIComponent(item)}`).join('&');
    const timings = {
      // Today (partial, like for like) and the seven full days before.
      report: await measure(
        `${label} daily report`,
        Array.from({ length: 8 }, (_, k) => `/api/report/daily?tz=${tz}${k === 0 ? '' : `&day=${daysBefore(today, k)}`}`),
        call,
      ),
      exploreOne: await measure(
        `${label} explore, one query over a year`,
        EXPLORE_ONE.map((item) => `/api/explore/attention?${q([item])}&from=${yearAgo}&to=${today}&tz=${tz}&interval=day`),
        call,
      ),
      exploreFour: await measure(
        `${label} explore, four queries over a year`,
        [`/api/explore/attention?${q(EXPLORE_FOUR)}&from=${yearAgo}&to=${today}&tz=${tz}&interval=day`],
        call,
      ),
      sourceAnalysis: await measure(
        `${label} source analysis`,
        sources.slice(0, 16).map((id) => `/api/sourceAnalysis/${id}?tz=${tz}`),
        call,
      ),
      tension: await measure(
        `${label} tension, one topic or group over 90 days`,
        [
          ...topics.map((id) => `/api/tension/index?kind=topic&id=${id}&days=90&tz=${tz}`),
          ...groups.map((id) => `/api/tension/index?kind=group&id=${id}&days=90&tz=${tz}`),
        ],
        call,
      ),
      tensionOverview: await measure(`${label} tension overview`, [`/api/tension/overview?tz=${tz}`], call),
      mediaScale: await measure(`${label} media scale index, 90 days`, ['/api/mediaScaleIndex/all?days=90'], call),
    };
    return {
      articles: Number(counts[0]!.articles),
      topicMatches: Number(counts[0]!.matches),
      clusters: Number(counts[0]!.clusters),
      rollupRows: Number(counts[0]!.rollups),
      generateSeconds,
      exact,
      timings,
    };
  } finally {
    await app.close();
    await db.query('DELETE FROM users WHERE id = $1', [users[0]!.id]);
    fs.rmSync(appDir, { recursive: true, force: true });
  }
}

// ----------------------------------------------------------------------

async function withPostgres<T>(work: (db: Database, reuse: boolean) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: PG_URL });
  try {
    await admin.connect();
  } catch (error) {
    log(`PostgreSQL at ${PG_URL} does not answer (${(error as Error).message}): its run is skipped.`);
    return null;
  }
  let name = KEEP || REUSE ? KEPT_NAME : `mediawatch_analytics_${process.pid}`;
  let reuse = false;
  if (REUSE) {
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [KEPT_NAME]);
    reuse = rows.length > 0;
    if (!reuse) log(`no kept database ${KEPT_NAME}: generating one`);
  }
  if (!reuse) {
    if (KEEP || REUSE) await admin.query(`DROP DATABASE IF EXISTS ${KEPT_NAME} WITH (FORCE)`);
    else name = `mediawatch_analytics_${process.pid}`;
    await admin.query(`CREATE DATABASE ${name}`);
  }
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  try {
    await migrate(db, readMigrations(MIGRATIONS_DIR));
    return await work(db, reuse);
  } finally {
    await db.close();
    if (KEEP || REUSE) log(`kept the database ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function postgresVersion(): Promise<string | null> {
  const client = new pg.Client({ connectionString: PG_URL });
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string; shared_buffers: string; work_mem: string }>(
      `SELECT current_setting('server_version') AS version, current_setting('shared_buffers') AS shared_buffers,
         current_setting('work_mem') AS work_mem`,
    );
    return `${rows[0]!.version}, shared_buffers ${rows[0]!.shared_buffers}, work_mem ${rows[0]!.work_mem}`;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function main() {
  const postgres = PG_SIZE > 0 ? await withPostgres((db, reuse) => benchAnalytics(db, PG_SIZE, 'PostgreSQL', reuse)) : null;
  const pglite = PGLITE_SIZE > 0 ? await withPglite('analytics-bench', (db) => benchAnalytics(db, PGLITE_SIZE, 'PGlite', false)) : null;
  const result = {
    budgets: ANALYTICS_BUDGETS,
    runs: RUNS,
    timeZone: TZ,
    queries: { one: EXPLORE_ONE, four: EXPLORE_FOUR },
    postgres,
    pglite,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
      postgres: PG_SIZE > 0 ? await postgresVersion() : null,
    },
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`analytics bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
