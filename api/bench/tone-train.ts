// Trains the per-language tone models (api/src/news/tone/model.ts;
// docs/decisions/0037-tone-in-every-language.md) on UMSAB's train split, picks
// the regularization on the dev sample (bench/tone/<language>.dev.tsv), and
// reports the combinations of lexicon and model on the dev sample only: the
// test sample is never read here. Bundled and run by scripts/lib/train-tone.mjs.
//
//   TONE_XLMT   a clone of github.com/cardiffnlp/xlm-t (a work tree or a git
//               directory) holding commit XLMT_COMMIT; its train split is read
//               from that commit with `git show`
//   TONE_WRITE  1: write api/src/news/tone/model-weights.json
//   TONE_KEEP   weights kept per language (8000, what is shipped)
//   TONE_LAMBDAS, TONE_EPOCHS   the L2 strengths compared on dev (0.0001,0.001,0.01), passes (10);
//               those under a language's MIN_LAMBDA are skipped
//   TONE_SOFT_NEUTRAL  1: neutral tweets trained as p = 1/2 (measured, not kept: decision 0037)
//   TONE_WITH_DEV  1 (default): the weights written are trained again, with the
//               regularization picked on dev, on the train split and the dev
//               sample's polar items together (method version 5); 0: on train
//               only. The dev figures printed are always those of the train-only
//               model (a model trained on dev cannot be measured on it).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { analyseTone, lexiconTone, modelLean, TONE_LANGUAGES } from '../src/news/tone';
import { HASH_BITS, loadModel, logOdds, type Model, type StoredModel } from '../src/news/tone/model';

const SOFT_NEUTRAL = process.env.TONE_SOFT_NEUTRAL === '1';
const XLMT_COMMIT = '874214d64d96599eb869a033c22ec2cc57d19256';
const FOLDER: Record<string, string> = {
  en: 'english',
  fr: 'french',
  es: 'spanish',
  de: 'german',
  pt: 'portuguese',
  it: 'italian',
  ar: 'arabic',
};
const here = path.dirname(fileURLToPath(import.meta.url));
const DATA = path.join(here, path.basename(here) === 'dist' ? '../bench/tone' : 'tone');
const WEIGHTS = path.join(
  here,
  path.basename(here) === 'dist' ? '../src/news/tone/model-weights.json' : '../src/news/tone/model-weights.json',
);
const log = (message: string) => process.stderr.write(`[tone-train] ${message}\n`);

/**
 * The weakest L2 a language may pick on dev. With 0.0001 (dev's pick) the
 * Portuguese and Italian models lean on the unit test's neutral news
 * paragraphs (-7.4 and 6.46, over the |tone| < 5 the product needs); with
 * 0.001 they score -4.41 and 3.92 (decision 0037, "Version 5").
 */
const MIN_LAMBDA: Record<string, number> = { pt: 0.001, it: 0.001 };

type Item = { label: 'positive' | 'negative' | 'neutral'; text: string };

function xlmt(language: string, file: string): string {
  const dir = process.env.TONE_XLMT;
  if (!dir) throw new Error('TONE_XLMT: the path of a clone of cardiffnlp/xlm-t');
  return execFileSync('git', ['-C', dir, 'show', `${XLMT_COMMIT}:data/sentiment/${FOLDER[language]}/${file}`], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
}

function umsab(language: string, split: 'train' | 'val'): Item[] {
  const texts = xlmt(language, `${split}_text.txt`).split('\n');
  const labels = xlmt(language, `${split}_labels.txt`).split('\n');
  const name = ['negative', 'neutral', 'positive'] as const;
  return labels
    .map((label, index) => ({ label: name[Number(label)]!, text: (texts[index] ?? '').replace(/\t/g, ' ') }))
    .filter((item) => item.label && item.text);
}

function readDev(language: string): Item[] {
  return fs
    .readFileSync(path.join(DATA, `${language}.dev.tsv`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [label, ...text] = line.split('\t');
      return { label: label as Item['label'], text: text.join('\t') };
    });
}

/** A deterministic shuffle (the same weights from the same data). */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0;
  for (let index = out.length - 1; index > 0; index -= 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const other = state % (index + 1);
    [out[index], out[other]] = [out[other]!, out[index]!];
  }
  return out;
}

