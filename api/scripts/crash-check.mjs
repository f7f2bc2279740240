// A crash never wedges a scheduled job (docs/decisions/0041-feeds-parsed-off-the-main-thread.md),
// checked on the built API: starts dist/server.js on a temporary PGlite folder (or the PostgreSQL
// database given), runs the daily report now, kills the process with SIGKILL at once, starts it
// again and prints what the Scheduler shows: the run recorded as interrupted, run now accepted (202,
// not 409), feed-polling running again within its period.
//
//   node build.mjs && node scripts/crash-check.mjs [postgres://...]

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const api = fileURLToPath(new URL('..', import.meta.url));
const data = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-kill9-'));
const port = 3900 + Math.floor(Math.random() * 50);
const env = {
  ...process.env,
  MEDIAWATCH_DATA: data,
  MEDIAWATCH_API_PORT: String(port),
  MEDIAWATCH_DEMO_FEEDS: 'false',
  MEDIAWATCH_SEED_ARTICLES: '0',
  MEDIAWATCH_LOG_LEVEL: 'warn',
  MEDIAWATCH_JWT_SECRET: 'x'.repeat(40),
  ...(process.argv[2] ? { DATABASE_URL: process.argv[2] } : {}),
};
const base = `http://127.0.0.1:${port}/api`;
const start = () => spawn(process.execPath, ['dist/server.js'], { cwd: api, env, stdio: ['ignore', 'inherit', 'inherit'] });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function ready() {
  for (let i = 0; i < 1800; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('not ready');
}
async function token() {
  const r = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@mediawatch.local', password: 'mediawatch' }),
  });
  return (await r.json()).token;
}
const jobs = async (t) => await (await fetch(`${base}/scheduler/all`, { headers: { authorization: `Bearer ${t}` } })).json();
let child = start();
await ready();
let t = await token();
const poll0 = (await jobs(t)).find((j) => j.name === 'feed-polling');
const run = await fetch(`${base}/scheduler/run/daily-report`, { method: 'POST', headers: { authorization: `Bearer ${t}` } });
console.log('run-now daily-report', run.status);
child.kill('SIGKILL');
await new Promise((r) => child.once('exit', r));
console.log('killed -9');
const t0 = Date.now();
child = start();
await ready();
t = await token();
const after = await jobs(t);
const report = after.find((j) => j.name === 'daily-report');
console.log('after restart (%d ms): daily-report status=%s error=%s', Date.now() - t0, report.status, report.lastError);
const again = await fetch(`${base}/scheduler/run/daily-report`, { method: 'POST', headers: { authorization: `Bearer ${t}` } });
console.log('run-now after restart', again.status);
const before = after.find((j) => j.name === 'feed-polling').runCount;
await sleep(7000);
const polling = (await jobs(t)).find((j) => j.name === 'feed-polling');
console.log(
  'feed-polling runs: before restart %d, at restart %d, 7 s later %d, status %s',
  poll0.runCount,
  before,
  polling.runCount,
  polling.status,
);
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
fs.rmSync(data, { recursive: true, force: true });
