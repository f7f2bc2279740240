// The read-mix part of `npm run bench` (docs/decisions/0011-hardening.md, Load):
// the built API on a demo database of a realistic size (the demo seed's
// MEDIAWATCH_SEED_ARTICLES: 100,000 articles on PostgreSQL, 50,000 on PGlite
// by default, over the last 60 days, with their clusters, topic matches and
// rollups), loaded by autocannon with 50 connections, each request drawn at
// random from what analysts' pages ask: the Daily Report of a random day of
// the seeded 60 (or today) in one of four time zones, searches with varied
// words, article lists (pages, language filters, sorts), topics, tasks and
// the current user. A few runs on one server per database; the medians are
// reported. Answers the markdown section for docs/benchmarks.md and the
// budgets it misses.
//
//   node scripts/lib/bench-read-mix.mjs           runs it alone and prints the section
//   node scripts/lib/bench-read-mix.mjs --write   and puts it in docs/benchmarks.md
//
// Variables: BENCH_SECONDS (20 s of load per run), BENCH_READ_MIX_RUNS (3),
// BENCH_READ_MIX_PG (100000 articles; 0 skips), BENCH_READ_MIX_PGLITE (50000; 0 skips).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { runApiBench, writeBenchmarkSection } from './api-bench.mjs';
import { supervise } from './supervisor.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_ENTRY = path.join(ROOT, 'api/dist/server.js');
const PG_URL = process.env.MEDIAWATCH_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';

export const READ_MIX_HEADING = '## API under a read mix';

/** The read-mix budgets (docs/decisions/0011-hardening.md): requests per second at least, p99 below (ms), and no errors. */
export const READ_MIX_BUDGETS = {
  postgres: { perSecond: 400, p99Ms: 500 },
  pglite: { perSecond: 150, p99Ms: 1000 },
};

const SIZES = {
  pglite: Number(process.env.BENCH_READ_MIX_PGLITE ?? 50_000),
  postgres: Number(process.env.BENCH_READ_MIX_PG ?? 100_000),
};
const RUNS = Number(process.env.BENCH_READ_MIX_RUNS ?? 3);
const CONNECTIONS = 50;
const DAYS = 60;
const TIME_ZONES = ['Europe/Paris', 'UTC', 'America/New_York', 'Asia/Dubai'];
const LANGUAGES = ['en', 'fr', 'es', 'ar', 'de', 'pt'];
/** Words of the demo headlines and bodies in six languages, and a few that match nothing. */
const WORDS = (
  'storm floods election elections vote inflation bank strike hospital ceasefire startup climate summit refugees ' +
  'football championship technology housing market vaccine parliament border coast minister energy debate ' +
  'tempête élections banque grève hôpital climat réfugiés inflation championnat technologie frontière ' +
  'tormenta elecciones banco huelga hospital clima refugiados inflación campeonato tecnología frontera ' +
  'العاصفة الانتخابات البنك الإضراب المناخ اللاجئين التضخم ' +
  'Sturm Wahlkampf Zentralbank Streik Krankenhaus Klimagipfel Inflation Hochwasser ' +
  'tempestade eleições greve inflação enchente refugiados ' +
  'zeppelin quasar marmalade'
).split(' ');

/** The mix, by weight: what a newsroom's analysts' pages ask (the dashboard's landing is the Daily Report). */
export const READ_MIX = [
  { label: 'Daily Report, a random day of the last 60 or today, one of four time zones', weight: 20, path: dailyReport },
  { label: 'article list, pages 1 to 5', weight: 15, path: () => `/api/article/all?page=${1 + random(5)}&pageSize=25` },
  {
    label: 'article list filtered by one or two languages, pages 1 to 20',
    weight: 15,
    path: () => `/api/article/all?language=${languages()}&page=${1 + random(20)}&pageSize=25`,
  },
  {
    label: 'article list sorted by tone or source, pages 1 to 3',
    weight: 5,
    path: () => `/api/article/all?sort=${pick(['tone', 'source'])}&order=${pick(['asc', 'desc'])}&page=${1 + random(3)}&pageSize=25`,
  },
  { label: 'search, one to three words (OR, AND, a phrase), some in one language', weight: 20, path: search },
  { label: 'topics', weight: 10, path: () => '/api/topic/all' },
  { label: 'task list', weight: 5, path: () => '/api/task/all' },
  { label: 'current user', weight: 10, path: () => '/api/auth/me' },
];