type Example = { buckets: number[]; values: number[]; y: number };

/** Logistic regression, AdaGrad, L2 `lambda`, `epochs` passes. */
function train(examples: Example[], lambda: number, epochs: number) {
  const weights = new Float64Array(1 << HASH_BITS);
  const squares = new Float64Array(1 << HASH_BITS).fill(1e-8);
  let bias = 0;
  let biasSquares = 1e-8;
  const rate = 0.5;
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (const example of shuffled(examples, 1000 + epoch)) {
      const { buckets, values, y } = example;
      const norm = Math.sqrt(buckets.length) || 1;
      const odds = logOdds({ bias, weights }, example);
      const error = 1 / (1 + Math.exp(-odds)) - y;
      const counts = new Map<number, number>();
      buckets.forEach((bucket, index) => counts.set(bucket, (counts.get(bucket) ?? 0) + values[index]!));
      for (const [bucket, count] of counts) {
        const gradient = (error * count) / norm + lambda * weights[bucket]!;
        squares[bucket] = squares[bucket]! + gradient * gradient;
        weights[bucket] = weights[bucket]! - (rate * gradient) / Math.sqrt(squares[bucket]!);
      }
      biasSquares += error * error;
      bias -= (rate * error) / Math.sqrt(biasSquares);
    }
  }
  return { bias, weights };
}

/** Kept: the `keep` largest weights (in absolute value), as integers of `scale` (-127..127). */
function pack(model: { bias: number; weights: Float64Array }, keep: number): StoredModel {
  const sizes = Array.from(model.weights, Math.abs).sort((a, b) => b - a);
  const largest = sizes[0] ?? 0;
  const floor = sizes[Math.min(keep, sizes.length) - 1] ?? 0;
  const scale = largest / 127 || 1;
  const buckets: number[] = [];
  const weights: number[] = [];
  let previous = 0;
  model.weights.forEach((weight, bucket) => {
    const integer = Math.round(weight / scale);
    if (Math.abs(weight) < floor || integer === 0) return;
    buckets.push(bucket - previous);
    weights.push(integer);
    previous = bucket;
  });
  return { bias: Math.round(model.bias * 1e4) / 1e4, scale: Number(scale.toPrecision(6)), buckets, weights };
}

const pct = (count: number, total: number) => Math.round((count / total) * 1000) / 10;

type Scored = { label: Item['label']; lexicon: number; odds: number; words: number; polar: number };

/** Sign accuracy and share at 0 of polar items, share at 0 of neutral ones, for a way of combining. */
function measure(items: Scored[], tone: (item: Scored) => number) {
  const polar = items.filter((item) => item.label !== 'neutral');
  const neutral = items.filter((item) => item.label === 'neutral');
  let right = 0;
  let zero = 0;
  for (const item of polar) {
    const value = Math.round(tone(item) * 100) / 100;
    if (value === 0) zero += 1;
    else if (value > 0 === (item.label === 'positive')) right += 1;
  }
  const neutralZero = neutral.filter((item) => Math.round(tone(item) * 100) === 0).length;
  return { right: pct(right, polar.length), zero: pct(zero, polar.length), neutralZero: pct(neutralZero, neutral.length || 1) };
}

