// ----------------------------------------------------------------------
// Words as the tone lexicons know them (docs/decisions/0037-tone-in-every-language.md):
// one tokenizer for every language, Arabic normalized, Latin accents folded.

/** Harakat (tanwin, fatha, damma, kasra, shadda, sukun...), superscript alef, tatweel. */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
/** The definite article with a proclitic before it (و ب ف ك + ال, لل), or alone. */
const ARABIC_ARTICLE = /^(?:[وبفك]?ال|لل)(?=\p{L}{2})/u;
/** One proclitic (و ب ل ف ك) before a word of three letters or more. */
const ARABIC_PROCLITIC = /^[وبلفك](?=\p{L}{3})/u;

/**
 * An Arabic word as the lexicons are keyed: diacritics and tatweel removed,
 * alef variants (أ إ آ ٱ) to ا, alef maksura to ي, taa marbuta to ه, then the
 * article ال (with و ب ف ك before it, or لل) or one proclitic stripped.
 */
export function normalizeArabic(word: string): string {
  const letters = word
    .replace(ARABIC_MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
  const bare = letters.replace(ARABIC_ARTICLE, '');
  return bare === letters ? letters.replace(ARABIC_PROCLITIC, '') : bare;
}

/** Lowercase without accents: "Très" → "tres", "Ärger" → "arger", "não" → "nao". */
export function foldAccents(word: string): string {
  // Most words are plain ASCII: no decomposition to do.
  if (/^[a-z]*$/.test(word)) return word;
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The key of a word in a language's lexicon. */
export function lexiconKey(word: string, language: string): string {
  return language === 'ar' ? normalizeArabic(word.toLowerCase()) : foldAccents(word);
}

/** Languages whose elided articles and pronouns ("l'", "n'", "dell'") are words of their own. */
const ELIDING = new Set(['fr', 'it']);

const WORD = /[\p{L}\p{M}]+(?:'[\p{L}\p{M}]+)*/gu;

/**
 * The words of `text`, lowercased, typographic apostrophes as straight ones
 * ("don’t" is "don't"); in French and Italian "l'amour" is two words ("l", "amour").
 */
export function words(text: string, language: string): string[] {
  const found = text.toLowerCase().replace(/[’‘ʼ]/g, "'").match(WORD) ?? [];
  if (!ELIDING.has(language)) return found;
  return found.flatMap((word) => (word.includes("'") ? word.split("'") : [word]));
}
