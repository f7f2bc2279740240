import type { NoteSummary } from '@mediawatch/shared/schemas';

import { groupForms, headlineWords } from '../../../../src/plugins/app/analytics/words';
import { ingestItems } from '../../../../src/plugins/app/ingestion/ingest';
import { insertSource, parsedItem } from '../../../helpers/articles';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { useTestApp } from '../../../helpers/test-app';

// The SQL side of search per language (migration 0111,
// docs/decisions/0039-text-search-per-language.md): a document is indexed
// with its surface words and the stems of its language; a query word matches
// its surface form or its stem under any language; phrases stay exact.

const ctx = useTestApp();

async function matches(language: string | null, text: string, query: string): Promise<boolean> {
  const { rows } = await ctx.db.query<{ hit: boolean }>("SELECT search_document($1, $2, '') @@ search_word($3) AS hit", [
    language,
    text,
    query,
  ]);
  return rows[0]!.hit;
}

describe('stems per language', () => {
  /** [language, the article's word, the query's other form] */
  const FORMS: Array<[string, string, string]> = [
    ['en', 'storm', 'storms'],
    ['en', 'storms', 'storm'],
    ['fr', 'inondations', 'inondation'],
    ['es', 'tormenta', 'tormentas'],
    ['ar', 'العاصفة', 'عاصفة'],
    ['de', 'Häuser', 'Haus'],
    ['it', 'elezioni', 'elezione'],
    ['pt', 'tempestades', 'tempestade'],
    ['nl', 'verkiezingen', 'verkiezing'],
    ['ru', 'выборы', 'выбор'],
    ['tr', 'seçimler', 'seçim'],
    ['sv', 'stormar', 'storm'],
  ];

  it.each(FORMS)('%s: "%s" is found by %s', async (language, word, query) => {
    await expect(matches(language, `Today ${word} again`, query)).resolves.toBe(true);
  });

  it('maps language codes to configurations, simple for the others', async () => {
    const { rows } = await ctx.db.query<{ code: string; cfg: string }>(
      `SELECT code, search_config(code)::text AS cfg FROM unnest(ARRAY['en', 'FR', 'ar', 'es', 'de', 'nb', 'ja', 'zh', '']) AS code`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.code, row.cfg]))).toEqual({
      en: 'english',
      FR: 'french',
      ar: 'arabic',
      es: 'spanish',
      de: 'german',
      nb: 'norwegian',
      ja: 'simple',
      zh: 'simple',
      '': 'simple',
    });
  });

  it('matches surface words only in a language without a stemmer', async () => {
    await expect(matches('ja', 'storms', 'storm')).resolves.toBe(false);
    await expect(matches(null, 'storms', 'storm')).resolves.toBe(false);
    await expect(matches('ja', 'storms', 'storms')).resolves.toBe(true);
  });

  it('keeps phrases and prefixes on the surface words', async () => {
    const phrase = async (text: string, query: string) =>
      (await ctx.db.query<{ hit: boolean }>("SELECT search_document('en', $1, '') @@ to_tsquery('simple', $2) AS hit", [text, query]))
        .rows[0]!.hit;
    await expect(phrase('Storms battered the coast', "'storms' <-> 'battered'")).resolves.toBe(true);
    await expect(phrase('Storms battered the coast', "'storm' <-> 'batter'")).resolves.toBe(false);
    await expect(phrase('Storms battered the coast', "'batter':*")).resolves.toBe(true);
    await expect(phrase('Storms battered the coast', "'torm':*")).resolves.toBe(false);
  });

  it('never lets a stop word match nothing or everything', async () => {
    await expect(matches('en', 'The storm', 'the')).resolves.toBe(true);
    await expect(matches('en', 'A storm', 'the')).resolves.toBe(false);
    await expect(matches('fr', 'Les inondations', 'les')).resolves.toBe(true);
    await expect(matches('fr', 'Une inondation', 'les')).resolves.toBe(false);
  });

  it('weights the stems of the title A, as the surface words', async () => {
    const { rows } = await ctx.db.query<{ title: boolean; body: boolean }>(
      `SELECT search_document('es', 'La tormenta', 'Las casas') @@ search_word('tormentas', 'A') AS title,
              search_document('es', 'La tormenta', 'Las casas') @@ search_word('casa', 'A') AS body`,
    );
    expect(rows[0]).toEqual({ title: true, body: false });
  });
});

describe('top words', () => {
  it('pair each surface word with the stem at its position', () => {
    expect(
      groupForms([
        { surface: "'storm':1 'storms':3 'the':2", stems: "'storm':1,3" },
        { surface: "'storms':1 'l''île':2", stems: "'storm':1 'l''îl':2" },
        { surface: "'the':1 'storm':2", stems: "'storm':2" },
      ]),
    ).toEqual([
      { lexeme: 'storm', count: 3 },
      { lexeme: 'the', count: 2 },
      { lexeme: "l'île", count: 1 },
    ]);
  });

  it('group the forms of a word under its most frequent form', async () => {
    const source = await insertSource(ctx.db, 'Words Wire');
    const titles = [
      'Storms batter the western islands',
      'Storm warning for the islands',
      'Two storms expected this week',
      'Island ferries cancelled',
    ];
    const body = 'The weather service expects more wind and rain over the coming days on the coast.';
    const items = titles.map((title, index) =>
      parsedItem(`https://words.example/${index}`, title, `${title}. ${body}`, new Date(`2026-11-22T0${index}:00:00Z`)),
    );
    const { inserted } = await ingestItems(ctx.db, { id: source, language: 'en', fetchFullText: false }, items, { topics: [] });
    const words = await headlineWords(ctx.db, inserted);
    expect(words).toEqual(
      expect.arrayContaining([
        { word: 'storms', count: 3 },
        { word: 'islands', count: 3 },
      ]),
    );
    expect(words.map((entry) => entry.word)).not.toContain('storm');
    expect(words.map((entry) => entry.word)).not.toContain('island');
  });
});

describe('notes', () => {
  it('find the other forms of a word in the language of the note, and a phrase exactly', async () => {
    const token = await login(ctx.app, DEMO.admin);
    const add = await ctx.app.inject({
      method: 'POST',
      url: '/api/note/add',
      headers: bearer(token),
      payload: {
        title: 'Inondations dans le sud',
        body: 'Les inondations ont touché plusieurs villages du sud du pays ; les habitants ont été évacués pendant la nuit.',
      },
    });
    expect(add.statusCode).toBe(201);
    const search = async (q: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/note/all?q=${encodeURIComponent(q)}`, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      return response.json<NoteSummary[]>().map((note) => note.title);
    };
    await expect(search('inondation')).resolves.toContain('Inondations dans le sud');
    await expect(search('évacué')).resolves.toContain('Inondations dans le sud');
    await expect(search('"inondation dans"')).resolves.not.toContain('Inondations dans le sud');
    await expect(search('"inondations dans"')).resolves.toContain('Inondations dans le sud');
  });
});
