import { type Lexicon, lexiconFor, NEGATOR } from './lexicons';
import { FeatureSink, LEXICON_NEGATIVE, LEXICON_POSITIVE, type Model, pairBucket, wordWeights } from './model';
import { modelFor } from './model-store';
import { NEGATION_WINDOW } from './negation';
import { words } from './normalize';

// ----------------------------------------------------------------------
// Tone in the article's language (docs/decisions/0037-tone-in-every-language.md).

export { TONE_LANGUAGES } from './lexicons';
export { normalizeArabic } from './normalize';

/** "fr", "fr-FR", "FR" → "fr". */
const baseLanguage = (language: string) => language.trim().toLowerCase().split(/[-_]/)[0] ?? '';

type Reading = { words: number; positive: number; negative: number; sum: number; buckets: number };

/**
 * Reads `found` (a text's words) with a lexicon: how many words are positive
 * and negative (a polar word within NEGATION_WINDOW words after a negator
 * counts with the opposite sign); with `model`, the sum of its weights over
 * the text's features and their number (each word's own weights added up once
 * and remembered with it: wordWeights); with `sink`, the features themselves
 * (for training). One walk for both, so that they cannot disagree.
 */
function read(found: string[], lexicon: Lexicon, model?: Model, sink?: FeatureSink): Reading {
  let positive = 0;
  let negative = 0;
  let negatedUntil = -1;
  let sum = 0;
  let buckets = 0;
  let previous = -1;
  let symbols = 0;
  for (let index = 0; index < found.length; index += 1) {
    const { polarity, features, symbol } = lexicon.entry(found[index]!);
    if (symbol) symbols += 1;
    const negated = index <= negatedUntil;
    sink?.add(features, negated);
    if (model) {
      const own = wordWeights(model, features);
      const hash = negated ? features.negated : features.word;
      sum += negated ? own.negated : own.word;
      buckets += own.buckets;
      if (previous >= 0) {
        sum += model.weights[pairBucket(previous, hash)]!;
        buckets += 1;
      }
      previous = hash;
    }
    if (polarity === NEGATOR) {
      negatedUntil = index + NEGATION_WINDOW;
      continue;
    }
    if (polarity === 0) continue;
    const positiveHere = (negated ? -polarity : polarity) > 0;
    if (positiveHere) positive += 1;
    else negative += 1;
    sink?.addPolarity(positiveHere ? 1 : -1);
    if (model) {
      sum += model.weights[positiveHere ? LEXICON_POSITIVE : LEXICON_NEGATIVE]!;
      buckets += 1;
    }
  }
  return { words: found.length - symbols, positive, negative, sum, buckets };
}

/** The lexicon of `language` and the tokens of `text` (words, emoji, emoticons); undefined when there is no lexicon or no token. */
function wordsOf(text: string, language: string) {
  const base = baseLanguage(language);
  const lexicon = lexiconFor(base);
  const found = lexicon ? words(text, base) : [];
  return lexicon && found.length > 0 ? { base, lexicon, found } : undefined;
}

/** What the tone is computed from: the lexicon's count and the model's features. */
export type ToneAnalysis = { words: number; positive: number; negative: number; buckets: number[]; values: number[] };

/**
 * A text's words read with the lexicon of `language` (see `read`), with its
 * model features. `null` when the language has no lexicon or the text no word.
 */
export function analyseTone(text: string, language: string): ToneAnalysis | null {
  const { lexicon, found } = wordsOf(text, language) ?? {};
  if (!lexicon || !found) return null;
  const sink = new FeatureSink();
  const { words: count, positive, negative } = read(found, lexicon, undefined, sink);
  return count === 0 ? null : { words: count, positive, negative, buckets: sink.buckets, values: sink.values };
}

/** The lexicon's tone: percent of positive words minus percent of negative words (GDELT). */
export const lexiconTone = ({ words: count, positive, negative }: ToneAnalysis) => ((positive - negative) / count) * 100;

/**
 * The model's lean: 0 while its probability that the text is positive stays
 * within `margin` of 1/2 (unsure: it says nothing), then growing linearly to
 * ±1 at probability 1 or 0.
 */
export const MODEL_MARGIN = 0.05;
export function modelLean(odds: number, margin = MODEL_MARGIN): number {
  const lean = 2 / (1 + Math.exp(-odds)) - 1;
  const beyond = Math.abs(lean) - 2 * margin;
  return beyond <= 0 ? 0 : (Math.sign(lean) * beyond) / (1 - 2 * margin);
}

/** The model counts as this many more words of the text, polar as it leans (modelLean). */
export const MODEL_WORDS = 5;

/**
 * GDELT-style tone, about -10..+10 for news, rounded to 2 decimals: percent
 * of positive words minus percent of negative words, with the language's
 * model counted as MODEL_WORDS more words, as positive or negative as it
 * leans: (positive − negative + MODEL_WORDS × lean) / (words + MODEL_WORDS)
 * × 100. On a 15-word headline a sure model weighs as much as five lexicon
 * words; on a 500-word article it moves the tone by 1 point at most and the
 * lexicon decides. In `language` (ISO 639-1: en, fr, es, de, pt, it, ar);
 * `null` when the language has no lexicon or the text has no word: unknown,
 * never a silent 0.
 */
export function scoreTone(text: string, language: string): number | null {
  const { base, lexicon, found } = wordsOf(text, language) ?? {};
  if (!base || !lexicon || !found) return null;
  const model = modelFor(base);
  const { words: count, positive, negative, sum, buckets } = read(found, lexicon, model);
  if (count === 0) return null;
  const lean = model ? modelLean(model.bias + sum / Math.sqrt(buckets)) : 0;
  const counted = model ? MODEL_WORDS : 0;
  const tone = ((positive - negative + counted * lean) / (count + counted)) * 100;
  return Math.round(tone * 100) / 100;
}
