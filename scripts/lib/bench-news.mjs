// The news part of `npm run bench`: bundles api/bench/news-bench.ts
// like the API itself (esbuild, dependencies external) and runs it; answers
// the markdown section for docs/benchmarks.md and the budgets it misses.
//
//   node scripts/lib/bench-news.mjs           runs it alone and prints the section
//   node scripts/lib/bench-news.mjs --write   and puts it in docs/benchmarks.md
//   (BENCH_STEPS, BENCH_CORPUS, BENCH_BULK_ITEMS: see api/bench/news-bench.ts)
import { apiBenchPart } from './api-bench.mjs';

export const NEWS_HEADING = '## News ingestion and search';

/** Budgets: search p95 on PostgreSQL, and articles stored per second. */
export const NEWS_BUDGETS = { searchP95Ms: 150, articlesPerSecond: 300 };

const ms = (value) => `${value.toFixed(1)} ms`;
const verdict = (ok) => (ok ? 'within' : '**EXCEEDED**');

function markdown(result) {
  const { ingestion, search } = result;
  const ingestionRow = (label, figures) =>
    figures && figures.feeds !== undefined
      ? `| ${label} | ${figures.feeds} | ${figures.items} | ${figures.inserted} | ${figures.duplicates + figures.dropped} | ${figures.seconds.toFixed(1)} s | ${figures.itemsPerSecond.toFixed(0)} | ${figures.articlesPerSecond.toFixed(0)} | ${figures.clusters.toLocaleString('en')} (${figures.clustered.toLocaleString('en')} articles) |`
      : `| ${label} | not run (no PostgreSQL answered, or step not selected) | | | | | | | |`;
  const searchRow = (label, figures) =>
    figures
      ? `| ${label} | ${figures.corpus.toLocaleString('en')} | ${figures.generateSeconds.toFixed(0)} s | ${figures.runs} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.max)} |`
      : `| ${label} | not run (no PostgreSQL answered, or step not selected) | | | | | |`;
  const bulkRow = (label, figures) =>
    figures
      ? `| ${label} | ${figures.items.toLocaleString('en')} | ${(figures.bytes / 1048576).toFixed(1)} MiB | ${figures.inserted.toLocaleString('en')} | ${figures.seconds.toFixed(1)} s | ${figures.itemsPerSecond.toFixed(0)} |`
      : `| ${label} | not run (no PostgreSQL answered, or step not selected) | | | | |`;
  const ingestionBest = ingestion.postgres ?? ingestion.pglite;
  const anyIngestion = ingestionBest ?? { feeds: 0 };
  const corpus = (search.postgres ?? search.pglite)?.corpus ?? 0;
  const machine = result.machine
    ? `Machine: ${result.machine.cpus} × ${result.machine.cpuModel}, ${result.machine.memoryGiB} GiB, Node ${result.machine.node}, ` +
      `load average ${result.machine.loadAverage.join(' / ')} at the end` +
      `${result.machine.postgres ? `; PostgreSQL ${result.machine.postgres}` : ''}. ${result.machine.notes}\n`
    : '';
  return `${NEWS_HEADING}

Measured by \`npm run bench\` (api/bench/news-bench.ts, through scripts/lib/bench-news.mjs;
\`node scripts/lib/bench-news.mjs\` runs this part alone).

${machine}
### Ingestion

Every demo source's feed (${anyIngestion.feeds / ingestion.rounds} feeds: RSS 2.0, RSS 1.0, Atom and JSON Feed,
in English, French, Spanish and Arabic), ${ingestion.itemsPerFeed} items each, ${ingestion.rounds} rounds of new items,
fetched over HTTP from a local server by the worker's own \`IngestionService\`
(${ingestion.concurrency} at once): parse, clean and sanitize, deduplicate, detect the language, score the tone,
match the demo topics, cluster, store, and record the fetch runs. "Stored/s" counts new articles;
"Story clusters" are the stories they ended in (for the same articles, fewer clusters is fewer stories split
between concurrent batches; docs/decisions/0031-story-cluster-candidates.md).

| Database | Feeds fetched | Items | Stored | Duplicates and drops | Time | Items/s | Stored/s | Story clusters |
|---|---|---|---|---|---|---|---|---|
${ingestionRow('PGlite', ingestion.pglite)}
${ingestionRow('PostgreSQL', ingestion.postgres)}

### One large feed

One feed of ${(result.bulk?.items ?? 40000).toLocaleString('en')} new items (RSS 2.0, a first fetch), read by a source whose
item cap (\`MEDIAWATCH_FEED_MAX_ITEMS\`) lets them all in: parsed and cleaned in the feed worker threads,
stored in chunks of 1,000 rows a statement (docs/decisions/0041-feeds-parsed-off-the-main-thread.md).

| Database | Items | Feed size | Stored | Time | Items/s |
|---|---|---|---|---|---|
${bulkRow('PGlite', result.bulk?.pglite)}
${bulkRow('PostgreSQL', result.bulk?.postgres)}

### Search

A generated corpus (deterministic words in four languages over ${corpus.toLocaleString('en')} articles, one
year of dates, one source per demo feed), then ${search.queries.length} queries of the topic language
(every operator and field), each run through \`ArticlesRepository.search\` as
\`GET /api/article/search\` runs it: the page of hits with highlights, the total
and the facets by source, language and day. One warm-up pass, then three measured passes.

| Database | Articles | Corpus built in | Searches | p50 | p95 | Slowest |
|---|---|---|---|---|---|---|
${searchRow('PGlite', search.pglite)}
${searchRow('PostgreSQL', search.postgres)}

Queries: ${search.queries.map((q) => `\`${q}\``).join(', ')}.

### News budgets (issue #5)

Both are checked on PostgreSQL when one answers (the server a deployment
runs); PGlite, single-threaded inside the API process, is reported above.

| What | Measured | Budget | |
|---|---|---|---|
| Search p95 on PostgreSQL | ${search.postgres ? ms(search.postgres.p95) : 'not run'} | ${NEWS_BUDGETS.searchP95Ms} ms | ${search.postgres ? verdict(search.postgres.p95 < NEWS_BUDGETS.searchP95Ms) : '**NOT RUN**'} |
| Ingestion, articles stored per second (${ingestion.postgres ? 'PostgreSQL' : 'PGlite'}) | ${ingestion.perSecond.toFixed(0)} | ${NEWS_BUDGETS.articlesPerSecond} | ${verdict(ingestion.perSecond >= NEWS_BUDGETS.articlesPerSecond)} |
`;
}

function failures(result) {
  const out = [];
  const { ingestion, search } = result;
  if (!search.postgres) out.push('The search budget needs PostgreSQL, and none answered.');
  else if (search.postgres.p95 >= NEWS_BUDGETS.searchP95Ms)
    out.push(`Search p95 on PostgreSQL is ${ms(search.postgres.p95)}; the budget is under ${NEWS_BUDGETS.searchP95Ms} ms.`);
  if (ingestion.perSecond < NEWS_BUDGETS.articlesPerSecond)
    out.push(`Ingestion stores ${ingestion.perSecond.toFixed(0)} articles/s; the budget is at least ${NEWS_BUDGETS.articlesPerSecond}.`);
  return out;
}

/** Runs the news bench; answers its markdown section and the budgets it misses. */
export const benchNews = apiBenchPart(import.meta.url, { name: 'news-bench', heading: NEWS_HEADING, markdown, failures });