function random(n) {
  return Math.floor(Math.random() * n);
}
function pick(list) {
  return list[random(list.length)];
}
function languages() {
  const first = pick(LANGUAGES);
  return Math.random() < 0.3 ? `${first},${pick(LANGUAGES)}` : first;
}
function dailyReport() {
  const tz = encodeURIComponent(pick(TIME_ZONES));
  const back = random(DAYS + 1);
  if (back === 0) return `/api/report/daily?tz=${tz}`;
  const day = new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  return `/api/report/daily?day=${day}&tz=${tz}`;
}
function search() {
  const form = random(4);
  const q =
    form === 0
      ? pick(WORDS)
      : form === 1
        ? `${pick(WORDS)} OR ${pick(WORDS)}`
        : form === 2
          ? `${pick(WORDS)} AND ${pick(WORDS)}`
          : `"${pick(WORDS)} ${pick(WORDS)}"`;
  const language = Math.random() < 0.25 ? `&language=${pick(LANGUAGES)}` : '';
  const sort = Math.random() < 0.3 ? '&sort=publishedAt' : '';
  return `/api/article/search?q=${encodeURIComponent(q)}&pageSize=20${language}${sort}`;
}
const TOTAL_WEIGHT = READ_MIX.reduce((sum, call) => sum + call.weight, 0);
function nextPath() {
  let at = Math.random() * TOTAL_WEIGHT;
  for (const call of READ_MIX) {
    at -= call.weight;
    if (at < 0) return call.path();
  }
  return READ_MIX[0].path();
}

/** CPU time (user + system, ms) of each process of `pids`, read from /proc (Linux); null elsewhere. */
function cpuMs(pids) {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const times = new Map();
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      times.set(pid, (Number(fields[11]) + Number(fields[12])) * 10); // USER_HZ is 100 on Linux
    } catch {
      // gone
    }
  }
  return times;
}

