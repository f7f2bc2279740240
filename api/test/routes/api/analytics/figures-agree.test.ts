import type { DailyReport, ExploreAttention, PipelineThroughput } from '@mediawatch/shared/schemas';

import { bearer, DEMO, login } from '../../../helpers/auth';
import { startFeedServer, type FeedServer } from '../../../helpers/feed-server';
import { useTestApp } from '../../../helpers/test-app';

// Every figure agrees with every other: the day's article
// count, the per-minute throughput, the tone split and the top topics, read
// through each page's own API (Daily Report, Pipeline, Explore, Warehouse,
// Search) for the same window, are the same numbers. The articles arrive as
// in production: a feed fetched by the ingestion (so the Pipeline's fetch runs
// exist), published earlier today.

const ctx = useTestApp();
let token: string;
let server: FeedServer;

const TITLES = [
  'storm floods the harbour district',
  'storm damage grows in the north',
  'storm warning for the coast',
  'storm: schools closed, a terrible loss',
  'storm passes, a wonderful calm returns',
  'election results are delayed',
  'election turnout is excellent',
  'election fraud claims rejected',
  'election debate tonight',
  'markets calm after a quiet week',
  'new bridge opens to praise',
  'a tragic accident on the highway',
];

const now = new Date();
const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const day = dayStart.toISOString().slice(0, 10);
const nextDay = new Date(dayStart.getTime() + 86_400_000).toISOString().slice(0, 10);
/** Earlier today: k minutes ago, or k seconds after midnight when the day is younger than that. */
const publishedAt = (k: number) => new Date(Math.max(now.getTime() - (k + 1) * 60_000, dayStart.getTime() + (k + 1) * 1000));

beforeAll(async () => {
  token = await login(ctx.app, DEMO.analyst);
  for (const [name, query] of [
    ['Storms', 'storm'],
    ['Votes', 'election'],
  ] as const)
    await ctx.app.topicsRepository.create(
      { name, description: '', query, active: true, alertPolicy: { kind: 'none', threshold: null } },
      null,
    );
  server = await startFeedServer();
  server.route('/feed', (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/rss+xml' });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Agreeing Wire</title><link>${server.url}/</link>${TITLES.map(
        (title, k) =>
          `<item><guid>agree-${k}</guid><title>${title}</title><link>${server.url}/a/${k}</link><pubDate>${publishedAt(k).toUTCString()}</pubDate><description>${title}, told in a few more words.</description></item>`,
      ).join('')}</channel></rss>`,
    );
  });
  const { rows } = await ctx.db.query<{ id: string }>(
    `INSERT INTO sources (name, homepage, feed_urls, language, country) VALUES ('Agreeing Wire', $1, ARRAY[$2], 'en', 'GB') RETURNING id`,
    [server.url, `${server.url}/feed`],
  );
  await ctx.app.ingestion.service.fetchSource(rows[0]!.id, 'manual');
});

afterAll(async () => {
  await server?.close();
});

const get = async <T>(url: string): Promise<T> => {
  const response = await ctx.app.inject({ url, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};
const window = `from=${encodeURIComponent(dayStart.toISOString())}&to=${encodeURIComponent(new Date(dayStart.getTime() + 86_400_000).toISOString())}`;
const warehouseTotal = async (filters = '') => (await get<{ total: number }>(`/api/article/all?${window}&pageSize=1${filters}`)).total;
const searchTotal = async (q: string) =>
  (await get<{ total: number }>(`/api/article/search?q=${encodeURIComponent(q)}&${window}&pageSize=1`)).total;
const explore = (q: string) => get<ExploreAttention>(`/api/explore/attention?q=${encodeURIComponent(q)}&from=${day}&to=${nextDay}&tz=UTC`);

describe('every page counts the same day the same way', () => {
  it('the day’s article count and per-minute throughput', async () => {
    const report = await get<DailyReport>(`/api/report/daily?tz=UTC`);
    expect(report.day).toBe(day);
    expect(report.total.count).toBe(TITLES.length);
    expect(await warehouseTotal()).toBe(TITLES.length);
    const attention = await explore('storm OR election OR NOT storm');
    expect(attention.totals[attention.buckets.indexOf(day)]).toBe(TITLES.length);
    // The Pipeline counts what was stored in its window (the fetch above), per minute of its buckets.
    const pipeline = await get<PipelineThroughput>('/api/pipeline/throughput?minutes=60');
    const stored = pipeline.buckets.reduce((sum, bucket) => sum + bucket.articles, 0);
    expect(stored).toBe(TITLES.length);
    const perMinuteTimesWidth = pipeline.buckets.reduce((sum, bucket) => sum + bucket.perMinute * pipeline.bucketMinutes, 0);
    expect(perMinuteTimesWidth).toBeCloseTo(TITLES.length, 5);
  });

  it('the tone split', async () => {
    const report = await get<DailyReport>(`/api/report/daily?tz=UTC`);
    const { positive, neutral, negative, untoned } = report.tone;
    expect(positive + neutral + negative + untoned).toBe(TITLES.length);
    // The split's bands (ANALYTICS_RULES.toneNeutralBand): negative below -1, positive from +1.
    expect(await warehouseTotal('&toneMin=1')).toBe(positive);
    expect(await warehouseTotal('&toneMax=-1.0001')).toBe(negative);
    expect(positive + negative).toBeGreaterThan(0);
  });

  it('the top topics', async () => {
    const report = await get<DailyReport>(`/api/report/daily?tz=UTC`);
    const byName = new Map(report.topics.map((topic) => [topic.name, topic]));
    expect(byName.get('Storms')?.count).toBe(5);
    expect(byName.get('Votes')?.count).toBe(4);
    for (const [name, query] of [
      ['Storms', 'storm'],
      ['Votes', 'election'],
    ] as const) {
      const topic = byName.get(name)!;
      expect(await warehouseTotal(`&topicId=${topic.id}`)).toBe(topic.count);
      expect(await searchTotal(query)).toBe(topic.count);
      const attention = await explore(query);
      expect(attention.series[0]!.counts[attention.buckets.indexOf(day)]).toBe(topic.count);
    }
  });
});
