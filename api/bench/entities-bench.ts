// The entities part of `npm run bench` (docs/decisions/0047-entities-method.md):
// precision and recall of extractEntities per kind and per language on the
// labelled news sentences of bench/entities/ (Universal NER, PUD; see its
// README), and the extraction's throughput. Bundled and run by
// scripts/lib/bench-entities.mjs; prints its result as JSON last.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { extractEntities, type ExtractedEntity } from '../src/news/entities';
import { gazetteer } from '../src/news/entities/gazetteer';
import { nameKey } from '../src/news/entities/normalize';

const here = path.dirname(fileURLToPath(import.meta.url));
// Bundled into dist/ by scripts/lib/api-bench.mjs, or run from bench/.
const DATA = path.join(here, path.basename(here) === 'dist' ? '../bench/entities' : 'entities');
const log = (message: string) => process.stderr.write(`[entities-bench] ${message}\n`);

type Kind = ExtractedEntity['kind'];
const KINDS: Kind[] = ['person', 'org', 'place'];

interface Item {
  language: string;
  id: string;
  text: string;
  entities: Array<{ text: string; kind: Kind }>;
}

/** The keys a gold mention may be found under: its own name, and every sense the gazetteer gives it. */
function goldKeys(text: string, kind: Kind): Set<string> {
  const key = nameKey(text);
  const keys = new Set([`${kind}:${key}`]);
  for (const sense of gazetteer().names.get(key) ?? []) if (sense.kind === kind) keys.add(sense.key);
  return keys;
}

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

function score(items: Item[]) {
  const counts = new Map<string, Counts>();
  const bump = (language: string, kind: Kind, field: keyof Counts) => {
    const key = `${language}:${kind}`;
    const entry = counts.get(key) ?? { tp: 0, fp: 0, fn: 0 };
    entry[field] += 1;
    counts.set(key, entry);
  };
  for (const item of items) {
    const found = extractEntities('', item.text, item.language);
    // One gold entry per entity of the sentence (the extraction answers each entity once).
    const gold: Array<{ kind: Kind; keys: Set<string>; last: string; matched: boolean }> = [];
    for (const entity of item.entities) {
      const keys = goldKeys(entity.text, entity.kind);
      if (gold.some((known) => known.kind === entity.kind && [...keys].some((key) => known.keys.has(key)))) continue;
      gold.push({ kind: entity.kind, keys, last: nameKey(entity.text).split(' ').at(-1)!, matched: false });
    }
    for (const entity of found) {
      const match = gold.find(
        (known) =>
          !known.matched &&
          known.kind === entity.kind &&
          (known.keys.has(entity.key) ||
            known.keys.has(`${entity.kind}:${nameKey(entity.name)}`) ||
            // A person named in full by the alias table ("Macron" is "Emmanuel Macron").
            (entity.kind === 'person' && nameKey(entity.name).split(' ').at(-1) === known.last)),
      );
      if (match) {
        match.matched = true;
        bump(item.language, entity.kind, 'tp');
      } else bump(item.language, entity.kind, 'fp');
    }
    for (const known of gold) if (!known.matched) bump(item.language, known.kind, 'fn');
  }
  return counts;
}

const round = (value: number) => Math.round(value * 1000) / 10;

function main() {
  const items = fs
    .readFileSync(path.join(DATA, 'sample.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Item);
  log(`${items.length} sentences`);
  const started = performance.now();
  gazetteer();
  const buildMs = Math.round(performance.now() - started);
  const counts = score(items);
  const languages = [...new Set(items.map((item) => item.language))];
  const rows = languages.flatMap((language) =>
    KINDS.map((kind) => {
      const c = counts.get(`${language}:${kind}`) ?? { tp: 0, fp: 0, fn: 0 };
      const precision = c.tp + c.fp > 0 ? c.tp / (c.tp + c.fp) : 0;
      const recall = c.tp + c.fn > 0 ? c.tp / (c.tp + c.fn) : 0;
      const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
      return {
        language,
        kind,
        sentences: items.filter((item) => item.language === language).length,
        gold: c.tp + c.fn,
        found: c.tp + c.fp,
        precision: round(precision),
        recall: round(recall),
        f1: round(f1),
      };
    }),
  );
  // Throughput: every sentence 20 times, characters per second.
  const chars = items.reduce((sum, item) => sum + item.text.length, 0);
  const passes = 20;
  const t0 = performance.now();
  for (let pass = 0; pass < passes; pass++) for (const item of items) extractEntities('', item.text, item.language);
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    JSON.stringify({
      rows,
      gazetteerMs: buildMs,
      charsPerSecond: Math.round((chars * passes) / seconds),
      msPer1000Chars: Math.round(((seconds * 1000) / ((chars * passes) / 1000)) * 1000) / 1000,
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? '?',
        node: process.version,
        loadAverage: os.loadavg().map((v) => v.toFixed(2)),
      },
    }),
  );
}

main();
