import { foldAccents, normalizeArabic } from '../tone/normalize';

// ----------------------------------------------------------------------
// Tokens and lookup keys of the entity extraction
// (docs/decisions/0047-entities-method.md): one tokenizer for every
// language; a name is looked up by the key of its tokens (Latin accents
// folded and lowercased, dots of abbreviations dropped, Arabic normalized
// as the tone lexicons do), so "Sánchez", "sanchez" and "SANCHEZ" meet.

export interface Token {
  /** As written. */
  text: string;
  /** The lookup key. */
  key: string;
  /** Starts with an uppercase letter (Latin, Greek, Cyrillic); always false in scripts without case. */
  upper: boolean;
  /** First token of a sentence (its capital says nothing). */
  initial: boolean;
  /** Preceded by a comma (", Texas"). */
  afterComma: boolean;
  /** Arabic script (no capitals: only the gazetteers find its names). */
  arabic: boolean;
}

const TOKEN = /[\p{L}\p{M}\p{N}]+(?:[.'’-][\p{L}\p{M}\p{N}]+)*\.?/gu;
const ARABIC = /[\u0600-\u06ff]/;
const PLAIN = /^[a-z]+$/;
const ONE_WORD = /^[A-Za-z\u00c0-\u024f]+$/;

/** The lookup key of one written token. */
export function tokenKey(text: string): string {
  // Most tokens are plain lowercase ASCII words: their own key.
  if (PLAIN.test(text)) return text;
  if (ARABIC.test(text)) return normalizeArabic(text);
  return foldAccents(text.replace(/’/g, "'").replace(/\./g, '')).toLowerCase();
}

/** The lookup key of a written name of one or more tokens ("U.N." → "un", "Nations unies" → "nations unies"). */
export function nameKey(name: string): string {
  // One plain word (most names of the gazetteers): its token key.
  if (ONE_WORD.test(name)) return tokenKey(name);
  return tokenize(name)
    .map((token) => token.key)
    .join(' ');
}

/** Characters that end a sentence or open a quotation between two tokens: the next token's capital says nothing. */
const BREAKS = new Set(['.', '!', '?', ':', ';', '«', '»', '"', '“', '”', '\n', '|', '—', '–']);

/** French and Italian elisions are words of their own: "l'Union" is "l'" and "Union", "dell'ONU" is "dell'" and "ONU". */
const ELISION = /^(?:[ldjmnstc]|qu|dell|nell|dall|sull|all|un)['’](?=\p{L})/iu;

/** The tokens of `text`, with what the extraction needs to know about each. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  let previousEnded = true;
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    let initial = previousEnded;
    let afterComma = false;
    for (let at = last; at < start; at++) {
      const char = text[at]!;
      if (char === ',') afterComma = true;
      else if (BREAKS.has(char)) initial = true;
    }
    last = start + match[0].length;
    let written = match[0];
    let endsSentence = false;
    if (written.endsWith('.')) {
      // A final dot is the sentence's, unless the token is an abbreviation ("U.S.", "M.").
      const abbreviation = /^(?:\p{L}\.)+$/u.test(written);
      if (!abbreviation) {
        written = written.slice(0, -1);
        endsSentence = true;
      }
    }
    previousEnded = endsSentence;
    const elided = written.length > 2 && (written.includes("'") || written.includes('’')) ? ELISION.exec(written) : null;
    if (elided) {
      // The article is never a name's first word: "L'" before "Union européenne".
      tokens.push({ ...token(elided[0], initial, afterComma), upper: false });
      written = written.slice(elided[0].length);
      initial = false;
      afterComma = false;
    }
    tokens.push(token(written, initial, afterComma));
  }
  return tokens;
}

function token(text: string, initial: boolean, afterComma: boolean): Token {
  const arabic = !PLAIN.test(text) && ARABIC.test(text);
  const code = text.charCodeAt(0);
  const upper = !arabic && (code < 128 ? code >= 65 && code <= 90 : /^\p{Lu}/u.test(text));
  return { text, key: tokenKey(text), upper, initial, afterComma, arabic };
}
