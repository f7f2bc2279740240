// The analytics part of `npm run bench` (docs/decisions/0015-analytics-query-plans.md): bundles
// api/bench/analytics-bench.ts like the API itself (esbuild, dependencies
// external) and runs it; answers the markdown section for docs/benchmarks.md
// and the budgets it misses.
//
//   node scripts/lib/bench-analytics.mjs           runs it alone and prints the section
//   node scripts/lib/bench-analytics.mjs --write   and puts it in docs/benchmarks.md (replacing its last one)
//
// Variables (see api/bench/analytics-bench.ts): BENCH_ANALYTICS_PG (1000000),
// BENCH_ANALYTICS_PGLITE (200000), BENCH_ANALYTICS_RUNS (20), BENCH_PG_URL,
// BENCH_KEEP_DB=1 / BENCH_REUSE_DB=1 (keep the PostgreSQL corpus, measure it again).
import { fileURLToPath } from 'node:url';

import { runApiBench, writeBenchmarkSection } from './api-bench.mjs';

const ms = (value) => `${value.toFixed(1)} ms`;
const verdict = (ok) => (ok ? 'within' : '**EXCEEDED**');

/** The rows of the table: what, which timing, which budget. */
const CALLS = [
  { key: 'report', what: 'Daily Report (`GET /api/report/daily`, today and the 7 days before)', budget: 'report' },
  { key: 'exploreOne', what: 'Explore attention, one query over a year by day (`GET /api/explore/attention`)', budget: 'exploreOne' },
  { key: 'exploreFour', what: 'Explore attention, four compared queries over a year by day', budget: 'exploreFour' },
  { key: 'sourceAnalysis', what: 'Source analysis, 28 days (`GET /api/sourceAnalysis/{id}`, 16 sources)', budget: 'sourceAnalysis' },
  { key: 'tension', what: 'Tension of one topic or group over 90 days (`GET /api/tension/index`)', budget: 'tension' },
  { key: 'tensionOverview', what: 'Tension overview, every topic and group (`GET /api/tension/overview`)', budget: 'tension' },
  { key: 'mediaScale', what: 'Media Scale Index over 90 days (`GET /api/mediaScaleIndex/all?days=90`)', budget: 'mediaScale' },
];

function markdown(result) {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const m = result.machine;
  const corpus = (label, figures) =>
    figures
      ? `| ${label} | ${figures.articles.toLocaleString('en')} | ${figures.topicMatches.toLocaleString('en')} | ${figures.clusters.toLocaleString('en')} | ${figures.rollupRows.toLocaleString('en')} | ${figures.generateSeconds === null ? 'reused' : `${figures.generateSeconds.toFixed(0)} s`} | ${figures.exact === null ? 'not checked (reused)' : figures.exact ? 'exact' : '**DIFFER**'} |`
      : `| ${label} | not run | | | | | |`;
  const rows = CALLS.map(({ key, what, budget }) => {
    const cell = (figures) => (figures ? `${ms(figures.timings[key].p50)} / ${ms(figures.timings[key].p95)}` : 'not run');
    const limit = result.budgets[budget];
    const pg = result.postgres?.timings[key];
    const lite = result.pglite?.timings[key];
    return `| ${what} | ${cell(result.postgres)} | ${pg ? verdict(pg.p95 < limit) : '**NOT RUN**'} | ${cell(result.pglite)} | ${lite ? verdict(lite.p95 < limit) : 'not run'} | < ${limit} ms |`;
  });
  return `## Analytics (issue 10)

Measured by \`npm run bench\` (api/bench/analytics-bench.ts, through scripts/lib/bench-analytics.mjs;
\`node scripts/lib/bench-analytics.mjs\` runs this part alone) on ${when} UTC.

Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, ${m.platform}, Node ${m.node}, load average ${m.loadAverage.join(' / ')} at the end${m.postgres ? `; PostgreSQL ${m.postgres}` : ''}.
The PostgreSQL server and the 2 cores are shared with other work on this machine.

A generated corpus: 64 sources in four languages (audiences from 1,000 to 100 million, output skewed
towards a few wires), 4 overlapping source groups, 8 saved topics, one year of articles up to now
(short bodies, headlines with newsroom words of their language), one article in five on a story carried
by several outlets. Articles go in by ordinary \`INSERT … SELECT generate_series\` statements of
25,000 to 100,000 rows and topic matches by one statement per topic, so the statement triggers of
migration 0070 keep the rollups; afterwards every rollup table is compared with a recount of the
articles (\`rollupDrift\`, the check of the API suites).

| Database | Articles | Topic matches | Story clusters | \`rollup_source\` rows | Built in | Rollups |
|---|---|---|---|---|---|---|
${corpus('PostgreSQL', result.postgres)}
${corpus('PGlite', result.pglite)}

Each call goes through the whole app in the bench's process (Fastify \`inject\`: routing, query
validation, the bearer check, the reader, the response serializer), one at a time, in time zone
${result.timeZone}: ${result.runs} measured calls each after 2 warm-ups, rotating over days, sources,
topics or queries as noted. Figures are p50 / p95.

| Call | PostgreSQL (1M) | Budget met | PGlite (200k) | Budget met | Budget (p95) |
|---|---|---|---|---|---|
${rows.join('\n')}

Budgets are those of issue 10 and are checked on PostgreSQL (the server a deployment at 1M articles
runs); PGlite's column checks the same budgets at 200,000. Explore's queries: one of
${result.queries.one.map((q) => `\`${q}\``).join(', ')} (rotated); four: ${result.queries.four.map((q) => `\`${q}\``).join(', ')}.
Query plans and the choices behind them: docs/decisions/0015-analytics-query-plans.md.
`;
}

function failures(result) {
  const out = [];
  if (!result.postgres) out.push('The analytics budgets need PostgreSQL, and none answered.');
  for (const [label, figures] of [
    ['PostgreSQL', result.postgres],
    ['PGlite', result.pglite],
  ]) {
    if (!figures) continue;
    if (figures.exact === false) out.push(`The rollups on ${label} differ from a recount of the articles.`);
    for (const { key, what, budget } of CALLS) {
      const limit = result.budgets[budget];
      if (figures.timings[key].p95 >= limit)
        out.push(`${what} on ${label}: p95 ${ms(figures.timings[key].p95)}; the budget is under ${limit} ms.`);
    }
  }
  return out;
}

/** Runs the analytics bench; answers its markdown section and the budgets it misses. */
export async function benchAnalytics() {
  const result = await runApiBench('analytics-bench');
  return { markdown: markdown(result), failures: failures(result), result };
}

/** Puts the section in docs/benchmarks.md: in place of the one there, or at the end. */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { markdown: section, failures: missed } = await benchAnalytics();
  console.log(section);
  if (process.argv.includes('--write')) writeBenchmarkSection('## Analytics (issue 10)', section);
  for (const failure of missed) console.error(`Budget exceeded: ${failure}`);
  process.exitCode = missed.length ? 1 : 0;
}
