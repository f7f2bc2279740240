import type { AddressInfo } from 'node:net';

import type {
  ArticleSummary,
  DailyReport,
  ExploreAttention,
  LiveEvent,
  PipelineStats,
  PipelineThroughput,
} from '@mediawatch/shared/schemas';

import { DEMO_TOPICS } from '../../../../src/plugins/app/demo/newsroom';
import { seedNews } from '../../../../src/plugins/app/demo/news-seed';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { openStream } from '../../../helpers/sse-client';
import { useTestApp } from '../../../helpers/test-app';

// Every figure agrees with every other, on the demo history (figures-agree.test.ts does it on one fetched feed):
// for the day and for the last whole hour, the article count, the per-minute throughput, the tone split and the
// top topics read through each page's API (Daily Report, Pipeline, Explore, Warehouse, Search). The Pipeline counts
// articles when they were fetched and the other pages when they were published (the seeded history is fetched
// like live: docs/decisions/0053-demo-history-as-if-fetched.md), so its count is the others' less the articles
// fetched after the window and plus those published before it and fetched in it, all read from the Warehouse.
// Real Time Events and Monitor list the newest first, by publication, as their pages say.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** At most this between an article's publication and its fetch (the demo outlets' poll interval). */
const LAG = 5 * MINUTE;
/** Seeded articles: 50 a day over the 60 days. */
const ARTICLES = 3000;
/** A test's time on a loaded machine. */
const SLOW = 120_000;

const ctx = useTestApp();
let token: string;

const realNow = Date.now();
// The seed's history ends 2 h before its clock (the live feeds carry the newest); this file runs no feeds, so the
// seed's clock is set forward until the history ends 10 min ago, fetched before now.
const seedNow = realNow + 2 * HOUR - 10 * MINUTE;
const todayStart = Math.floor(realNow / DAY) * DAY;
// Today, or yesterday when today is too young to hold any seeded article.
const dayStart = realNow - todayStart >= HOUR ? todayStart : todayStart - DAY;
const dayEnd = dayStart === todayStart ? realNow : todayStart;
const hourEnd = Math.floor(realNow / HOUR) * HOUR;
const iso = (time: number) => new Date(time).toISOString();
const dayOf = (time: number) => iso(time).slice(0, 10);

