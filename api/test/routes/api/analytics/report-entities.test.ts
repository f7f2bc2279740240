import type { DailyReportEntities } from '@mediawatch/shared/schemas';

import { band } from '../../../../src/plugins/app/analytics/stats';
import { ingestItems } from '../../../../src/plugins/app/ingestion/ingest';
import { insertSource, parsedItem } from '../../../helpers/articles';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { useTestApp } from '../../../helpers/test-app';

// GET /api/report/entities (docs/decisions/0047-entities-method.md): the
// Daily Report's people, organizations and places, each against the day
// before and its 28-day band, and the day's articles per country, against
// counts made directly on the stored mentions.

const ctx = useTestApp();
const DAY = '2026-10-20';
const at = (daysBefore: number, hour: number) => {
  const date = new Date(`${DAY}T${String(hour).padStart(2, '0')}:00:00Z`);
  date.setUTCDate(date.getUTCDate() - daysBefore);
  return date;
};
let token: string;

/** [days before the day, hour, title, text] */
const ARTICLES: Array<[number, number, string, string]> = [
  [0, 8, 'Summit in Berlin', 'Emmanuel Macron met Olaf Scholz in Berlin for the summit. NATO joined.'],
  [0, 9, 'Summit ends', 'At the summit, Macron and the European Union agreed. Talks moved to Paris.'],
  [0, 10, 'Summit in Paris', 'President Emmanuel Macron hosted the summit in Paris, France.'],
  [0, 11, 'Summit in Madrid', 'Pedro Sánchez opened the summit in Madrid, Spain, with NATO.'],
  [1, 9, 'Macron in Lyon', 'Emmanuel Macron visited Lyon, France, on Monday.'],
  [3, 9, 'NATO drill', 'NATO held a drill near Madrid, Spain.'],
  [5, 9, 'Macron speech', 'Emmanuel Macron spoke in Paris about the budget.'],
  [5, 10, 'Macron abroad', 'Emmanuel Macron flew to Madrid, Spain.'],
  // Outside the 28 days before: counted nowhere.
  [40, 9, 'Old Macron story', 'Emmanuel Macron spoke in Paris long ago.'],
];

async function get(query: string): Promise<{ status: number; body: DailyReportEntities & { message?: string } }> {
  const answer = await ctx.app.inject({ url: `/api/report/entities?${query}`, headers: bearer(token) });
  return { status: answer.statusCode, body: answer.json() };
}

/** Articles of a UTC day that mention the entity of `key`, counted on the tables. */
async function direct(key: string, daysBefore: number): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>(
    `SELECT count(DISTINCT m.article_id)::int AS n FROM article_entities m JOIN entities e ON e.id = m.entity_id
     WHERE e.key = $1 AND m.published_at >= $2 AND m.published_at < $2::timestamptz + interval '1 day'`,
    [key, at(daysBefore, 0)],
  );
  return rows[0]!.n;
}

beforeAll(async () => {
  token = await login(ctx.app, DEMO.viewer);
  const source = await insertSource(ctx.db, 'Report Entities Wire');
  const items = ARTICLES.map(([daysBefore, hour, title, body], index) =>
    parsedItem(`https://report-entities.example/${index}`, title, body, at(daysBefore, hour)),
  );
  await ingestItems(ctx.db, { id: source, language: 'en', fetchFullText: false }, items, { topics: [], now: at(0, 20) });
});

describe('GET /api/report/entities', () => {
  it('ranks the day’s entities of each kind, each against the day before and the 28 days before', async () => {
    const { status, body } = await get(`day=${DAY}&tz=UTC`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ day: DAY, timeZone: 'UTC', partial: false, total: 4, unread: 0 });

    const macron = body.people[0]!;
    expect(macron).toMatchObject({ name: 'Emmanuel Macron', count: 3, previous: 1, country: null });
    expect(macron.count).toBe(await direct('person:emmanuel macron', 0));
    expect(macron.previous).toBe(await direct('person:emmanuel macron', 1));
    // The band of the 28 days before: 1 the day before, 2 five days before, 0 on the others (the story of 40 days
    // before is in none), as the tables count them.
    const days = await Promise.all(Array.from({ length: 28 }, (_, k) => direct('person:emmanuel macron', k + 1)));
    expect(days.filter((n) => n > 0)).toEqual([1, 2]);
    const { mean, sd, low, high } = band(days);
    expect({ mean: macron.mean, sd: macron.sd, low: macron.low, high: macron.high }).toEqual({ mean, sd, low, high });
    expect(body.people.map((person) => person.name)).toEqual(['Emmanuel Macron', 'Olaf Scholz', 'Pedro Sánchez']);

    expect(body.organizations[0]).toMatchObject({ name: 'NATO', count: 2, previous: 0 });
    expect(body.places.find((place) => place.name === 'Paris')).toMatchObject({ country: 'FR', isCountry: false, count: 2, previous: 0 });
    expect(body.places.find((place) => place.country === 'ES' && place.isCountry)).toMatchObject({ name: 'Spain', count: 1 });
    expect(body.places.find((place) => place.name === 'Madrid')).toMatchObject({ country: 'ES', count: 1 });
    // The day's articles per country: France by Paris (twice, once with France itself), Germany by Berlin, Spain by Madrid.
    expect(body.countries).toEqual([
      { country: 'FR', count: 2, share: 0.5 },
      { country: 'DE', count: 1, share: 0.25 },
      { country: 'ES', count: 1, share: 0.25 },
    ]);
  });

  it('answers an empty day with empty lists, and refuses a bad day or zone with a 400', async () => {
    const { status, body } = await get('day=2026-01-01&tz=UTC');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 0, unread: 0, people: [], organizations: [], places: [], countries: [] });
    expect((await get('day=2026-13-01&tz=UTC')).status).toBe(400);
    expect((await get(`day=${DAY}&tz=Mars/Olympus`)).status).toBe(400);
    const anonymous = await ctx.app.inject({ url: `/api/report/entities?day=${DAY}&tz=UTC` });
    expect(anonymous.statusCode).toBe(401);
  });
});
