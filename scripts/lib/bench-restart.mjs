// The restart part of `npm run bench`: how long the API on PGlite takes to
// answer again after `kill -9` (an OOM kill, a power cut), and where that time
// goes. A fresh demo database is seeded, the API keeps working for a while
// (the demo feeds are polled, alerts evaluated), is killed with SIGKILL in the
// middle of it, then started again and timed until /api/health answers; three
// rounds. Goal: back within 10 s (docs/decisions/0003-database.md).
//
//   node scripts/lib/bench-restart.mjs           runs it alone and prints the section
//   node scripts/lib/bench-restart.mjs --write   and puts it in docs/benchmarks.md
//
// Variables: BENCH_RESTART_WORK_SECONDS (60), the time the API works before each kill.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { writeBenchmarkSection } from './api-bench.mjs';
import { PORT_OFFSET } from './apps.mjs';
import { ROOT } from './pnpm.mjs';

export const RESTART_HEADING = '## Restart after kill -9 (PGlite)';
const GOAL_MS = 10_000;
const ROUNDS = 3;
const WORK_SECONDS = Number(process.env.BENCH_RESTART_WORK_SECONDS ?? 60);
const PORT = 3790 + PORT_OFFSET;

/** Starts the built API on `dataDir`; answers the child and a promise of its log lines. */
function startApi(dataDir) {
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    cwd: ROOT,
    env: { ...process.env, MEDIAWATCH_DATA: dataDir, MEDIAWATCH_API_PORT: String(PORT), MEDIAWATCH_DEMO_FEEDS_PORT: String(PORT + 1) },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const lines = [];
  let rest = '';
  child.stdout.on('data', (chunk) => {
    const text = rest + chunk;
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
  });
  return { child, lines };
}

async function untilHealthy(startedAt, timeoutMs = 300_000) {
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (answer.ok) return performance.now() - startedAt;
    } catch {
      // not yet listening
    }
    if (performance.now() - startedAt > timeoutMs) throw new Error('The API did not come back');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The open and migrate times the API logged with "Database ready". */
function databaseTimes(lines) {
  for (const line of lines) {
    try {
      const entry = JSON.parse(line);
      if (entry.msg === 'Database ready') return { openMs: entry.openMs, migrateMs: entry.migrateMs };
    } catch {
      // not JSON
    }
  }
  return { openMs: null, migrateMs: null };
}

export async function benchRestart() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mediawatch-restart-'));
  const rounds = [];
  try {
    let api = startApi(dataDir);
    await untilHealthy(performance.now());
    for (let round = 1; round <= ROUNDS; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, WORK_SECONDS * 1000));
      const wal = fs.readdirSync(path.join(dataDir, 'pglite/pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name)).length;
      api.child.kill('SIGKILL');
      await new Promise((resolve) => api.child.once('exit', resolve));
      const startedAt = performance.now();
      api = startApi(dataDir);
      const backMs = await untilHealthy(startedAt);
      rounds.push({ round, backMs: Math.round(backMs), walSegments: wal, ...databaseTimes(api.lines) });
    }
    api.child.kill('SIGTERM');
    await new Promise((resolve) => api.child.once('exit', resolve));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const rows = rounds
    .map(
      (r) =>
        `| ${r.round} | ${r.walSegments} | ${r.openMs ?? '?'} ms | ${r.migrateMs ?? '?'} ms | ${r.backMs} ms | ${r.backMs <= GOAL_MS ? 'within' : '**EXCEEDED**'} |`,
    )
    .join('\n');
  const markdown = `${RESTART_HEADING}

Measured by \`npm run bench\` (scripts/lib/bench-restart.mjs) on ${when} UTC, load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')}.

The API on a fresh demo database in PGlite works for ${WORK_SECONDS} s (seeding, polling the demo feeds), is
killed with SIGKILL, and is started again: the time from the new process's start until \`/api/health\`
answers, of which opening the database (PGlite's engine, and its log replayed after the crash) and migrating.
WAL segments are the 16 MiB files in \`pg_wal\` at the kill.

| Round | WAL segments | Open | Migrate | Back after | Goal (${GOAL_MS / 1000} s) |
|---|---|---|---|---|---|
${rows}
`;
  const failures = rounds
    .filter((r) => r.backMs > GOAL_MS)
    .map((r) => `Restart after kill -9, round ${r.round}: ${r.backMs} ms; the goal is ${GOAL_MS} ms.`);
  return { markdown, failures, rounds };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { markdown, failures } = await benchRestart();
  console.log(markdown);
  for (const failure of failures) console.error(`Budget exceeded: ${failure}`);
  if (process.argv.includes('--write')) writeBenchmarkSection(RESTART_HEADING, markdown);
}
