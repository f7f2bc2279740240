// The tone part of `npm run bench` (docs/decisions/0037-tone-in-every-language.md):
// bundles api/bench/tone-bench.ts like the API itself and runs it; answers the
// markdown section for docs/benchmarks.md and the targets it misses.
//
//   node scripts/lib/bench-tone.mjs           runs it alone and prints the section
//   node scripts/lib/bench-tone.mjs --write   and puts it in docs/benchmarks.md (replacing its last one)
//
// Variables (see api/bench/tone-bench.ts): BENCH_TONE_SPLIT (test).
import { apiBenchPart } from './api-bench.mjs';

export const TONE_HEADING = '## Tone accuracy per language';
/** Targets: at least this share of items scored with the right sign, at most this share at 0. */
const SIGN_TARGET = 70;
const ZERO_TARGET = 33.3;
const pct = (value) => `${value.toFixed(1)} %`;
const LANGUAGE = { en: 'English', fr: 'French', es: 'Spanish', de: 'German', pt: 'Portuguese', it: 'Italian', ar: 'Arabic' };

function markdown(result) {
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const m = result.machine;
  const tone = result.rows
    .map(
      (row) =>
        `| ${LANGUAGE[row.language] ?? row.language} (${row.language}) | ${row.items} | ${pct(row.signAccuracy)} | ${pct(row.zero)} | ${pct(row.signAccuracyScored)} | ${pct(row.afinnSignAccuracy)} | ${pct(row.afinnZero)} |`,
    )
    .join('\n');
  const detection = result.rows
    .map(
      (row) =>
        `| ${LANGUAGE[row.language] ?? row.language} (${row.language}) | ${row.items} | ${pct(row.detection.francOnly)} | ${pct(row.detection.declaredRight)} | ${pct(row.detection.declaredWrong)} |`,
    )
    .join('\n');
  return `${TONE_HEADING}

Measured by \`npm run bench\` (api/bench/tone-bench.ts, through scripts/lib/bench-tone.mjs;
\`node scripts/lib/bench-tone.mjs\` runs this part alone) on ${when} UTC, on the \`${result.split}\` sample of
api/bench/tone/ (tweets labelled positive or negative, UMSAB from cardiffnlp/xlm-t; see its README).
Machine: ${m.cpus} × ${m.cpuModel}, Node ${m.node}, load average ${m.loadAverage.join(' / ')} at the end.

The tone (method version 5): the language's lexicon plus its small model counted as 5 more words (trained by
scripts/lib/train-tone.mjs on UMSAB's train split and the dev sample, every choice made on the dev sample first). Sign accuracy: the share of positive items scored
above 0 and negative items below 0 (an item at 0 counts as wrong). Targets: at least ${SIGN_TARGET} % right, at most a
third at 0. "Before": AFINN-165 (English) over every language, the tone until decision 0037.

| Language | Items | Right sign | At 0 | Right sign of those not at 0 | Right sign before | At 0 before |
|---|---|---|---|---|---|---|
${tone}

Throughput over all these items, in words per second, after a warm-up on the other sample (the first pass meets
words new to the per-language memory of looked-up words, which the following passes find there):

| Tone | First pass | 20 passes |
|---|---|---|
| This one (lexicon and model) | ${result.wordsPerSecond.tone.first.toLocaleString('en')} | ${result.wordsPerSecond.tone.warm.toLocaleString('en')} |
| AFINN-165 over every language (before) | ${result.wordsPerSecond.afinn.first.toLocaleString('en')} | ${result.wordsPerSecond.afinn.warm.toLocaleString('en')} |

A language's lexicon is built on its first use: ${Object.entries(result.firstUseMs)
    .map(([language, ms]) => `${language} ${ms} ms`)
    .join(', ')}.

Language detection on the same texts: the share detected as their language, by franc alone (as before: the
declared language was only a fallback), and by \`detectLanguage\` where the feed declares the right language, or a
wrong one (English; French for English items).

| Language | Items | franc alone (before) | Declared right | Declared wrong |
|---|---|---|---|---|
${detection}

Choices and sources: docs/decisions/0037-tone-in-every-language.md.
`;
}

function failures(result) {
  const out = [];
  for (const row of result.rows) {
    if (row.signAccuracy < SIGN_TARGET)
      out.push(`Tone in ${row.language}: ${pct(row.signAccuracy)} right; the target is ${SIGN_TARGET} %.`);
    if (row.zero > ZERO_TARGET) out.push(`Tone in ${row.language}: ${pct(row.zero)} at 0; the target is at most a third.`);
  }
  return out;
}

/** Runs the tone bench; answers its markdown section and the targets it misses. */
export const benchTone = apiBenchPart(import.meta.url, { name: 'tone-bench', heading: TONE_HEADING, markdown, failures, budget: false });
