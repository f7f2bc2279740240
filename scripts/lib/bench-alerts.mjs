// The alerts part of `npm run bench` (docs/decisions/0022-alerts.md): bundles
// api/bench/alerts-bench.ts like the API itself and runs it; answers the
// markdown section for docs/benchmarks.md and the budget it misses.
//
//   node scripts/lib/bench-alerts.mjs           runs it alone and prints the section
//   node scripts/lib/bench-alerts.mjs --write   and puts it in docs/benchmarks.md (replacing its last one)
//
// Variables (see api/bench/alerts-bench.ts): BENCH_ALERTS_ARTICLES (20000), BENCH_ALERTS_RUNS (30), BENCH_PG_URL.
import { apiBenchPart } from './api-bench.mjs';

export const ALERTS_HEADING = '## Alerts (issue 11)';
const ms = (value) => `${value.toFixed(1)} ms`;

function markdown(result) {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const m = result.machine;
  const row = (label, figures) =>
    figures
      ? `| ${label} | ${figures.articles.toLocaleString('en')} | ${figures.topics} (${figures.topicsMatchedPerBatch} matched) | ${figures.batch} | ${figures.runs} | ${figures.firedPerBatch} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${figures.p95 < result.budgetMs ? 'within' : '**EXCEEDED**'} |`
      : `| ${label} | not run | | | | | | | |`;
  return `${ALERTS_HEADING}

Measured by \`npm run bench\` (api/bench/alerts-bench.ts, through scripts/lib/bench-alerts.mjs;
\`node scripts/lib/bench-alerts.mjs\` runs this part alone) on ${when} UTC.
Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}, load average ${m.loadAverage.join(' / ')} at the end.

Alert evaluation after an ingestion batch (\`AlertEvaluator.evaluateBatch\`, what the ingestion runs after
each feed's new articles): 100 active topics (40 every match, 30 spike, 30 threshold, cooldown 0 so every
batch fires), a corpus of articles over the 14 days before now matched by them, then batches of 20 new
articles matched by every topic (not timed) and evaluated (timed), after 2 warm-ups.

| Database | Corpus | Topics | Batch | Batches | Alerts per batch | p50 | p95 | Budget (p95 < ${result.budgetMs} ms) |
|---|---|---|---|---|---|---|---|---|
${row('PGlite', result.pglite)}
${row('PostgreSQL', result.postgres)}

Rules and choices: docs/decisions/0022-alerts.md.
`;
}

function failures(result) {
  const out = [];
  for (const [label, figures] of [
    ['PGlite', result.pglite],
    ['PostgreSQL', result.postgres],
  ]) {
    if (figures && figures.p95 >= result.budgetMs)
      out.push(`Alert evaluation for 100 topics on ${label}: p95 ${ms(figures.p95)}; the budget is under ${result.budgetMs} ms.`);
  }
  return out;
}

/** Runs the alerts bench; answers its markdown section and the budget it misses. */
export const benchAlerts = apiBenchPart(import.meta.url, { name: 'alerts-bench', heading: ALERTS_HEADING, markdown, failures });
