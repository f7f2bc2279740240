import { ara, deu, eng, fra, ita, nld, por, spa } from 'stopword';

import type { Queryable } from '../../../db/database';

// ----------------------------------------------------------------------
// Top words of headlines. For each word of the 'simple' text-search parser
// grouped with its other forms (the stem under the headline's language,
// docs/decisions/0039-text-search-per-language.md), the headlines that hold
// it (a headline counts once per word), the group named by its most frequent
// form; then this file drops stop words (the `stopword` package's lists
// for the languages the product reads), numbers and one-letter words, and
// splits what the parser keeps whole in the C locale (l’actualité) at
// anything that is not a letter or digit.

const STOP = new Set<string>([...eng, ...fra, ...spa, ...ara, ...deu, ...ita, ...por, ...nld].map((word) => word.toLowerCase()));
// Elided articles and pronouns the lists keep with their apostrophe only.
for (const word of ['l', 'd', 'j', 'm', 'n', 's', 't', 'c', 'qu']) STOP.add(word);

const WORD = /[\p{L}\p{N}]+/gu;

/** True for a word worth showing: not a stop word, not a number, longer than one letter. */
export function isContentWord(word: string): boolean {
  return word.length > 1 && !/^\p{N}+$/u.test(word) && !STOP.has(word);
}

/** The lexeme counts of the database merged into content words, most frequent first. */
export function topWords(lexemes: ReadonlyArray<{ lexeme: string; count: number }>, limit = 30): Array<{ word: string; count: number }> {
  const counts = new Map<string, number>();
  for (const { lexeme, count } of lexemes) {
    for (const word of new Set(lexeme.toLowerCase().match(WORD) ?? [])) {
      if (isContentWord(word)) counts.set(word, (counts.get(word) ?? 0) + Number(count));
    }
  }
  return [...counts.entries()]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word))
    .slice(0, limit);
}

/** The lexemes of a tsvector's text form ('word':1,4 'other':2) with their positions. */
function vectorLexemes(vector: string): Array<[string, number[]]> {
  const out: Array<[string, number[]]> = [];
  for (const match of vector.matchAll(/'((?:[^']|'')*)'(?::([\dA-D,]+))?/g)) {
    const positions = (match[2] ?? '')
      .split(',')
      .filter(Boolean)
      .map((position) => Number.parseInt(position, 10));
    out.push([match[1]!.replaceAll("''", "'"), positions]);
  }
  return out;
}

/**
 * A headline's words grouped with their other forms: each surface word
 * ('simple') takes the stem found at its position in the vector of the
 * headline's language (both come from the same parser, so a word and its stem
 * share their position); a stop word of the language has no stem and stays
 * its own group. Answers the groups' counts (headlines, once per headline)
 * named by their most frequent surface form (the first in alphabetical order
 * on a tie).
 */
export function groupForms(headlines: ReadonlyArray<{ surface: string; stems: string }>): Array<{ lexeme: string; count: number }> {
  const groups = new Map<string, { headlines: number; forms: Map<string, number> }>();
  for (const headline of headlines) {
    const stemAt = new Map<number, string>();
    for (const [stem, positions] of vectorLexemes(headline.stems)) for (const position of positions) stemAt.set(position, stem);
    const seen = new Set<string>();
    for (const [surface, positions] of vectorLexemes(headline.surface)) {
      const stem = stemAt.get(positions[0] ?? 0);
      const key = stem === undefined ? surface : `~${stem}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { headlines: 0, forms: new Map() }));
      if (!seen.has(key)) {
        seen.add(key);
        group.headlines += 1;
      }
      group.forms.set(surface, (group.forms.get(surface) ?? 0) + 1);
    }
  }
  return [...groups.values()].map((group) => {
    const [lexeme] = [...group.forms.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))[0]!;
    return { lexeme, count: group.headlines };
  });
}

/**
 * The top words of the headlines of the articles `ids` (a sample the caller
 * drew), a word's forms together (docs/decisions/0039-text-search-per-language.md):
 * the database parses each headline twice ('simple' and its language's
 * configuration), this file groups and counts.
 */
export async function headlineWords(db: Queryable, ids: readonly string[], limit = 30): Promise<Array<{ word: string; count: number }>> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ surface: string; stems: string }>(
    `SELECT to_tsvector('simple', a.title)::text AS surface, to_tsvector(search_config(a.language), a.title)::text AS stems
     FROM articles a WHERE a.id = ANY($1::uuid[])`,
    [ids],
  );
  return topWords(groupForms(rows), limit);
}
