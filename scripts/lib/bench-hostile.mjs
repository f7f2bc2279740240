// The hostile-feeds part of `npm run bench`: how long /api/health waits while
// feeds made to hurt are read (200,000 and 5,000 elements deep, 100,000 items),
// on PGlite and on PostgreSQL, against the 100 ms budget. The measuring is the
// API's own timing test (api/test/plugins/app/ingestion/hostile-feeds.timing.test.ts),
// run alone, which writes each step's figures to MEDIAWATCH_TIMING_REPORT; the
// test itself only holds a ceiling that tells parsing is back on the API's thread.
//
//   node scripts/lib/bench-hostile.mjs           runs it alone and prints the section
//   node scripts/lib/bench-hostile.mjs --write   and puts it in docs/benchmarks.md
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { writeBenchmarkSection } from './api-bench.mjs';
import { ROOT } from './pnpm.mjs';

export const HOSTILE_HEADING = '## The API while hostile feeds are read';
/** The slowest /api/health answer allowed while any step runs. */
export const HEALTH_BUDGET_MS = 100;

/** Runs the timing test on `database`; answers its figures, or null when the run failed. */
function measure(database) {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mediawatch-hostile-')), 'figures.json');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/jest/bin/jest.js', '-c', 'api/jest.config.cjs'], {
      cwd: ROOT,
      env: { ...process.env, MEDIAWATCH_TEST_DB: database, MEDIAWATCH_TEST_TIMING: '1', MEDIAWATCH_TIMING_REPORT: report },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => {
      const figures = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')).figures : null;
      fs.rmSync(path.dirname(report), { recursive: true, force: true });
      resolve({ passed: code === 0, figures });
    });
  });
}

const cell = (figure) =>
  figure ? `${figure.slowestHealthMs.toFixed(0)} ms${figure.slowestHealthMs >= HEALTH_BUDGET_MS ? ' **over**' : ''}` : 'not run';

export async function benchHostile() {
  const runs = { pglite: await measure('pglite'), postgres: await measure('postgres') };
  const steps = [...new Set(Object.values(runs).flatMap((run) => (run.figures ?? []).map((figure) => figure.step)))];
  const of = (database, step) => runs[database].figures?.find((figure) => figure.step === step);
  const rows = steps.map(
    (step) =>
      `| ${step} | ${cell(of('pglite', step))} | ${of('pglite', step)?.loopDelayMs.toFixed(0) ?? ''} ms | ${cell(of('postgres', step))} | ${of('postgres', step)?.loopDelayMs.toFixed(0) ?? ''} ms |`,
  );
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const markdown = `${HOSTILE_HEADING}

Measured by \`npm run bench\` (scripts/lib/bench-hostile.mjs, which runs the API's hostile-feeds timing test
alone on each database) on ${when} UTC, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')}.

Each step runs while \`/api/health\` is asked every 5 ms; "health" is the slowest answer, timed from when it
was due, and "loop" the event loop's worst delay. Budget: every answer under ${HEALTH_BUDGET_MS} ms
(docs/decisions/0041-feeds-parsed-off-the-main-thread.md).

| Step | PGlite: health | loop | PostgreSQL: health | loop |
|---|---|---|---|---|
${rows.join('\n')}
`;
  const failures = [];
  for (const [database, run] of Object.entries(runs)) {
    if (!run.passed) failures.push(`The hostile-feeds timing test failed on ${database}.`);
    for (const figure of run.figures ?? [])
      if (figure.slowestHealthMs >= HEALTH_BUDGET_MS)
        failures.push(
          `${database}, ${figure.step}: /api/health took ${figure.slowestHealthMs.toFixed(0)} ms; the budget is ${HEALTH_BUDGET_MS} ms.`,
        );
  }
  return { markdown, failures, runs };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { markdown, failures } = await benchHostile();
  console.log(markdown);
  for (const failure of failures) console.error(`Budget exceeded: ${failure}`);
  if (process.argv.includes('--write')) writeBenchmarkSection(HOSTILE_HEADING, markdown);
  if (failures.length) process.exitCode = 1;
}
