import { lexiconFor, NEGATOR } from './lexicons';
import { NEGATION_WINDOW } from './negation';
import { words } from './normalize';

// ----------------------------------------------------------------------
// Tone in the article's language (docs/decisions/0037-tone-in-every-language.md).

export { TONE_LANGUAGES } from './lexicons';
export { normalizeArabic } from './normalize';

/** "fr", "fr-FR", "FR" → "fr". */
const baseLanguage = (language: string) => language.trim().toLowerCase().split(/[-_]/)[0] ?? '';

/**
 * GDELT-style tone: percent of positive words minus percent of negative
 * words, rounded to 2 decimals (about -10..+10 for news), with the lexicon of
 * `language` (ISO 639-1: en, fr, es, de, pt, it, ar). A polar word within
 * NEGATION_WINDOW words after a negator counts with the opposite sign.
 * `null` when the language has no lexicon or the text has no word: unknown,
 * never a silent 0.
 */
export function scoreTone(text: string, language: string): number | null {
  const base = baseLanguage(language);
  const lexicon = lexiconFor(base);
  if (!lexicon) return null;
  const found = words(text, base);
  if (found.length === 0) return null;
  let positive = 0;
  let negative = 0;
  let negatedUntil = -1;
  for (let index = 0; index < found.length; index += 1) {
    const polarity = lexicon.classify(found[index]!);
    if (polarity === NEGATOR) {
      negatedUntil = index + NEGATION_WINDOW;
      continue;
    }
    if (polarity === 0) continue;
    if ((index <= negatedUntil ? -polarity : polarity) > 0) positive += 1;
    else negative += 1;
  }
  return Math.round(((positive - negative) / found.length) * 10_000) / 100;
}
