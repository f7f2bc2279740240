import { randomUUID } from 'node:crypto';

import type { HistoricalEvent } from '@mediawatch/shared/schemas';

import { bearer, DEMO, login } from '../../../helpers/auth';
import { asReal, DAY, insertArticles, insertSource, type CorpusArticle } from '../../../helpers/analytics-corpus';
import { useTestApp } from '../../../helpers/test-app';

// Historical events: entered by hand, proposed from a topic's spike (once per
// topic and day), confirmed, filtered; tone and mentions from the linked articles.

const ctx = useTestApp();

describe('/api/historicalEvent', () => {
  let analyst: string;
  let viewer: string;
  let spikeArticles: CorpusArticle[];
  let other: CorpusArticle;
  let topicId: string;
  const now = Date.now();

  beforeAll(async () => {
    analyst = await login(ctx.app, DEMO.analyst);
    viewer = await login(ctx.app, DEMO.viewer);
    const source = await insertSource(ctx.db, 'Spike Daily', 'en', 1000);
    const article = (title: string, at: number, tone: number): CorpusArticle => ({
      id: randomUUID(),
      sourceId: source.id,
      title,
      publishedAt: new Date(at),
      language: 'en',
      tone,
      clusterId: null,
    });
    // One or two "volcano" articles a day for 28 days (same hour as now), then 12 today: a spike.
    const baseline: CorpusArticle[] = [];
    for (let k = 1; k <= 28; k += 1) {
      for (let i = 0; i < 1 + (k % 2); i += 1) baseline.push(article(`Volcano watch day ${k} ${i}`, now - k * DAY - 60_000 - i * 1000, 0));
    }
    spikeArticles = Array.from({ length: 12 }, (_, i) =>
      article(`Volcano erupts update ${i}`, now - 60_000 - i * 1000, i % 2 === 0 ? -2 : -4),
    );
    other = article('Harbour reopens', now - 120_000, 3);
    await insertArticles(ctx.db, [...baseline, ...spikeArticles, other]);
    const topic = await ctx.app.inject({
      method: 'POST',
      url: '/api/topic/add',
      headers: bearer(analyst),
      payload: { name: 'Volcano', query: 'volcano' },
    });
    expect(topic.statusCode).toBe(201);
    topicId = topic.json<{ id: string }>().id;
  });

  const list = async (query = '') => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/historicalEvent/all${query}`, headers: bearer(viewer) });
    expect(response.statusCode).toBe(200);
    return response.json<HistoricalEvent[]>();
  };

  it("proposes an event for a topic's spike once, linked to the day's articles, and an analyst confirms it", async () => {
    const first = await ctx.app.inject({ method: 'POST', url: '/api/historicalEvent/propose', headers: bearer(analyst) });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ proposed: 1 });
    const again = await ctx.app.inject({ method: 'POST', url: '/api/historicalEvent/propose', headers: bearer(analyst) });
    expect(again.json()).toEqual({ proposed: 0 });

    const proposed = await list('?status=proposed');
    expect(proposed).toHaveLength(1);
    const event = proposed[0]!;
    const day = new Date(spikeArticles[0]!.publishedAt).toISOString().slice(0, 10);
    expect(event).toMatchObject({ status: 'proposed', topicId, topicName: 'Volcano', date: day, mentionCount: 12 });
    expect(event.tone).toBeCloseTo(spikeArticles.reduce((sum, a) => sum + asReal(a.tone!), 0) / 12, 2);
    expect(new Set(event.articles.map((a) => a.id))).toEqual(new Set(spikeArticles.map((a) => a.id)));
    // Its figures, for the UI to word it in the reader's language; the stored text is the English wording.
    expect(event.spike).toEqual({ count: 12, mean: 1.5 });
    expect(event.title).toBe('Volcano: 12 articles');

    // A change that leaves the text alone keeps the generated wording…
    const recategorized = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/historicalEvent/update/${event.id}`,
      headers: bearer(analyst),
      payload: { category: 'disaster' },
    });
    expect(recategorized.json()).toMatchObject({ category: 'disaster', spike: { count: 12, mean: 1.5 } });
    // Only the fields sent change: the description and the linked articles stay (they were once wiped).
    expect(recategorized.json()).toMatchObject({ description: event.description, mentionCount: 12 });

    // …a title written by the analyst ends it.
    const confirmed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/historicalEvent/update/${event.id}`,
      headers: bearer(analyst),
      payload: { status: 'confirmed', title: 'Volcano eruption', category: 'disaster' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', title: 'Volcano eruption', category: 'disaster', spike: null });
    expect(confirmed.json()).toMatchObject({ description: event.description, mentionCount: 12 });
    expect(await list('?status=proposed')).toHaveLength(0);
    expect((await list('?status=confirmed&category=disaster')).map((e) => e.id)).toEqual([event.id]);
  });

  it('adds an event by hand, filters by category and period, and refuses bad input without writing', async () => {
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/historicalEvent/add',
      headers: bearer(analyst),
      payload: { date: '2024-03-05', title: 'Harbour treaty', category: 'economy', articleIds: [other.id] },
    });
    expect(added.statusCode).toBe(201);
    const event = added.json<HistoricalEvent>();
    expect(event).toMatchObject({ status: 'confirmed', mentionCount: 1, tone: 3, createdByName: expect.any(String) });

    expect((await list('?category=economy')).map((e) => e.id)).toEqual([event.id]);
    expect((await list('?from=2024-03-01&to=2024-03-31')).map((e) => e.id)).toEqual([event.id]);
    expect(await list('?from=2024-03-06&to=2024-03-31')).toEqual([]);

    const before = (await list()).length;
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/historicalEvent/add',
      headers: bearer(analyst),
      payload: { date: '2024-03-06', title: 'Ghost', category: 'other', articleIds: [randomUUID()] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/articleIds/);
    const badCategory = await ctx.app.inject({
      method: 'POST',
      url: '/api/historicalEvent/add',
      headers: bearer(analyst),
      payload: { date: '2024-03-06', title: 'Odd', category: 'weather' },
    });
    expect(badCategory.statusCode).toBe(400);
    const badDate = await ctx.app.inject({
      method: 'POST',
      url: '/api/historicalEvent/add',
      headers: bearer(analyst),
      payload: { date: 'yesterday', title: 'Odd', category: 'other' },
    });
    expect(badDate.statusCode).toBe(400);
    expect((await list()).length).toBe(before);

    const forbidden = await ctx.app.inject({
      method: 'POST',
      url: '/api/historicalEvent/add',
      headers: bearer(viewer),
      payload: { date: '2024-03-06', title: 'Viewer', category: 'other' },
    });
    expect(forbidden.statusCode).toBe(403);

    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/historicalEvent/delete/${event.id}`, headers: bearer(analyst) });
    expect(removed.statusCode).toBe(204);
    const missing = await ctx.app.inject({ method: 'GET', url: `/api/historicalEvent/${event.id}`, headers: bearer(viewer) });
    expect(missing.statusCode).toBe(404);
  });

  it('the scheduled job proposes from spikes too', async () => {
    const admin = await login(ctx.app, DEMO.admin);
    // A proposal nobody wrote is deleted by an admin (an analyst dismisses it).
    await ctx.app.inject({ method: 'DELETE', url: `/api/historicalEvent/delete/${(await list())[0]!.id}`, headers: bearer(admin) });
    const run = await ctx.app.inject({ method: 'POST', url: '/api/scheduler/run/historical-events-proposal', headers: bearer(admin) });
    expect(run.statusCode).toBe(202);
    await ctx.app.scheduler.idle();
    const proposed = await list('?status=proposed');
    expect(proposed.map((e) => e.topicId)).toEqual([topicId]);
  });
});
