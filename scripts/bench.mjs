#!/usr/bin/env node
// `npm run bench`: measures what users and teams pay, and writes
// docs/benchmarks.md. A script, not a test: numbers vary with the machine.
//
//  - build: a full cold build of every package, and one remote's rebuild;
//  - per route: JavaScript bytes (raw and gzip), requests, and the time to
//    first render in Chromium with a cold cache (median of 5);
//  - the API: requests per second and latency of a cheap authenticated call
//    and of a login (argon2id on purpose makes that one slow);
//  - news (scripts/lib/bench-news.mjs): ingestion throughput through the real
//    fetch pipeline, and search latency on 200,000 articles, PGlite and PostgreSQL;
//  - the read mix (scripts/lib/bench-read-mix.mjs, autocannon): 50 connections
//    of article list, search, task list and current user, PGlite and PostgreSQL;
//  - analytics (scripts/lib/bench-analytics.mjs): the analyst's pages (Daily
//    Report, Explore, Source analysis, Tension, Media Scale Index) on
//    1,000,000 articles (PostgreSQL) and 200,000 (PGlite).
//
// Budgets (issues #2, #4, #5, #10) are checked; the script exits 1 when one is exceeded.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';

import { API_PORT, APPS, DEMO_SIGN_IN } from './lib/apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { installWorkspace, runPnpm, ROOT } from './lib/pnpm.mjs';
import { benchAnalytics } from './lib/bench-analytics.mjs';
import { benchNews } from './lib/bench-news.mjs';
import { benchReadMix } from './lib/bench-read-mix.mjs';
import { startStack } from './lib/stack.mjs';

const RUNS = 5;
const KiB = 1024;
const BUDGETS = { '/auth/jwt/login': 260 * KiB, '/dashboard/reports': 380 * KiB };
// Issue #4: what the footer player adds to the dashboard landing: every script from remote-player's
// origin, gzip. About 28 KiB of it is remoteEntry.js (the federation runtime each remote ships); the rest
// is the player and the MUI parts it is first to use (Slider, Menu, Avatar, Tooltip).
const PLAYER_ROUTE = '/dashboard/reports';
const PLAYER_BUDGET = 70 * KiB;
const PLAYER_ORIGIN = `http://localhost:${APPS.find((app) => app.name === 'remote-player').port}/`;
const ROUTES = [
  { path: '/auth/jwt/login', signedIn: false, ready: { role: 'heading', name: 'Sign in to your account' } },
  { path: '/dashboard/reports', signedIn: true, ready: { role: 'heading', name: 'Daily Report' } },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function timed(label, fn) {
  const started = performance.now();
  const code = await fn();
  if (code !== 0) throw new Error(`${label} failed (exit code ${code})`);
  return performance.now() - started;
}

// ----------------------------------------------------------------------

async function measureBuilds() {
  for (const app of APPS) fs.rmSync(path.join(ROOT, app.name, 'node_modules/.cache/webpack'), { recursive: true, force: true });
  const full = await timed('full build', () => runPnpm(['--recursive', 'run', 'build']));
  const page = path.join(ROOT, 'remote-workers/src/pages/worker-page.tsx');
  const now = new Date();
  fs.utimesSync(page, now, now);
  const remote = await timed('remote rebuild', () => runPnpm(['--filter', 'remote-workers', 'run', 'build']));
  return { full, remote };
}

// ----------------------------------------------------------------------

function apiRequest(method, pathname, { token, body } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const request = http.request(
      {
        host: '127.0.0.1',
        port: API_PORT,
        method,
        path: pathname,
        agent: keepAlive,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

async function signInToken() {
  const response = await apiRequest('POST', '/api/auth/login', { body: DEMO_SIGN_IN });
  if (response.status !== 200) throw new Error(`Demo sign-in failed: ${response.status} ${response.body}`);
  return JSON.parse(response.body).token;
}

/** Runs `call` from `concurrency` loops for `durationMs`; every answer must be `expected`. */
async function load(call, { concurrency, durationMs, expected }) {
  const latencies = [];
  let failures = 0;
  const deadline = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const { status } = await call();
        latencies.push(performance.now() - t0);
        if (status !== expected) failures += 1;
      }
    }),
  );
  const elapsed = performance.now() - started;
  return {
    requests: latencies.length,
    perSecond: latencies.length / (elapsed / 1000),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    failures,
    concurrency,
  };
}

async function measureApi() {
  const token = await signInToken();
  const me = await load(() => apiRequest('GET', '/api/auth/me', { token }), { concurrency: 16, durationMs: 5000, expected: 200 });
  const login = await load(() => apiRequest('POST', '/api/auth/login', { body: DEMO_SIGN_IN }), {
    concurrency: 4,
    durationMs: 5000,
    expected: 200,
  });
  return { me, login };
}

