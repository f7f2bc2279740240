// The live part of `npm run bench` (docs/decisions/0021-live-events.md): bundles
// api/bench/live-bench.ts like the API itself and runs it; answers the
// markdown section for docs/benchmarks.md and the budgets it misses.
//
//   node scripts/lib/bench-live.mjs           runs it alone and prints its section
//   node scripts/lib/bench-live.mjs --write   and puts it in docs/benchmarks.md
//   (BENCH_LIVE_CLIENTS, BENCH_LIVE_ROUNDS, BENCH_LIVE_STREAMS make a smaller run)
import { apiBenchPart } from './api-bench.mjs';

/** Budgets: article stored to its event in 200 clients, p95; 1,000 streams held by one process. */
export const LIVE_BUDGETS = { deliveryP95Ms: 1000, clients: 200, streams: 1000 };

export const LIVE_HEADING = '## Live events';

const ms = (value) => `${value.toFixed(1)} ms`;
const verdict = (ok) => (ok ? 'within' : '**EXCEEDED**');

function markdown(result) {
  const { latency, streams, machine } = result;
  const row = (label, figures) =>
    figures
      ? `| ${label} | ${figures.clients} | ${figures.rounds} | ${figures.deliveries} | ${figures.missing} | ${ms(figures.storeP50)} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.max)} |`
      : `| ${label} | not run (no PostgreSQL answered) | | | | | | | |`;
  const best = latency.postgres ?? latency.pglite;
  return `${LIVE_HEADING}

Measured by \`npm run bench\` (api/bench/live-bench.ts, through scripts/lib/bench-live.mjs;
\`node scripts/lib/bench-live.mjs\` runs this part alone). Machine: ${machine.cpus} × ${machine.cpuModel},
${machine.memoryGiB} GiB, Node ${machine.node}, load average ${machine.loadAverage.join(' / ')} at the end.

### From an article stored to its event in every connected client

${best.clients} SSE clients connected to one API process (\`GET /api/events/stream\`, over
loopback, in the same Node process as the API, so they share its CPU); then ${best.rounds} articles,
one after another, through the ingestion pipeline (\`ingestItems\`: deduplicate, store,
cluster, match a topic, write the live event). Latency runs from the start of the
store to the event parsed by each client; every client and article is one delivery.

| Database | Clients | Articles | Deliveries | Missing | Store p50 | p50 | p95 | Slowest |
|---|---|---|---|---|---|---|---|---|
${row('PGlite', latency.pglite)}
${row('PostgreSQL (LISTEN/NOTIFY)', latency.postgres)}

### Open streams held by one process

${streams.streams} streams opened and held (the clients' sockets are in the same process: the
memory counts both ends). Open on the server: ${streams.open}. One event then reached
${streams.reached} of them in ${ms(streams.fanOutMs)}.

| | Before | With ${streams.streams} streams | Per stream |
|---|---|---|---|
| Resident memory (RSS) | ${streams.rssBeforeMiB.toFixed(0)} MiB | ${streams.rssAfterMiB.toFixed(0)} MiB | ${streams.perStreamKiB.toFixed(1)} KiB |
| JavaScript heap used | ${streams.heapBeforeMiB.toFixed(0)} MiB | ${streams.heapAfterMiB.toFixed(0)} MiB | |

Bounded: at most 2,000 streams per process (503 beyond), and a client whose socket holds
more than 256 KiB unsent is dropped (it resumes from its last event id when it comes back).

### Live budgets (issue 11)

| What | Measured | Budget | |
|---|---|---|---|
| Article stored to its event, p95 (${latency.postgres ? 'PostgreSQL' : 'PGlite'}, ${best.clients} clients) | ${ms(best.p95)} | ${LIVE_BUDGETS.deliveryP95Ms} ms | ${verdict(best.p95 < LIVE_BUDGETS.deliveryP95Ms && best.clients >= LIVE_BUDGETS.clients && best.missing === 0)} |
| Streams held by one process | ${streams.open} (reached ${streams.reached}) | ${LIVE_BUDGETS.streams} | ${verdict(streams.open >= LIVE_BUDGETS.streams && streams.reached === streams.open)} |
`;
}

function failures(result) {
  const out = [];
  const best = result.latency.postgres ?? result.latency.pglite;
  if (!(best.p95 < LIVE_BUDGETS.deliveryP95Ms))
    out.push(`live: event delivery p95 ${best.p95.toFixed(0)} ms ≥ ${LIVE_BUDGETS.deliveryP95Ms} ms`);
  if (best.missing > 0) out.push(`live: ${best.missing} deliveries missing`);
  if (best.clients < LIVE_BUDGETS.clients)
    out.push(`live: only ${best.clients} clients measured (budget run needs ${LIVE_BUDGETS.clients})`);
  if (result.streams.open < LIVE_BUDGETS.streams || result.streams.reached !== result.streams.open)
    out.push(`live: ${result.streams.open} streams held, ${result.streams.reached} reached (budget ${LIVE_BUDGETS.streams})`);
  return out;
}

/** Runs the live bench; answers its markdown section and the budgets it misses. */
export const benchLive = apiBenchPart(import.meta.url, { name: 'live-bench', heading: LIVE_HEADING, markdown, failures });
