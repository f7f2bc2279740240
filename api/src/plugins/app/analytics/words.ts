import { ara, deu, eng, fra, ita, nld, por, spa } from 'stopword';

import type { Queryable } from '../../../db/database';

// ----------------------------------------------------------------------
// Top words of headlines. The database counts, for each word of the
// 'simple' text-search parser grouped with its other forms (the stem under
// the headline's language, docs/decisions/0039-text-search-per-language.md),
// the headlines that hold it (a headline counts once per word), and names the
// group by its most frequent form; this file drops stop words (the `stopword` package's lists
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

/**
 * The top words of the headlines of the articles `ids` (a sample the caller
 * drew): counted in the database, one per headline and word, a word's forms
 * together. The surface words ('simple') and the stems (search_config of the
 * article's language) of a headline come from the same parser, so a word and
 * its stem share their position; a stop word of the language has no stem and
 * stays its own group.
 */
export async function headlineWords(db: Queryable, ids: readonly string[], limit = 30): Promise<Array<{ word: string; count: number }>> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{ lexeme: string; count: number }>(
    `WITH t AS (
       SELECT a.id, to_tsvector('simple', a.title) AS surface, to_tsvector(search_config(a.language), a.title) AS stems
       FROM articles a WHERE a.id = ANY($1::uuid[])
     ),
     pairs AS (
       SELECT DISTINCT su.id, su.lexeme AS surface, coalesce(st.lexeme, su.lexeme) AS key
       FROM (SELECT t.id, w.lexeme, p FROM t, unnest(t.surface) w, unnest(w.positions) p) su
         LEFT JOIN (SELECT t.id, w.lexeme, p FROM t, unnest(t.stems) w, unnest(w.positions) p) st
           ON st.id = su.id AND st.p = su.p
     ),
     forms AS (SELECT key, surface, count(*) AS n FROM pairs GROUP BY key, surface),
     named AS (SELECT DISTINCT ON (key) key, surface FROM forms ORDER BY key, n DESC, surface),
     groups AS (SELECT key, count(DISTINCT id)::int AS count FROM pairs GROUP BY key)
     SELECT n.surface AS lexeme, g.count FROM groups g JOIN named n USING (key)
     ORDER BY g.count DESC, n.surface LIMIT 400`,
    [ids],
  );
  return topWords(rows, limit);
}
