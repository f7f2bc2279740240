// ----------------------------------------------------------------------
// The small per-language tone model (docs/decisions/0037-tone-in-every-language.md):
// a logistic regression over hashed features of a text's words (the word,
// the word negated, character 3- and 4-grams of the word, pairs of words)
// and the lexicon's count of positive and negative words. Trained by
// api/bench/tone-train.ts (`node scripts/lib/train-tone.mjs`) on UMSAB's
// train split; its weights are ./model-weights.json. The same features are
// computed here for training and for scoring: change one, retrain.

/** Features hash into 2^HASH_BITS buckets. */
export const HASH_BITS = 18;
const MASK = (1 << HASH_BITS) - 1;

const SEED_WORD = 0x811c9dc5;
const SEED_NEGATED = 0x01000193;
const SEED_GRAM = 0x5bd1e995;
const SEED_PAIR = 0x27d4eb2d;
/** The lexicon's counts: one bucket each. */
export const LEXICON_POSITIVE = 1;
export const LEXICON_NEGATIVE = 2;

function fnv(text: string, seed: number, start = 0, end = text.length): number {
  let hash = seed;
  for (let index = start; index < end; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/**
 * A word's own features, the same wherever it appears: its hash, its negated
 * hash, its character grams; and, once a model read it, its weights there
 * (see wordWeights: a word's features belong to one language, so to one model).
 */
export type WordFeatures = { word: number; negated: number; grams: readonly number[]; weights?: WordWeights };

/** The features of a word given as its lexicon key (normalized, accents folded). */
/** The character codes of `^word$`, reused from word to word. */
let codes = new Uint16Array(64);

function gramHash(seed: number, start: number, size: number): number {
  let hash = seed;
  for (let index = start; index < start + size; index += 1) hash = Math.imul(hash ^ codes[index]!, 16777619);
  return (hash >>> 0) & MASK;
}

export function wordFeatures(key: string): WordFeatures {
  const length = key.length + 2;
  if (codes.length < length) codes = new Uint16Array(length * 2);
  codes[0] = 94; // ^
  for (let index = 0; index < key.length; index += 1) codes[index + 1] = key.charCodeAt(index);
  codes[length - 1] = 36; // $
  const grams: number[] = [];
  for (let start = 0; start + 3 <= length; start += 1) grams.push(gramHash(SEED_GRAM + 3, start, 3));
  for (let start = 0; start + 4 <= length; start += 1) grams.push(gramHash(SEED_GRAM + 4, start, 4));
  return { word: fnv(key, SEED_WORD) & MASK, negated: fnv(key, SEED_NEGATED) & MASK, grams };
}

/** The bucket of two words in a row. */
export const pairBucket = (previous: number, word: number) => (Math.imul(previous ^ SEED_PAIR, 31) ^ word) & MASK;

/**
 * A word's own weights in a model, remembered on its features (a word's
 * features belong to one language, so to one model): its weight plus its
 * grams' (`word`), its negated weight minus its grams' (`negated`), and how many buckets that is.
 */
export type WordWeights = { word: number; negated: number; buckets: number };
export function wordWeights(model: Model, features: WordFeatures): WordWeights {
  let found = features.weights;
  if (!found) {
    let grams = 0;
    for (const gram of features.grams) grams += model.weights[gram]!;
    found = {
      word: grams + model.weights[features.word]!,
      negated: model.weights[features.negated]! - grams,
      buckets: features.grams.length + 1,
    };
    features.weights = found;
  }
  return found;
}

/**
 * Collects a text's features: a bucket and its value, 1, or -1 for the
 * character grams of a negated word ("not good" reads the grams of "good"
 * against it). A bucket met twice counts twice.
 */
export class FeatureSink {
  readonly buckets: number[] = [];
  readonly values: number[] = [];
  private previous = -1;

  private push(bucket: number, value: number) {
    this.buckets.push(bucket);
    this.values.push(value);
  }

  /** One word of the text, in order; `negated` when within a negator's reach. */
  add(features: WordFeatures, negated: boolean): void {
    const word = negated ? features.negated : features.word;
    this.push(word, 1);
    for (const gram of features.grams) this.push(gram, negated ? -1 : 1);
    if (this.previous >= 0) this.push(pairBucket(this.previous, word), 1);
    this.previous = word;
  }

  /** The lexicon's verdict on a word (after negation). */
  addPolarity(polarity: 1 | -1): void {
    this.push(polarity > 0 ? LEXICON_POSITIVE : LEXICON_NEGATIVE, 1);
  }
}

/** Weights as shipped: buckets as deltas from the previous one, weights as integers times `scale`. */
export type StoredModel = { bias: number; scale: number; buckets: number[]; weights: number[] };

export type Model = { bias: number; weights: Float32Array };

export function loadModel(stored: StoredModel): Model {
  const weights = new Float32Array(1 << HASH_BITS);
  let bucket = 0;
  stored.buckets.forEach((delta, index) => {
    bucket += delta;
    weights[bucket] = stored.weights[index]! * stored.scale;
  });
  return { bias: stored.bias, weights };
}

/**
 * The model's log-odds that a text is positive: bias plus the weights of its
 * buckets, divided by the square root of their number (the vector is
 * normalized, so a long text is not more confident for being long).
 */
export function logOdds(
  model: { bias: number; weights: ArrayLike<number> },
  features: { buckets: readonly number[]; values: readonly number[] },
): number {
  const { buckets, values } = features;
  if (buckets.length === 0) return model.bias;
  let sum = 0;
  for (let index = 0; index < buckets.length; index += 1) sum += model.weights[buckets[index]!]! * values[index]!;
  return model.bias + sum / Math.sqrt(buckets.length);
}
