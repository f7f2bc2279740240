// The entities part of `npm run bench` (docs/decisions/0047-entities-method.md):
// bundles api/bench/entities-bench.ts like the API itself and runs it; answers
// the markdown section for docs/benchmarks.md and the targets it misses.
//
//   node scripts/lib/bench-entities.mjs           runs it alone and prints the section
//   node scripts/lib/bench-entities.mjs --write   and puts it in docs/benchmarks.md (replacing its last one)
import { apiBenchPart } from './api-bench.mjs';

export const ENTITIES_HEADING = '## Entities: precision and recall per language';
/** The targets (docs/decisions/0047-entities-method.md): place precision at least 80 %, person and organization F1 at least 60 % in English and French. */
const PLACE_PRECISION = 80;
const F1_TARGET = 60;
const LANGUAGE = { en: 'English', fr: 'French', es: 'Spanish', de: 'German', pt: 'Portuguese', it: 'Italian', ar: 'Arabic' };
const KIND = { person: 'People', org: 'Organizations', place: 'Places' };
const pct = (value) => `${value.toFixed(1)} %`;

function markdown(result) {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const m = result.machine;
  const rows = result.rows
    .map(
      (row) =>
        `| ${LANGUAGE[row.language] ?? row.language} (${row.language}) | ${KIND[row.kind]} | ${row.sentences} | ${row.gold} | ${row.found} | ${pct(row.precision)} | ${pct(row.recall)} | ${pct(row.f1)} |`,
    )
    .join('\n');
  return `${ENTITIES_HEADING}

Measured by \`npm run bench\` (api/bench/entities-bench.ts, through scripts/lib/bench-entities.mjs;
\`node scripts/lib/bench-entities.mjs\` runs this part alone) on ${when} UTC, on api/bench/entities/sample.jsonl:
the 500 news sentences of Universal NER's PUD test set in English, German and Portuguese (the same sentences
translated; CC BY-SA 3.0, see its README). A found entity is right when its kind is the gold one and its name or
gazetteer sense is the gold mention's (an alias counts: "U.S." found as the United States); each entity counts once
per sentence. French, Spanish, Italian and Arabic have no gold set here yet (none with a licence we could ship was
found in the time): they are tested on known sentences only (api/test/news/entities.unit.test.ts).
Machine: ${m.cpus} × ${m.cpuModel}, Node ${m.node}, load average ${m.loadAverage.join(' / ')} at the end.

| Language | Kind | Sentences | Gold | Found | Precision | Recall | F1 |
|---|---|---|---|---|---|---|---|
${rows}

Targets: place precision at least ${PLACE_PRECISION} %, person and organization F1 at least ${F1_TARGET} % in English
and French. Throughput: ${result.charsPerSecond.toLocaleString('en')} characters per second over these sentences
(${result.msPer1000Chars} ms per 1,000 characters); the gazetteers take ${result.gazetteerMs.toLocaleString('en')} ms to build on
first use in a process.

Choices and sources: docs/decisions/0047-entities-method.md.
`;
}

function failures(result) {
  const out = [];
  for (const row of result.rows) {
    if (row.kind === 'place' && row.precision < PLACE_PRECISION)
      out.push(`Places in ${row.language}: precision ${pct(row.precision)}; the target is ${PLACE_PRECISION} %.`);
    if (row.kind !== 'place' && ['en', 'fr'].includes(row.language) && row.f1 < F1_TARGET)
      out.push(`${KIND[row.kind]} in ${row.language}: F1 ${pct(row.f1)}; the target is ${F1_TARGET} %.`);
  }
  return out;
}

/** Runs the entities bench; answers its markdown section and the targets it misses. */
export const benchEntities = apiBenchPart(import.meta.url, {
  name: 'entities-bench',
  heading: ENTITIES_HEADING,
  markdown,
  failures,
  budget: false,
});