beforeAll(async () => {
  token = await login(ctx.app, DEMO.analyst);
  expect(await seedNews(ctx.db, 'http://127.0.0.1:9', ARTICLES, seedNow)).toMatchObject({ articles: ARTICLES });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, 600_000);

const get = async <T>(url: string): Promise<T> => {
  const response = await ctx.app.inject({ url, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};
const range = (from: number, to: number) => `from=${encodeURIComponent(iso(from))}&to=${encodeURIComponent(iso(to))}`;
const warehouseTotal = async (from: number, to: number, filters = '') =>
  (await get<{ total: number }>(`/api/article/all?${range(from, to)}&pageSize=1${filters}`)).total;
const searchTotal = async (q: string, from: number, to: number) =>
  (await get<{ total: number }>(`/api/article/search?q=${encodeURIComponent(q)}&${range(from, to)}&pageSize=1`)).total;
/** Every article the Warehouse lists published in [from, to), oldest first, page after page. */
async function warehouse(from: number, to: number): Promise<ArticleSummary[]> {
  const items: ArticleSummary[] = [];
  let cursor: string | null | undefined = null;
  do {
    const page: { items: ArticleSummary[]; nextCursor?: string | null } = await get(
      `/api/article/all?${range(from, to)}&pageSize=200&sort=publishedAt&order=asc${cursor ? `&cursor=${cursor}` : ''}`,
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

const windows = [
  { name: 'the day', from: dayStart, to: dayEnd },
  { name: 'the last whole hour', from: hourEnd - HOUR, to: hourEnd },
];

describe.each(windows)('the demo history counts $name the same way on every page', ({ from, to }) => {
  it(
    'the article count, by publication and by fetch, and the per-minute throughput',
    async () => {
      // Around the window by more than the lag: every article published in it, or fetched in it.
      const around = await warehouse(from - 2 * LAG, to);
      const inWindow = (time: string) => Date.parse(time) >= from && Date.parse(time) < to;
      const published = around.filter((article) => inWindow(article.publishedAt));
      const fetched = around.filter((article) => inWindow(article.fetchedAt));
      expect(published.length).toBeGreaterThan(0);
      for (const article of around) {
        const lag = Date.parse(article.fetchedAt) - Date.parse(article.publishedAt);
        expect(lag).toBeGreaterThan(0);
        expect(lag).toBeLessThanOrEqual(LAG);
      }

      // Publication: the Warehouse, the Daily Report, Explore.
      expect(await warehouseTotal(from, to)).toBe(published.length);
      const report = await get<DailyReport>(`/api/report/daily?day=${dayOf(from)}&tz=UTC`);
      if (to - from === HOUR) {
        expect(report.hourly.find((hour) => hour.hour === new Date(from).getUTCHours())?.count).toBe(published.length);
      } else {
        expect(report.total.count).toBe(published.length);
        const attention = await get<ExploreAttention>(
          `/api/explore/attention?q=${encodeURIComponent('storm OR NOT storm')}&from=${dayOf(from)}&to=${dayOf(from + DAY)}&tz=UTC`,
        );
        expect(attention.totals[attention.buckets.indexOf(dayOf(from))]).toBe(published.length);
      }

      // Fetch: the Pipeline's stage counts (whole hours) and its throughput (fetch runs, by minute).
      const stats = await get<PipelineStats>(`/api/pipeline/stats?${range(from, to)}`);
      expect(stats.from).toBe(iso(from));
      const indexed = stats.stages.find((stage) => stage.stage === 'indexed')!.count;
      expect(indexed).toBe(fetched.length);
      expect(stats.stages.find((stage) => stage.stage === 'fetched')!.count).toBe(fetched.length);
      const minutes = (Date.parse(stats.to) - Date.parse(stats.from)) / MINUTE;
      // articlesPerMinute has two decimals.
      expect(Math.abs(stats.articlesPerMinute * minutes - indexed)).toBeLessThanOrEqual(0.005 * minutes + 1e-9);
      const throughput = await get<PipelineThroughput>(`/api/pipeline/throughput?minutes=${Math.ceil((Date.now() - from) / MINUTE)}`);
      const buckets = throughput.buckets.filter((bucket) => inWindow(bucket.start));
      expect(buckets.reduce((sum, bucket) => sum + bucket.articles, 0)).toBe(fetched.length);
      const perMinuteTimesWidth = buckets.reduce((sum, bucket) => sum + bucket.perMinute * throughput.bucketMinutes, 0);
      expect(Math.abs(perMinuteTimesWidth - fetched.length)).toBeLessThanOrEqual(0.005 * throughput.bucketMinutes * buckets.length + 1e-9);

      // The relation: the Pipeline's count is the others' less what was fetched after the window, plus what was
      // published before it and fetched in it; both within the lag of an edge.
      const fetchedAfter = published.filter((article) => Date.parse(article.fetchedAt) >= to);
      const fetchedFromBefore = fetched.filter((article) => Date.parse(article.publishedAt) < from);
      expect(indexed).toBe(published.length - fetchedAfter.length + fetchedFromBefore.length);
      for (const article of fetchedAfter) expect(to - Date.parse(article.publishedAt)).toBeLessThanOrEqual(LAG);
      for (const article of fetchedFromBefore) expect(from - Date.parse(article.publishedAt)).toBeLessThanOrEqual(LAG);
    },
    SLOW,
  );
});

describe('the demo history’s day agrees on tone and topics', () => {
  it(
    'the tone split',
    async () => {
      const report = await get<DailyReport>(`/api/report/daily?day=${dayOf(dayStart)}&tz=UTC`);
      const { positive, neutral, negative, untoned } = report.tone;
      expect(positive + neutral + negative + untoned).toBe(report.total.count);
      // The split's bands (ANALYTICS_RULES.toneNeutralBand): negative below -1, positive from +1.
      expect(await warehouseTotal(dayStart, dayEnd, '&toneMin=1')).toBe(positive);
      expect(await warehouseTotal(dayStart, dayEnd, '&toneMax=-1.0001')).toBe(negative);
      expect(positive + negative).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'the top topics',
    async () => {
      const report = await get<DailyReport>(`/api/report/daily?day=${dayOf(dayStart)}&tz=UTC`);
      expect(report.topics.some((topic) => topic.count > 0)).toBe(true);
      for (const topic of report.topics) {
        const query = DEMO_TOPICS.find((demo) => demo.name === topic.name)!.query;
        expect(await warehouseTotal(dayStart, dayEnd, `&topicId=${topic.id}`)).toBe(topic.count);
        expect(await searchTotal(query, dayStart, dayEnd)).toBe(topic.count);
        const attention = await get<ExploreAttention>(
          `/api/explore/attention?q=${encodeURIComponent(query)}&from=${dayOf(dayStart)}&to=${dayOf(dayStart + DAY)}&tz=UTC`,
        );
        expect(attention.series[0]!.counts[attention.buckets.indexOf(dayOf(dayStart))]).toBe(topic.count);
      }
    },
    SLOW,
  );
});

describe('Real Time Events and Monitor list the newest first, as their pages say', () => {
  /** The order the pages show (newest first by publication, the newest event first on a tie). */
  const newestFirst = (events: LiveEvent[]) =>
    [...events].sort((a, b) => Date.parse(b.payload.publishedAt as string) - Date.parse(a.payload.publishedAt as string) || b.id - a.id);

  it(
    'Real Time Events opens on the newest articles, the newest first',
    async () => {
      const port = (ctx.app.server.address() as AddressInfo).port;
      const stream = await openStream(`http://127.0.0.1:${port}/api/events/stream?backlog=30`, bearer(token));
      try {
        const events = newestFirst(await stream.waitFor(30));
        const newest = await get<{ items: ArticleSummary[] }>('/api/article/all?pageSize=30&sort=publishedAt&order=desc');
        expect(events.map((event) => event.payload.publishedAt)).toEqual(newest.items.map((article) => article.publishedAt));
      } finally {
        stream.close();
      }
    },
    SLOW,
  );

  it(
    'each Monitor column lists its topic’s newest articles, the newest first',
    async () => {
      const topics = await get<Array<{ id: string; name: string }>>('/api/topic/all');
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: '/api/monitor/columns',
        headers: bearer(token),
        payload: { topicIds: topics.slice(0, 4).map((topic) => topic.id) },
      });
      expect(saved.statusCode).toBe(200);
      const columns = await get<Array<{ topicId: string }>>('/api/monitor/columns');
      expect(columns).toHaveLength(4);
      for (const { topicId } of columns) {
        // What a column reads (monitor-column.tsx).
        const { items } = await get<{ items: ArticleSummary[] }>(
          `/api/article/all?topicId=${topicId}&pageSize=20&sort=publishedAt&order=desc`,
        );
        expect(items.length).toBeGreaterThan(0);
        for (const article of items) expect(article.topics.map((topic) => topic.id)).toContain(topicId);
        const times = items.map((article) => Date.parse(article.publishedAt));
        expect([...times].sort((a, b) => b - a)).toEqual(times);
        // None of the topic's articles is newer than the column's first.
        expect(await warehouseTotal(times[0]! + 1, realNow + DAY, `&topicId=${topicId}`)).toBe(0);
      }
    },
    SLOW,
  );
});
