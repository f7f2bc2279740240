// The dates part of `npm run bench`: bundles api/bench/dates-bench.ts like the
// API itself and runs it; answers the markdown section for docs/benchmarks.md
// and the goal it misses (95 % of the public suite's cases read right).
//
//   node scripts/lib/bench-dates.mjs           runs it alone and prints the section
//   node scripts/lib/bench-dates.mjs --write   and puts it in docs/benchmarks.md (replacing its last one)
import { apiBenchPart } from './api-bench.mjs';

export const DATES_HEADING = '## Feed dates read right';
const GOAL = 95;

function markdown(result) {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const share = (100 * result.right) / result.cases;
  return `${DATES_HEADING}

Measured by \`npm run bench\` (api/bench/dates-bench.ts, through scripts/lib/bench-dates.mjs) on ${when} UTC.
Machine: ${result.machine.cpus} × ${result.machine.cpuModel}, Node ${result.machine.node}, load average ${result.machine.loadAverage.join(' / ')}.

The date cases of feedparser's test suite (api/bench/dates/README.md: source, commit, licence), read by the
one date parser (api/src/news/dates.ts) and compared to the second with the instant each means, or with no
date where none is expected.

| Cases | Read right | Share | Goal | Dates read per second |
|---|---|---|---|---|
| ${result.cases} | ${result.right} | ${share.toFixed(1)} % | ${GOAL} % | ${result.datesPerSecond.toLocaleString('en')} |
${result.wrong.length ? `\nRead wrong: ${result.wrong.map((input) => `\`${input}\``).join(', ')}.\n` : ''}`;
}

function failures(result) {
  const share = (100 * result.right) / result.cases;
  return share < GOAL ? [`Feed dates: ${share.toFixed(1)} % of the public cases read right; the goal is ${GOAL} %.`] : [];
}

/** Runs the dates bench; answers its markdown section and the goal it misses. */
export const benchDates = apiBenchPart(import.meta.url, { name: 'dates-bench', heading: DATES_HEADING, markdown, failures, budget: false });