/** CPU spent between two readings of cpuMs (a process absent before started at 0). */
function spent(before, after) {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs `sql` on the server's postgres database; answers its rows, or null when it failed. */
async function adminQuery(sql, params) {
  // pg through the API's own dependency: no psql binary needed.
  const pg = createRequire(path.join(ROOT, 'api/package.json'))('pg');
  const client = new pg.Client({ connectionString: `${PG_URL}/postgres`, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return (await client.query(sql, params)).rows;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await sleep(300);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Waits until the seed's articles are in (the count stops moving for 10 s); answers the count. */
async function waitForSeed(origin, token, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = -1;
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    const answer = await fetch(`${origin}/api/article/all?pageSize=1`, { headers: { authorization: `Bearer ${token}` } });
    const total = answer.ok ? (await answer.json()).total : 0;
    if (total !== last) {
      last = total;
      stableSince = Date.now();
    } else if (total > 0 && Date.now() - stableSince > 10_000) return total;
    await sleep(2000);
  }
  throw new Error('the demo articles were not seeded in time');
}

/** Starts the built API on a fresh database of `size` demo articles, loads it `RUNS` times, stops it. */
async function measure(kind, size, seconds) {
  if (size <= 0) return null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mediawatch-read-mix-'));
  const database = `mediawatch_read_mix_${process.pid}`;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  if (kind === 'postgres' && !(await adminQuery(`CREATE DATABASE ${database}`))) return null;
  const dbUrl = kind === 'postgres' ? `${PG_URL}/${database}` : '';
  const start = () =>
    supervise({
      name: `api (${kind})`,
      command: process.execPath,
      args: [API_ENTRY],
      cwd: ROOT,
      output: process.env.BENCH_READ_MIX_LOG ? 'inherit' : 'ignore',
      env: {
        ...process.env,
        MEDIAWATCH_DATA: dataDir,
        MEDIAWATCH_API_PORT: String(port),
        MEDIAWATCH_DEMO_FEEDS: 'false',
        MEDIAWATCH_WORKER: 'false',
        MEDIAWATCH_LOG_LEVEL: 'warn',
        MEDIAWATCH_LOGIN_RATE_IP: '100000',
        MEDIAWATCH_SEED_ARTICLES: String(size),
        DATABASE_URL: dbUrl,
      },
    });
  const signIn = async () => {
    await waitFor(`${origin}/api/health`, 180_000);
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'analyst@mediawatch.local', password: 'mediawatch' }),
    });
    return (await login.json()).token;
  };
  let api = start();
  try {
    const seedStarted = performance.now();
    let token = await signIn();
    let articles = await waitForSeed(origin, token, 1_800_000);
    if (articles < size) {
      // The demo seed holds 60 days of the demo feeds; older copies of them make up the size (api/bench/read-mix-grow.ts).
      await api.stop();
      ({ articles } = await runApiBench('read-mix-grow', {
        env: { READ_MIX_TARGET: String(size), ...(kind === 'postgres' ? { READ_MIX_PG_URL: dbUrl } : { READ_MIX_DATA: dataDir }) },
      }));
      api = start();
      token = await signIn();
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const headers = { authorization: `Bearer ${token}` };
    const requests = [{ method: 'GET', setupRequest: (request) => ({ ...request, path: nextPath() }) }];
    // Warm up the plans and caches, then measure.
    await autocannon({ url: origin, connections: 10, duration: 5, headers, requests });
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      // CPU spent per answer by the API process and, on PostgreSQL, by the server's backends of this database:
      // what a loaded machine does not change as much as it changes requests per second.
      const backends = async () =>
        kind === 'postgres'
          ? ((await adminQuery('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database])) ?? []).map((r) => r.pid)
          : [];
      const before = { api: cpuMs([api.pid]), db: cpuMs(await backends()) };
      const result = await autocannon({ url: origin, connections: CONNECTIONS, duration: seconds, headers, requests });
      const after = { api: cpuMs([api.pid]), db: cpuMs(await backends()) };
      const per = (ms) => (ms === null ? null : ms / Math.max(1, result.requests.total));
      runs.push({
        apiCpuMs: per(spent(before.api, after.api)),
        dbCpuMs: kind === 'postgres' ? per(spent(before.db, after.db)) : null,
        perSecond: result.requests.average,
        total: result.requests.total,
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        errors: result.errors + result.timeouts + result.non2xx,
        load: os.loadavg()[0],
      });
    }
    const cpu = (key) => (runs.every((r) => r[key] !== null) ? median(runs.map((r) => r[key])) : null);
    return {
      kind,
      articles,
      apiCpuMs: cpu('apiCpuMs'),
      dbCpuMs: cpu('dbCpuMs'),
      seedSeconds,
      runs,
      perSecond: median(runs.map((r) => r.perSecond)),
      p50: median(runs.map((r) => r.p50)),
      p99: median(runs.map((r) => r.p99)),
      max: Math.max(...runs.map((r) => r.max)),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
      seconds,
    };
  } finally {
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

function ok(figures, budget) {
  return figures.perSecond >= budget.perSecond && figures.p99 < budget.p99Ms && figures.errors === 0;
}

function markdown(results) {
  const row = (label, figures, budget) =>
    figures
      ? `| ${label} | ${figures.articles.toLocaleString('en')} | ${figures.perSecond.toFixed(0)} | ${figures.p50} ms | ${figures.p99} ms | ${figures.max} ms | ${figures.errors} | ${cpu(figures)} | ≥ ${budget.perSecond}/s, p99 < ${budget.p99Ms} ms | ${ok(figures, budget) ? 'within' : '**EXCEEDED**'} |`
      : `| ${label} | not run (no PostgreSQL answered, or size 0) | | | | | | | | |`;
  const cpu = (figures) =>
    figures.apiCpuMs === null
      ? '?'
      : `${figures.apiCpuMs.toFixed(2)} ms${figures.dbCpuMs === null ? '' : ` + ${figures.dbCpuMs.toFixed(2)} ms`}`;
  const runs = (label, figures) =>
    figures
      ? `| ${label} | ${figures.runs
          .map((r) => `${r.perSecond.toFixed(0)} req/s, p99 ${r.p99} ms (load ${r.load.toFixed(1)})`)
          .join('; ')} | ${figures.seedSeconds.toFixed(0)} s |`
      : `| ${label} | not run | |`;
  const cpus = os.cpus();
  return `${READ_MIX_HEADING}

Measured by \`node scripts/lib/bench-read-mix.mjs\` (part of \`npm run bench\`) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC;
machine ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 1024 ** 3)} GiB, Node ${process.version}.
The built API (worker off) on a demo database seeded with \`MEDIAWATCH_SEED_ARTICLES\` (the last ${DAYS} days of the
demo newsroom: 32 sources in six languages, their stories, topic matches and rollups), then ${CONNECTIONS} keep-alive
connections from autocannon, each request drawn at random, by weight:

${READ_MIX.map((call) => `- ${call.weight} % ${call.label}`).join('\n')}

A 5 s warm-up, then ${RUNS} runs of ${results.find(Boolean)?.seconds ?? 20} s on the same server; the table gives the medians
(the largest Max), the runs follow with the machine's 1-minute load average after each (2 cores, shared with
other work). CPU per request is the CPU time of the API process (PGlite's engine included) and, on PostgreSQL,
of the server's backends for this database, over the answers of a run: it moves less with the machine's load
than requests per second do (at 2 cores fully used, 1 ms per request is at most 2,000 req/s). Choices: docs/decisions/0010-read-throughput.md and docs/decisions/0011-hardening.md ("Load").

| Database | Articles | Requests/s | p50 | p99 | Max | Errors | CPU per request (API + database) | Budget | |
|---|---|---|---|---|---|---|---|---|---|
${row('PGlite', results[0], READ_MIX_BUDGETS.pglite)}
${row('PostgreSQL', results[1], READ_MIX_BUDGETS.postgres)}

| Database | Runs | Seeded in |
|---|---|---|
${runs('PGlite', results[0])}
${runs('PostgreSQL', results[1])}
`;
}

/** Runs both databases; answers the markdown section and the missed budgets. */
export async function benchReadMix({ seconds = Number(process.env.BENCH_SECONDS ?? 20) } = {}) {
  if (!fs.existsSync(API_ENTRY)) throw new Error('The API is not built (api/dist/server.js). Run `npm run build` first.');
  const pglite = await measure('pglite', SIZES.pglite, seconds);
  const postgres = await measure('postgres', SIZES.postgres, seconds);
  const failures = [];
  if (pglite && !ok(pglite, READ_MIX_BUDGETS.pglite))
    failures.push(`read mix on PGlite: ${pglite.perSecond.toFixed(0)} req/s, p99 ${pglite.p99} ms, ${pglite.errors} errors`);
  if (postgres && !ok(postgres, READ_MIX_BUDGETS.postgres))
    failures.push(`read mix on PostgreSQL: ${postgres.perSecond.toFixed(0)} req/s, p99 ${postgres.p99} ms, ${postgres.errors} errors`);
  if (!postgres && SIZES.postgres > 0 && process.env.CI) failures.push('read mix on PostgreSQL: no PostgreSQL answered');
  return { markdown: markdown([pglite, postgres]), failures, pglite, postgres };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await benchReadMix();
  console.log(result.markdown);
  for (const failure of result.failures) console.error(`Budget exceeded: ${failure}`);
  if (process.argv.includes('--write')) writeBenchmarkSection(READ_MIX_HEADING, result.markdown);
  process.exitCode = result.failures.length ? 1 : 0;
}
