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

/**
 * A German word without umlauts, ß as ss: "Größe" and "Grösse" are both
 * "grosse" (the stemmer writes ß as ss). Umlauts typed as ae, oe, ue
 * ("schoen") were measured folded too, and not kept (decision 0037, "Version 5").
 */
export function foldGerman(word: string): string {
  return foldAccents(word.replace(/ß/g, 'ss'));
}

/** The key of a word in a language's lexicon. */
export function lexiconKey(word: string, language: string): string {
  if (language === 'ar') return normalizeArabic(word.toLowerCase());
  return language === 'de' ? foldGerman(word) : foldAccents(word);
}

/** Languages whose elided articles and pronouns ("l'", "n'", "dell'") are words of their own. */
const ELIDING = new Set(['fr', 'it']);

/**
 * A word; or an emoji (not ©, ® or ™), one at a time; or an emoticon
 * (":)", ";-(", ":d", ":/", "<3", "</3", read lowercased), not after a digit
 * nor before a letter or digit ("10:30", "://", "Note:Dogs" hold none).
 */
const TOKEN =
  /[\p{L}\p{M}]+(?:'[\p{L}\p{M}]+)*|(?![©®™])\p{Extended_Pictographic}|(?:(?<!\d)[:;=][-'^o]?[()[\]dp|*3/]|<\/?3)(?![\p{L}\p{N}/])/gu;

/** Emoji and emoticons: tokens the model reads, but not words (no lexicon polarity, not in the word count). */
export const isSymbol = (token: string) => !/^\p{L}/u.test(token);

/**
 * The tokens of `text`: its words, lowercased, typographic apostrophes as
 * straight ones ("don’t" is "don't"), in French and Italian "l'amour" as
 * two words ("l", "amour"); and its emoji and emoticons (isSymbol), which
 * tweets carry and news seldom do. HTML's &lt; and &gt; are read as < and > ("&lt;3").
 */
export function words(text: string, language: string): string[] {
  const plain = text.includes('&') ? text.replace(/&lt;/g, '<').replace(/&gt;/g, '>') : text;
  const found = plain.toLowerCase().replace(/[’‘ʼ]/g, "'").match(TOKEN) ?? [];
  if (!ELIDING.has(language)) return found;
  return found.flatMap((word) => (word.includes("'") ? word.split("'") : [word]));
}
