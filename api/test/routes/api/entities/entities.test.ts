import type { Entity, EntityArticles, EntityFigures } from '@mediawatch/shared/schemas';

import { ingestItems } from '../../../../src/plugins/app/ingestion/ingest';
import { insertSource, parsedItem } from '../../../helpers/articles';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { useTestApp } from '../../../helpers/test-app';

// GET /api/entities/:id, /figures and /articles (docs/decisions/0060-the-entity-page.md):
// one entity's attention and tone per day, its sources and co-mentions, and its
// articles, against counts made directly on the stored mentions.

const ctx = useTestApp();
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
let token: string;
let macron: number;
let paris: number;
let nato: number;

/** [source, day, hour, title, body]: Macron on the 16th (once), 17th (twice, one late in the evening) and 18th (twice). */
const ITEMS: Array<[0 | 1, string, number, string, string]> = [
  [0, '2026-11-16', 9, 'Summit opens', 'President Emmanuel Macron arrived in Paris for the summit with NATO.'],
  [0, '2026-11-17', 8, 'Summit talks', 'Emmanuel Macron met Olaf Scholz in Berlin. NATO joined the great talks.'],
  [1, '2026-11-17', 22, 'Late talks', 'President Emmanuel Macron spoke late in Paris about a terrible crisis.'],
  [0, '2026-11-18', 7, 'Summit ends', 'Emmanuel Macron and NATO agreed in Paris, France, a happy success.'],
  [1, '2026-11-18', 10, 'Summit verdict', 'Emmanuel Macron praised the summit.'],
  [1, '2026-11-18', 11, 'Storm in Lisbon', 'A storm hit Lisbon, Portugal, on Tuesday.'],
];

const get = async <T>(url: string): Promise<{ status: number; body: T & { message?: string } }> => {
  const answer = await ctx.app.inject({ url: `/api/entities/${url}`, headers: bearer(token) });
  return { status: answer.statusCode, body: answer.json() };
};

const idOf = async (key: string) =>
  (await ctx.db.query<{ id: number }>('SELECT id FROM entities WHERE key = $1', [key])).rows.map((row) => Number(row.id))[0]!;

beforeAll(async () => {
  token = await login(ctx.app, DEMO.viewer);
  const sources = [await insertSource(ctx.db, 'Summit Wire'), await insertSource(ctx.db, 'Capital Desk')];
  for (const index of [0, 1] as const) {
    const items = ITEMS.flatMap(([source, day, hour, title, body], n) =>
      source === index ? [parsedItem(`https://summit.example/${n}`, title, body, at(day, hour))] : [],
    );
    await ingestItems(ctx.db, { id: sources[index]!, language: 'en', fetchFullText: false }, items, {
      topics: [],
      now: at('2026-11-18', 20),
    });
  }
  // One of Macron's articles has no tone (as one in a language no lexicon reads).
  await ctx.db.query(`UPDATE articles SET tone = NULL WHERE title = 'Summit verdict'`);
  [macron, paris, nato] = await Promise.all([idOf('person:emmanuel macron'), idOf('city:2988507'), idOf('org:nato')]);
});

/** Macron's articles counted on the tables, per UTC day: n, untoned, mean tone of the toned. */
async function direct(): Promise<Map<string, { n: number; untoned: number; tone: number | null }>> {
  const { rows } = await ctx.db.query<{ day: string; n: number; untoned: number; tone: number | null }>(
    `SELECT to_char(a.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS n,
            count(*) FILTER (WHERE a.tone IS NULL)::int AS untoned, avg(a.tone)::float8 AS tone
     FROM articles a JOIN article_entities m ON m.article_id = a.id WHERE m.entity_id = $1 GROUP BY 1`,
    [macron],
  );
  return new Map(rows.map((row) => [row.day, { n: row.n, untoned: row.untoned, tone: row.tone === null ? null : Number(row.tone) }]));
}

describe('GET /api/entities/:id', () => {
  it('answers the entity: kind, canonical name, a place’s country and coordinates, its first and last article', async () => {
    const person = await get<Entity>(String(macron));
    expect(person.status).toBe(200);
    expect(person.body).toMatchObject({ id: macron, kind: 'person', name: 'Emmanuel Macron', country: null, lat: null, lon: null });
    expect(person.body.firstSeen).toBe('2026-11-16T09:00:00.000Z');
    expect(person.body.lastSeen).toBe('2026-11-18T10:00:00.000Z');
    const place = await get<Entity>(String(paris));
    expect(place.body).toMatchObject({ kind: 'place', name: 'Paris', country: 'FR' });
    expect(place.body.lat).toBeCloseTo(48.85, 1);
    expect(place.body.lon).toBeCloseTo(2.35, 1);
  });

  it('answers 404 with a JSON body for an unknown id, 400 for one that is not a positive integer', async () => {
    const missing = await get<Entity>('999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Entity not found');
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const answer = await get<Entity>(bad);
      expect([bad, answer.status]).toEqual([bad, 400]);
      expect(answer.body.message).toEqual(expect.any(String));
    }
  });
});