// ----------------------------------------------------------------------

/** Which app (host or remote) served a script, by its origin's port. */
function appOf(url) {
  const port = Number(new URL(url).port);
  return APPS.find((app) => app.port === port)?.name ?? new URL(url).host;
}

async function measureRoute(browser, route, token) {
  const samples = [];
  for (let run = 0; run < RUNS; run += 1) {
    // A new context each time: empty cache, empty storage.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    if (route.signedIn) await context.addInitScript((value) => sessionStorage.setItem('token', value), token);
    const page = await context.newPage();
    const scripts = [];
    let requests = 0;
    page.on('request', () => {
      requests += 1;
    });
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const url = response.url();
      if (type === 'script' || /\.m?js(\?|$)/.test(url)) scripts.push(response);
    });
    await page.goto(`http://localhost:${APPS[0].port}${route.path}`);
    await page.getByRole(route.ready.role, { name: route.ready.name, exact: true }).waitFor();
    const firstRender = await page.evaluate(() => performance.now());
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    await page.waitForLoadState('networkidle');
    let raw = 0;
    let gzip = 0;
    let player = 0;
    const byApp = {};
    for (const response of scripts) {
      const body = await response.body().catch(() => Buffer.alloc(0));
      const zipped = zlib.gzipSync(body, { level: 6 }).length;
      raw += body.length;
      gzip += zipped;
      if (response.url().startsWith(PLAYER_ORIGIN)) player += zipped;
      const app = appOf(response.url());
      byApp[app] = (byApp[app] ?? 0) + zipped;
    }
    samples.push({ firstRender, fcp, raw, gzip, player, byApp, scripts: scripts.length, requests });
    await context.close();
  }
  return {
    path: route.path,
    firstRender: median(samples.map((s) => s.firstRender)),
    fcp: median(samples.map((s) => s.fcp ?? 0)),
    raw: median(samples.map((s) => s.raw)),
    gzip: median(samples.map((s) => s.gzip)),
    player: median(samples.map((s) => s.player)),
    // Where the bytes come from, from the run whose total is the median.
    byApp: [...samples].sort((a, b) => a.gzip - b.gzip)[Math.floor(samples.length / 2)].byApp,
    scripts: median(samples.map((s) => s.scripts)),
    requests: median(samples.map((s) => s.requests)),
    budget: BUDGETS[route.path],
  };
}

// ----------------------------------------------------------------------

function machine() {
  const cpus = os.cpus();
  let chromium = 'unknown';
  try {
    chromium = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    // Reported as unknown.
  }
  return {
    cpu: `${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}`,
    memory: `${Math.round(os.totalmem() / 1024 ** 3)} GiB`,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    chromium,
  };
}

/** The footer player's own JavaScript on the dashboard landing, against its budget (issue #4). */
function playerRow(routes) {
  const route = routes.find((r) => r.path === PLAYER_ROUTE);
  if (!route) return '';
  const ok = route.player <= PLAYER_BUDGET;
  return `| Footer player (remote-player's scripts) on \`${PLAYER_ROUTE}\` | ${kib(route.player)} | ${kib(PLAYER_BUDGET)} | ${ok ? 'within' : '**EXCEEDED**'} |`;
}

function report({ builds, routes, api, when, host }) {
  const budgetRows = routes.map((route) => {
    const ok = route.gzip <= route.budget;
    return `| \`${route.path}\` | ${kib(route.gzip)} | ${kib(route.budget)} | ${ok ? 'within' : '**EXCEEDED**'} |`;
  });
  return `# Benchmarks

Written by \`npm run bench\` (scripts/bench.mjs) on ${when}. Numbers are from
one machine and move with it; compare runs on the same machine.

**Machine**: ${host.cpu}, ${host.memory}, ${host.os}; Node ${host.node}; ${host.chromium}.

## Budgets

| Route | JavaScript (gzip) | Budget | |
|---|---|---|---|
${budgetRows.join('\n')}
${playerRow(routes)}

What every page of a federated host downloads before any component of its
own, and what would meet the budgets: docs/decisions/0007-javascript-budgets.md.

## Routes: first load with a cold cache (median of ${RUNS})

JavaScript is every script the page loaded before it went idle: the host, the
federation runtime, the shared singletons and the remote's page module.
"First render" is the time from navigation start until the page's main heading
is on screen (the auth check included for the dashboard); FCP is Chromium's
first contentful paint.

| Route | JS raw | JS gzip | Scripts | Requests | First render | FCP |
|---|---|---|---|---|---|---|
${routes
  .map(
    (r) =>
      `| \`${r.path}\` | ${kib(r.raw)} | ${kib(r.gzip)} | ${r.scripts} | ${r.requests} | ${Math.round(r.firstRender)} ms | ${Math.round(r.fcp)} ms |`,
  )
  .join('\n')}

