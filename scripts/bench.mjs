#!/usr/bin/env node
// `npm run bench`: measures what users and teams pay, and writes
// docs/benchmarks.md. A script, not a test: numbers vary with the machine.
//
//  - build: a full cold build of every package, and one remote's rebuild;
//  - routes (scripts/lib/bench-routes.mjs): JavaScript bytes per route, time
//    until usable in Chromium, cold, throttled (CPU 4x, Fast 4G) and warm;
//  - the API: requests per second and latency of a cheap authenticated call
//    and of a login (argon2id on purpose makes that one slow);
//  - news (scripts/lib/bench-news.mjs): ingestion throughput through the real
//    fetch pipeline, and search latency on 200,000 articles, PGlite and PostgreSQL;
//  - the read mix (scripts/lib/bench-read-mix.mjs, autocannon): 50 connections
//    of article list, search, task list and current user, PGlite and PostgreSQL;
//  - analytics (scripts/lib/bench-analytics.mjs): the analyst's pages (Daily
//    Report, Explore, Source analysis, Tension, Media Scale Index) on
//    1,000,000 articles (PostgreSQL) and 200,000 (PGlite);
//  - live events (scripts/lib/bench-live.mjs): article stored to its event in
//    200 SSE clients (p95), and 1,000 open streams held by one process.
//  - alerts (scripts/lib/bench-alerts.mjs): alert evaluation for 100 topics
//    after an ingestion batch, PGlite and PostgreSQL.
//  - tone (scripts/lib/bench-tone.mjs): sign accuracy of the tone per language
//    on labelled public data, language detection on the same texts, and the
//    tone's throughput (targets reported, not budgets: they do not fail the run).
//  - entities (scripts/lib/bench-entities.mjs): precision and recall of the
//    people, organizations and places per language on labelled news sentences
//    (targets reported, not budgets).
//  - dates (scripts/lib/bench-dates.mjs): the share of feedparser's date cases
//    the date parser reads right (goal 95 %), and dates read per second.
//  - restart (scripts/lib/bench-restart.mjs): the API on PGlite back after
//    kill -9, three rounds (goal 10 s).
//  - hostile feeds (scripts/lib/bench-hostile.mjs): /api/health while feeds
//    made to hurt are read, PGlite and PostgreSQL (budget 100 ms).
//
// Budgets (each part's, written beside it) are checked; the script exits 1 when one is exceeded.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

import { API_PORT, APPS, DEMO_SIGN_IN } from './lib/apps.mjs';
import { CHROMIUM_PATH } from './lib/chromium.mjs';
import { installWorkspace, runPnpm, ROOT } from './lib/pnpm.mjs';
import { benchAlerts } from './lib/bench-alerts.mjs';
import { benchAnalytics } from './lib/bench-analytics.mjs';
import { launchChromium, measureRoutes, routeFailures, routesMarkdown } from './lib/bench-routes.mjs';
import { benchLive } from './lib/bench-live.mjs';
import { benchNews } from './lib/bench-news.mjs';
import { benchDates } from './lib/bench-dates.mjs';
import { benchEntities } from './lib/bench-entities.mjs';
import { benchTone } from './lib/bench-tone.mjs';
import { benchReadMix } from './lib/bench-read-mix.mjs';
import { benchRestart } from './lib/bench-restart.mjs';
import { benchHostile } from './lib/bench-hostile.mjs';
import { startStack } from './lib/stack.mjs';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
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

function report({ builds, routes, api, when, host }) {
  return `# Benchmarks

Written by \`npm run bench\` (scripts/bench.mjs) on ${when}. Numbers are from
one machine and move with it; compare runs on the same machine.

**Machine**: ${host.cpu}, ${host.memory}, ${host.os}; Node ${host.node}; ${host.chromium}.

${routesMarkdown(routes)}
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
  const browser = await launchChromium();
  try {
    const token = await signInToken();
    const routes = await measureRoutes(browser, token);
    console.log('› Loading the API…');
    const api = await measureApi();

    console.log('› News ingestion and search (200,000 articles, PGlite and PostgreSQL)…');
    const news = await benchNews();
    console.log('› The read mix: 50 connections, PGlite and PostgreSQL (autocannon)…');
    const readMix = await benchReadMix();
    console.log("› Analytics: the analyst's pages on 1,000,000 articles (PostgreSQL) and 200,000 (PGlite)…");
    const analytics = await benchAnalytics();
    console.log('› Live events: 200 SSE clients, 1,000 open streams…');
    const live = await benchLive();
    console.log('› Alerts: evaluation for 100 topics after an ingestion batch, PGlite and PostgreSQL…');
    const alerts = await benchAlerts();
    console.log('› Tone: sign accuracy per language on labelled data, language detection, throughput…');
    const tone = await benchTone();
    console.log('› Entities: precision and recall per kind and language on labelled news sentences…');
    const entities = await benchEntities();
    console.log("› Dates: feedparser's date cases, and dates read per second…");
    const dates = await benchDates();
    console.log('› Restart: the API on PGlite back after kill -9…');
    const restart = await benchRestart();
    console.log('› Hostile feeds: /api/health while they are read, PGlite and PostgreSQL…');
    const hostile = await benchHostile();
    const markdown = `${report({ builds, routes, api, when: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC', host: machine() })}\n${readMix.markdown}\n${news.markdown}\n${analytics.markdown}\n${live.markdown}\n${alerts.markdown}\n${tone.markdown}\n${entities.markdown}\n${dates.markdown}\n${restart.markdown}\n${hostile.markdown}`;
    fs.mkdirSync(path.join(ROOT, 'docs'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'docs/benchmarks.md'), markdown);
    console.log(markdown);

    const failures = [
      ...routeFailures(routes),
      ...news.failures,
      ...readMix.failures,
      ...analytics.failures,
      ...live.failures,
      ...alerts.failures,
      ...restart.failures,
      ...hostile.failures,
    ];
    for (const failure of failures) console.error(`Budget exceeded: ${failure}`);
    for (const missed of [...tone.failures, ...entities.failures, ...dates.failures]) console.error(`Target missed: ${missed}`);
    process.exitCode = failures.length ? 1 : 0;
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