describe('GET /api/entities/:id/figures', () => {
  it('counts its articles and mean tone per day, says the untoned apart, ranks its sources and co-mentions', async () => {
    const { status, body } = await get<EntityFigures>(`${macron}/figures?days=7&to=2026-11-18&tz=UTC`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ entityId: macron, timeZone: 'UTC', from: '2026-11-12', to: '2026-11-18', total: 5, untoned: 1 });
    expect(body.days.map((day) => day.day)).toEqual([
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
    ]);
    const counted = await direct();
    for (const day of body.days) {
      const expected = counted.get(day.day);
      expect([day.day, day.count, day.untoned]).toEqual([day.day, expected?.n ?? 0, expected?.untoned ?? 0]);
      if (expected?.tone === null || expected === undefined) expect(day.tone).toBeNull();
      else expect(day.tone).toBeCloseTo(expected.tone, 2);
    }
    // The 18th: two articles, one untoned: its mean is the toned one's, never pulled toward 0.
    const last = body.days.at(-1)!;
    expect(last).toMatchObject({ count: 2, untoned: 1 });
    expect(last.tone).not.toBe(0);
    expect(body.days[0]).toMatchObject({ count: 0, tone: null, untoned: 0 });

    expect(body.sources).toEqual([
      { id: expect.any(String), name: 'Summit Wire', count: 3, share: 0.6 },
      { id: expect.any(String), name: 'Capital Desk', count: 2, share: 0.4 },
    ]);
    // Co-mentions: Paris in three of its articles, NATO in three, Berlin and Olaf Scholz in one.
    const { rows: co } = await ctx.db.query<{ id: number; n: number }>(
      `SELECT x.entity_id AS id, count(*)::int AS n FROM article_entities m JOIN article_entities x ON x.article_id = m.article_id
       WHERE m.entity_id = $1 AND x.entity_id <> $1 GROUP BY 1`,
      [macron],
    );
    const expected = new Map(co.map((row) => [Number(row.id), row.n]));
    expect(body.sampled).toBe(5);
    expect(body.coMentions.length).toBe(expected.size);
    for (const entity of body.coMentions) expect([entity.name, entity.count]).toEqual([entity.name, expected.get(entity.id)]);
    expect(body.coMentions.find((entity) => entity.id === paris)).toMatchObject({ kind: 'place', country: 'FR', count: 3, share: 0.6 });
    expect(body.coMentions.find((entity) => entity.id === nato)).toMatchObject({ kind: 'org', name: 'NATO', count: 3 });
    expect(body.coMentions.map((entity) => entity.name)).not.toContain('Emmanuel Macron');
  });

  it('cuts the days in the reader’s zone', async () => {
    // 22:00 UTC on the 17th is the 18th in Tokyo.
    const { body } = await get<EntityFigures>(`${macron}/figures?days=7&to=2026-11-18&tz=Asia%2FTokyo`);
    expect(body.days.at(-1)).toMatchObject({ day: '2026-11-18', start: '2026-11-17T15:00:00.000Z', count: 3 });
    expect(body.days.at(-2)).toMatchObject({ day: '2026-11-17', count: 1 });
  });

  it('answers zeros for a window without its articles, 400 for a window it does not offer, 404 for an unknown id', async () => {
    const empty = await get<EntityFigures>(`${macron}/figures?days=30&to=2026-10-01&tz=UTC`);
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ total: 0, untoned: 0, sources: [], coMentions: [], sampled: 0 });
    expect(empty.body.days).toHaveLength(30);
    expect((await get(`${macron}/figures?days=14`)).status).toBe(400);
    expect((await get(`${macron}/figures?days=7&tz=Mars%2FOlympus`)).status).toBe(400);
    expect((await get(`${macron}/figures?days=7&to=2026-02-30`)).status).toBe(400);
    const missing = await get(`999999/figures?days=7`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Entity not found');
  });
});

describe('GET /api/entities/:id/articles', () => {
  it('lists its articles newest first, a page at a time, with the tone unknown as null', async () => {
    const first = await get<EntityArticles>(`${macron}/articles?days=7&to=2026-11-18&tz=UTC&pageSize=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.body.items.map((item) => item.title)).toEqual(['Summit verdict', 'Summit ends']);
    expect(first.body.items[0]).toMatchObject({ sourceName: 'Capital Desk', tone: null, language: 'en' });
    const rest = await get<EntityArticles>(`${macron}/articles?days=7&to=2026-11-18&tz=UTC&pageSize=2&page=3`);
    expect(rest.body.items.map((item) => item.title)).toEqual(['Summit opens']);
    expect((await get(`${macron}/articles?pageSize=500`)).status).toBe(400);
    expect((await get(`999999/articles`)).status).toBe(404);
  });
});