### Where the JavaScript comes from (gzip)

The host serves the shared singletons (react-dom, react-router, MUI, emotion,
i18next, TanStack Query, axios and \`@mediawatch/shared\`) and the federation
runtime; each remote serves only its page modules, its own libraries and a
small container entry (production remotes use the host's runtime; see
docs/decisions/0002-shared-module-policy.md).

| Route | ${APPS.map((app) => app.name).join(' | ')} |
|---|${APPS.map(() => '---').join('|')}|
${routes.map((r) => `| \`${r.path}\` | ${APPS.map((app) => (r.byApp[app.name] ? kib(r.byApp[app.name]) : '–')).join(' | ')} |`).join('\n')}

## Build

| What | Time |
|---|---|
| Full build of every package, cold webpack cache (\`npm run build\`) | ${seconds(builds.full)} |
| One remote's rebuild after a change (remote-workers, warm cache) | ${seconds(builds.remote)} |

## API

Direct to the API process on 127.0.0.1:${API_PORT}, keep-alive connections, 5 s each.

| Call | Concurrency | Requests/s | p50 | p95 | Errors |
|---|---|---|---|---|---|
| \`GET /api/auth/me\` (JWT check + one indexed query) | ${api.me.concurrency} | ${api.me.perSecond.toFixed(0)} | ${api.me.p50.toFixed(1)} ms | ${api.me.p95.toFixed(1)} ms | ${api.me.failures} |
| \`POST /api/auth/login\` (argon2id verify, by design ~slow) | ${api.login.concurrency} | ${api.login.perSecond.toFixed(1)} | ${api.login.p50.toFixed(1)} ms | ${api.login.p95.toFixed(1)} ms | ${api.login.failures} |
`;
}

// ----------------------------------------------------------------------

async function main() {
  await installWorkspace();
  console.log('› Timing a cold full build and one remote rebuild…');
  const builds = await measureBuilds();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mediawatch-bench-'));
  const stack = await startStack({
    apiOutput: 'ignore',
    env: { MEDIAWATCH_DATA: dataDir, MEDIAWATCH_LOGIN_RATE_IP: '100000', MEDIAWATCH_LOGIN_RATE_ACCOUNT: '100000' },
  });
  const require = createRequire(path.join(ROOT, 'e2e/package.json'));
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const token = await signInToken();
    const routes = [];
    for (const route of ROUTES) {
      console.log(`› Loading ${route.path} ${RUNS} times with a cold cache…`);
      routes.push(await measureRoute(browser, route, token));
    }
    console.log('› Loading the API…');
    const api = await measureApi();

    console.log('› News ingestion and search (200,000 articles, PGlite and PostgreSQL)…');
    const news = await benchNews();
    console.log('› The read mix: 50 connections, PGlite and PostgreSQL (autocannon)…');
    const readMix = await benchReadMix();
    console.log("› Analytics: the analyst's pages on 1,000,000 articles (PostgreSQL) and 200,000 (PGlite)…");
    const analytics = await benchAnalytics();
    const markdown = `${report({ builds, routes, api, when: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC', host: machine() })}\n${readMix.markdown}\n${news.markdown}\n${analytics.markdown}`;
    fs.mkdirSync(path.join(ROOT, 'docs'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'docs/benchmarks.md'), markdown);
    console.log(markdown);

    const exceeded = routes.filter((route) => route.gzip > route.budget);
    for (const route of exceeded)
      console.error(`Budget exceeded: ${route.path} loads ${kib(route.gzip)} of JavaScript (gzip); the budget is ${kib(route.budget)}.`);
    const playerOver = routes.filter((route) => route.path === PLAYER_ROUTE && route.player > PLAYER_BUDGET);
    for (const route of playerOver)
      console.error(
        `Budget exceeded: the footer player adds ${kib(route.player)} of JavaScript (gzip) to ${route.path}; the budget is ${kib(PLAYER_BUDGET)}.`,
      );
    for (const failure of [...news.failures, ...readMix.failures, ...analytics.failures]) console.error(`Budget exceeded: ${failure}`);
    process.exitCode =
      exceeded.length || playerOver.length || news.failures.length || readMix.failures.length || analytics.failures.length ? 1 : 0;
  } finally {
    await browser.close();
    await stack.stop();
    keepAlive.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`npm run bench failed: ${error.message}`);
  process.exit(1);
});
