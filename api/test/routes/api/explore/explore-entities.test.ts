import type { ExploreEntities } from '@mediawatch/shared/schemas';

import { ingestItems } from '../../../../src/plugins/app/ingestion/ingest';
import { insertSource, parsedItem } from '../../../helpers/articles';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { useTestApp } from '../../../helpers/test-app';

// GET /api/explore/entities (docs/decisions/0047-entities-method.md): a
// query's top people, organizations and places and its articles per country,
// against counts made directly on the stored mentions.

const ctx = useTestApp();
const day = '2026-11-18';
const at = (hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
let token: string;

const TEXTS: Array<[string, string]> = [
  ['Summit in Berlin', 'Emmanuel Macron met Olaf Scholz in Berlin for the summit. NATO joined.'],
  ['Summit ends', 'At the summit, Macron and the European Union agreed. Talks moved to Paris.'],
  ['Summit in Paris', 'President Emmanuel Macron hosted the summit in Paris, France.'],
  ['Summit in Madrid', 'Pedro Sánchez opened the summit in Madrid, Spain, with NATO.'],
  ['Storm in Lisbon', 'A storm hit Lisbon, Portugal, on Tuesday.'],
];

async function get(query: string): Promise<{ status: number; body: ExploreEntities & { message?: string } }> {
  const answer = await ctx.app.inject({ url: `/api/explore/entities?${query}`, headers: bearer(token) });
  return { status: answer.statusCode, body: answer.json() };
}

beforeAll(async () => {
  token = await login(ctx.app, DEMO.viewer);
  const source = await insertSource(ctx.db, 'Summit Wire');
  const items = TEXTS.map(([title, body], index) => parsedItem(`https://summit.example/${index}`, title, body, at(8 + index)));
  await ingestItems(ctx.db, { id: source, language: 'en', fetchFullText: false }, items, { topics: [], now: at(20) });
});

/** Articles matching `word` in their title that mention the entity of `key`, counted on the tables. */
async function direct(word: string, where: string): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>(
    `SELECT count(DISTINCT a.id)::int AS n FROM articles a JOIN article_entities m ON m.article_id = a.id JOIN entities e ON e.id = m.entity_id
     WHERE a.title ILIKE $1 AND ${where}`,
    [`%${word}%`],
  );
  return rows[0]!.n;
}

describe('GET /api/explore/entities', () => {
  it('ranks the people, organizations and places of a query’s articles, with counts and shares, and counts its countries', async () => {
    const { status, body } = await get(`q=summit&from=${day}&to=${day}&tz=UTC`);
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    expect(body.unread).toBe(0);
    expect(body.people[0]).toMatchObject({ name: 'Emmanuel Macron', count: 3, share: 0.75 });
    expect(body.people[0]!.count).toBe(await direct('summit', `e.key = 'person:emmanuel macron'`));
    expect(body.people.map((person) => person.name)).toEqual(['Emmanuel Macron', 'Olaf Scholz', 'Pedro Sánchez']);
    expect(body.organizations[0]).toMatchObject({ name: 'NATO', count: 2, share: 0.5 });
    expect(body.places.find((place) => place.name === 'Paris')).toMatchObject({ country: 'FR', count: 2 });
    // Per country: articles mentioning a place in it (France: Paris twice, once with France itself).
    expect(body.countries).toEqual([
      { country: 'FR', count: 2, share: 0.5 },
      { country: 'DE', count: 1, share: 0.25 },
      { country: 'ES', count: 1, share: 0.25 },
    ]);
    expect(body.countries[0]!.count).toBe(await direct('summit', `e.kind = 'place' AND e.country = 'FR'`));
    // Lisbon's storm is not a match.
    expect(body.countries.map((entry) => entry.country)).not.toContain('PT');
  });

  it('answers empty panels for a query without matches', async () => {
    const { status, body } = await get(`q=volcano&from=${day}&to=${day}&tz=UTC`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 0, people: [], organizations: [], places: [], countries: [] });
  });

  it('refuses a query that does not parse with a 400 and where', async () => {
    const { status, body } = await get(`q=${encodeURIComponent('summit AND (')}&from=${day}&to=${day}&tz=UTC`);
    expect(status).toBe(400);
    expect(body.message).toEqual(expect.any(String));
  });
});