function main() {
  const write = process.env.TONE_WRITE === '1';
  const lambdas = (process.env.TONE_LAMBDAS ?? '0.0001,0.001,0.01').split(',').map(Number);
  const epochs = Number(process.env.TONE_EPOCHS ?? 10);
  const keep = Number(process.env.TONE_KEEP ?? 8000);
  const stored: Record<string, StoredModel> = {};
  const report: Record<string, unknown> = {};
  for (const language of TONE_LANGUAGES) {
    const examples: Example[] = [];
    const gateExamples: Example[] = [];
    for (const item of umsab(language, 'train')) {
      const analysis = analyseTone(item.text, language);
      if (!analysis) continue;
      gateExamples.push({ buckets: analysis.buckets, values: analysis.values, y: item.label === 'neutral' ? 0 : 1 });
      if (item.label !== 'neutral' || SOFT_NEUTRAL)
        examples.push({
          buckets: analysis.buckets,
          values: analysis.values,
          y: item.label === 'positive' ? 1 : item.label === 'neutral' ? 0.5 : 0,
        });
    }
    // Dev: the polar items of bench/tone/<language>.dev.tsv, and the neutral ones of the same val split.
    const dev = [...readDev(language), ...umsab(language, 'val').filter((item) => item.label === 'neutral')].flatMap((item) => {
      const analysis = analyseTone(item.text, language);
      return analysis ? [{ item, analysis }] : [];
    });
    let best: { lambda: number; right: number; model: Model; stored: StoredModel } | undefined;
    for (const lambda of lambdas.filter((value) => value >= (MIN_LAMBDA[language] ?? 0))) {
      const packed = pack(train(examples, lambda, epochs), keep);
      const model = loadModel(packed);
      const scored = dev.map(({ item, analysis }) => ({
        label: item.label,
        lexicon: lexiconTone(analysis),
        odds: logOdds(model, analysis),
        words: analysis.words,
        polar: 1,
      }));
      const { right } = measure(scored, (item) => modelLean(item.odds, 0));
      log(`${language} lambda ${lambda}: model alone ${right} % right on dev (${packed.buckets.length} weights)`);
      if (!best || right > best.right) best = { lambda, right, model, stored: packed };
    }
    // Every choice made, the shipped weights learn from the dev sample too (1,442 polar tweets instead of 1,226).
    const withDev = process.env.TONE_WITH_DEV !== '0';
    const devExamples = dev
      .filter(({ item }) => item.label !== 'neutral')
      .map(({ item, analysis }) => ({ buckets: analysis.buckets, values: analysis.values, y: item.label === 'positive' ? 1 : 0 }));
    stored[language] = withDev ? pack(train([...examples, ...devExamples], best!.lambda, epochs), keep) : best!.stored;
    const gate = loadModel(pack(train(gateExamples, Number(process.env.TONE_GATE_LAMBDA ?? 0.001), epochs), keep));
    const scored = dev.map(({ item, analysis }) => ({
      label: item.label,
      lexicon: lexiconTone(analysis),
      odds: logOdds(best!.model, analysis),
      words: analysis.words,
      polar: 1 / (1 + Math.exp(-logOdds(gate, analysis))),
    }));
    const combinations: Record<string, ReturnType<typeof measure>> = {
      lexicon: measure(scored, (item) => item.lexicon),
      model: measure(scored, (item) => modelLean(item.odds, 0)),
      'lexicon + model, 10 points': measure(scored, (item) => item.lexicon + 10 * modelLean(item.odds, 0)),
    };
    for (const margin of [0, 0.05, 0.1, 0.2]) {
      for (const counted of [3, 5]) {
        combinations[`model as ${counted} words, margin ${margin}`] = measure(
          scored,
          (item) => (((item.lexicon * item.words) / 100 + modelLean(item.odds, margin) * counted) / (item.words + counted)) * 100,
        );
      }
      // A second model, polar or neutral, silencing the first below a threshold: tried, not kept (see the decision).
      for (const threshold of [0.3, 0.5]) {
        combinations[`model as 5 words, margin ${margin}, neutral gate ${threshold}`] = measure(
          scored,
          (item) =>
            (((item.lexicon * item.words) / 100 + (item.polar < threshold ? 0 : modelLean(item.odds, margin) * 5)) / (item.words + 5)) *
            100,
        );
      }
    }
    report[language] = { lambda: best!.lambda, weights: stored[language].buckets.length, withDev, combinations };
  }
  const json = JSON.stringify(stored);
  log(`weights: ${json.length} bytes`);
  if (write) fs.writeFileSync(WEIGHTS, `${json}\n`);
  console.log(JSON.stringify({ bytes: json.length, report }));
}

main();
