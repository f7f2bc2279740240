// The read-mix part of `npm run bench` (issue 14, point 8): the built API on
// a fresh demo database (5,200 articles), PGlite and then PostgreSQL, loaded
// by autocannon with 50 connections cycling through the article list, a
// search, the task list and the current user. Answers the markdown section
// for docs/benchmarks.md and the budgets it misses.
//
//   node scripts/lib/bench-read-mix.mjs        runs it alone and prints the section
//   (set BENCH_SECONDS to change the 20 s of load per database)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import autocannon from 'autocannon';

import { supervise } from './supervisor.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_ENTRY = path.join(ROOT, 'api/dist/server.js');
const PG_URL = process.env.MEDIAWATCH_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';

/** Issue 14, point 8: requests per second at least, p99 below (ms), and no errors. */
export const READ_MIX_BUDGETS = {
  postgres: { perSecond: 400, p99Ms: 500 },
  pglite: { perSecond: 150, p99Ms: 1000 },
};

export const READ_MIX = [
  { label: 'article list', path: '/api/article/all?page=1&pageSize=25' },
  { label: 'article list, deep page', path: '/api/article/all?page=150&pageSize=25' },
  { label: 'search', path: '/api/article/search?q=climate%20OR%20election&pageSize=20' },
  { label: 'task list', path: '/api/task/all' },
  { label: 'current user', path: '/api/auth/me' },
];

const CONNECTIONS = 50;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function psql(sql) {
  return new Promise((resolve) => {
    // pg through the API's own dependency: no psql binary needed.
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `
      import pg from 'pg';
      const client = new pg.Client(${JSON.stringify(`${PG_URL}/postgres`)});
      try { await client.connect(); await client.query(${JSON.stringify(sql)}); process.exit(0); } catch { process.exit(1); } finally { await client.end().catch(() => {}); }
    `,
      ],
      { cwd: path.join(ROOT, 'api'), stdio: 'ignore' },
    );
    child.on('exit', (code) => resolve(code === 0));
  });
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

async function waitForSeed(origin, token, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await fetch(`${origin}/api/article/all?pageSize=1`, { headers: { authorization: `Bearer ${token}` } });
    if (answer.ok && (await answer.json()).total >= 5000) return;
    await sleep(1000);
  }
  throw new Error('the demo articles were not seeded in time');
}

/** Starts the built API on a fresh database, loads it, stops it. */
async function measure(kind, seconds) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mediawatch-read-mix-'));
  const database = `mediawatch_bench_${process.pid}`;
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  if (kind === 'postgres' && !(await psql(`CREATE DATABASE ${database}`))) return null;
  const api = supervise({
    name: `api (${kind})`,
    command: process.execPath,
    args: [API_ENTRY],
    cwd: ROOT,
    output: 'ignore',
    env: {
      ...process.env,
      MEDIAWATCH_DATA: dataDir,
      MEDIAWATCH_API_PORT: String(port),
      MEDIAWATCH_DEMO_FEEDS: 'false',
      MEDIAWATCH_WORKER: 'false',
      MEDIAWATCH_LOG_LEVEL: 'warn',
      MEDIAWATCH_LOGIN_RATE_IP: '100000',
      ...(kind === 'postgres' ? { DATABASE_URL: `${PG_URL}/${database}` } : { DATABASE_URL: '' }),
    },
  });
  try {
    await waitFor(`${origin}/api/health`, 120_000);
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'analyst@mediawatch.local', password: 'mediawatch' }),
    });
    const { token } = await login.json();
    await waitForSeed(origin, token, 240_000);
    const requests = READ_MIX.map((call) => ({ method: 'GET', path: call.path }));
    const headers = { authorization: `Bearer ${token}` };
    // Warm up the plans and caches, then measure.
    await autocannon({ url: origin, connections: 10, duration: 3, headers, requests });
    const result = await autocannon({ url: origin, connections: CONNECTIONS, duration: seconds, headers, requests });
    return {
      kind,
      perSecond: result.requests.average,
      total: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      errors: result.errors + result.timeouts + result.non2xx,
      seconds,
    };
  } finally {
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') await psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
}

function markdown(results) {
  const row = (label, figures, budget) =>
    figures
      ? `| ${label} | ${figures.perSecond.toFixed(0)} | ${figures.p50} ms | ${figures.p99} ms | ${figures.max} ms | ${figures.errors} | ≥ ${budget.perSecond}/s, p99 < ${budget.p99Ms} ms | ${ok(figures, budget) ? 'within' : '**EXCEEDED**'} |`
      : `| ${label} | not run (no PostgreSQL answered) | | | | | | |`;
  return `## API under a read mix (issue 14)

\`node scripts/lib/bench-read-mix.mjs\` (part of \`npm run bench\`): the built API
on a fresh demo database (5,200 articles, worker off), ${CONNECTIONS} keep-alive
connections from autocannon cycling through ${READ_MIX.map((call) => `\`${call.path}\``).join(', ')}
for ${results.find(Boolean)?.seconds ?? 20} s after a 3 s warm-up. Query plans: docs/decisions/0010-read-throughput.md.

| Database | Requests/s | p50 | p99 | Max | Errors | Budget | |
|---|---|---|---|---|---|---|---|
${row('PGlite', results[0], READ_MIX_BUDGETS.pglite)}
${row('PostgreSQL', results[1], READ_MIX_BUDGETS.postgres)}
`;
}

function ok(figures, budget) {
  return figures.perSecond >= budget.perSecond && figures.p99 < budget.p99Ms && figures.errors === 0;
}

/** Runs both databases; answers the markdown section and the missed budgets. */
export async function benchReadMix({ seconds = Number(process.env.BENCH_SECONDS ?? 20) } = {}) {
  if (!fs.existsSync(API_ENTRY)) throw new Error('The API is not built (api/dist/server.js). Run `npm run build` first.');
  const pglite = await measure('pglite', seconds);
  const postgres = await measure('postgres', seconds);
  const failures = [];
  if (pglite && !ok(pglite, READ_MIX_BUDGETS.pglite))
    failures.push(`read mix on PGlite: ${pglite.perSecond.toFixed(0)} req/s, p99 ${pglite.p99} ms, ${pglite.errors} errors`);
  if (postgres && !ok(postgres, READ_MIX_BUDGETS.postgres))
    failures.push(`read mix on PostgreSQL: ${postgres.perSecond.toFixed(0)} req/s, p99 ${postgres.p99} ms, ${postgres.errors} errors`);
  if (!postgres && process.env.CI) failures.push('read mix on PostgreSQL: no PostgreSQL answered');
  return { markdown: markdown([pglite, postgres]), failures, pglite, postgres };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchReadMix();
  console.log(result.markdown);
  for (const failure of result.failures) console.error(`Budget exceeded: ${failure}`);
  process.exitCode = result.failures.length ? 1 : 0;
}
