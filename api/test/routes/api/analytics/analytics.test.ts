import type {
  DailyReport,
  ExploreAttention,
  ExploreSummary,
  MediaScaleIndex,
  PipelineThroughput,
  SourceAnalysis,
  Tension,
  TensionOverview,
} from '@mediawatch/shared/schemas';

import { DEMO, bearer, login } from '../../../helpers/auth';
import { DAY, HOUR, asReal, buildCorpus, insertArticles, type Corpus, type CorpusArticle } from '../../../helpers/analytics-corpus';
import { useTestApp } from '../../../helpers/test-app';

// Every figure of the analyst's pages (docs/decisions/0012-analytics-rollups.md)
// against the same figure computed here from the articles themselves, in
// zones that are not UTC (Kolkata, UTC+5:30; Kathmandu, UTC+5:45), with
// articles on the exact local midnights. The French source's articles have
// no tone (migration 0110): every tone figure reads the scored articles only
// and says how many had none.

const ctx = useTestApp();
let viewer: string;
let analyst: string;
let admin: string;
let corpus: Corpus;
const articles: CorpusArticle[] = [];
const topicIds: Record<string, string> = {};

const now = Date.now();
const KOLKATA = { tz: 'Asia/Kolkata', offsetMinutes: 330 };
const KATHMANDU = { tz: 'Asia/Kathmandu', offsetMinutes: 345 };

/** The day `back` days before today in a fixed-offset zone, and its UTC instants (computed here, not by the API). */
function localDay(zone: { offsetMinutes: number }, back: number) {
  const local = new Date(now + zone.offsetMinutes * 60_000);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - back * DAY;
  const start = day - zone.offsetMinutes * 60_000;
  return { day: new Date(day).toISOString().slice(0, 10), start, end: start + DAY };
}

const inRange = (article: CorpusArticle, start: number, end: number) =>
  article.publishedAt.getTime() >= start && article.publishedAt.getTime() < end;
const words = (article: CorpusArticle) => article.title.split(' ');
const matches = (article: CorpusArticle, terms: string[]) => words(article).some((word) => terms.includes(word));
const milli = (value: number) => Math.round(value * 1000);
/** The article's tone, for the articles that have one (`scored` first). */
const toneOf = (article: CorpusArticle) => article.tone!;
const scored = (article: CorpusArticle) => article.tone !== null;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const sd = (values: number[]) => Math.sqrt(values.reduce((sum, value) => sum + (value - mean(values)) ** 2, 0) / (values.length - 1));

const TOPICS = { Storms: ['storm', 'tempête'], Votes: ['election', 'élection'] };

const D = localDay(KOLKATA, 3);

beforeAll(async () => {
  const edges = [localDay(KOLKATA, 3).start, localDay(KOLKATA, 2).start, localDay(KATHMANDU, 5).start].map((time) => new Date(time));
  corpus = await buildCorpus(ctx.db, now, 700, edges, { frenchUntoned: true });
  // Blog Three is quiet on day D: its articles of D are not stored.
  const quiet = corpus.sources[2]!.id;
  const removed = corpus.articles
    .filter((article) => article.sourceId === quiet && inRange(article, D.start, D.end))
    .map((article) => article.id);
  if (removed.length) await ctx.db.query('DELETE FROM articles WHERE id = ANY($1::uuid[])', [removed]);
  articles.push(...corpus.articles.filter((article) => !removed.includes(article.id)));
  // A storm explodes on day D: 40 more articles, all negative.
  const burst: CorpusArticle[] = Array.from({ length: 40 }, (_, index) => ({
    id: crypto.randomUUID(),
    sourceId: corpus.sources[index % 2]!.id,
    title: `storm harbour bridge ${index}`,
    publishedAt: new Date(D.start + HOUR + index * 10 * 60_000),
    language: 'en',
    tone: asReal(-4.25),
    clusterId: null,
  }));
  await insertArticles(ctx.db, burst);
  articles.push(...burst);
  viewer = await login(ctx.app, DEMO.viewer);
  analyst = await login(ctx.app, DEMO.analyst);
  admin = await login(ctx.app, DEMO.admin);
  for (const [name, terms] of Object.entries(TOPICS)) {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/topic/add',
      headers: bearer(analyst),
      payload: { name, query: terms.join(' OR ') },
    });
    expect(answer.statusCode).toBe(201);
    topicIds[name] = answer.json<{ id: string }>().id;
  }
}, 180_000);

async function get<T>(url: string, token = viewer, status = 200): Promise<T> {
  const answer = await ctx.app.inject({ url, headers: bearer(token) });
  expect({ url, status: answer.statusCode, body: answer.statusCode === status ? '' : answer.body }).toEqual({ url, status, body: '' });
  return answer.json<T>();
}

const countIn = (start: number, end: number, keep: (article: CorpusArticle) => boolean = () => true) =>
  articles.filter((article) => inRange(article, start, end) && keep(article)).length;

describe('GET /api/report/daily', () => {
  let report: DailyReport;
  beforeAll(async () => {
    report = await get<DailyReport>(`/api/report/daily?day=${D.day}&tz=${encodeURIComponent(KOLKATA.tz)}`);
  });

  it('counts the local day exactly, against the day before and the 28 days before', () => {
    expect(report.partial).toBe(false);
    expect(new Date(report.from).getTime()).toBe(D.start);
    expect(new Date(report.to).getTime()).toBe(D.end);
    expect(report.total.count).toBe(countIn(D.start, D.end));
    expect(report.total.previous).toBe(countIn(D.start - DAY, D.start));
    const baseline = Array.from({ length: 28 }, (_, k) => countIn(D.start - (k + 1) * DAY, D.start - k * DAY));
    expect(report.total.mean).toBeCloseTo(mean(baseline), 2);
    // The spread is floored at sqrt(mean), Poisson-like (docs/decisions/0044-baseline-statistics.md).
    const spread = Math.max(sd(baseline), Math.sqrt(mean(baseline)), 1);
    expect(spread).toBeGreaterThanOrEqual(sd(baseline)); // the floor bites only when the sample spread is below it
    expect(report.total.sd).toBeCloseTo(spread, 2);
    expect(report.total.high).toBeCloseTo(mean(baseline) + 2 * spread, 1);
  });

  it('splits the tone and bins it, and sums the hours', () => {
    const all = articles.filter((article) => inRange(article, D.start, D.end));
    const day = all.filter(scored);
    expect(report.tone.untoned).toBe(all.length - day.length);
    expect(report.tone.untoned).toBeGreaterThan(0);
    expect(report.tone.negative).toBe(day.filter((article) => toneOf(article) < -1).length);
    expect(report.tone.neutral).toBe(day.filter((article) => toneOf(article) >= -1 && toneOf(article) < 1).length);
    expect(report.tone.positive).toBe(day.filter((article) => toneOf(article) >= 1).length);
    expect(report.tone.negative + report.tone.neutral + report.tone.positive + report.tone.untoned).toBe(report.total.count);
    expect(report.tone.mean).toBeCloseTo(day.reduce((sum, article) => sum + milli(toneOf(article)), 0) / 1000 / day.length, 2);
    expect(report.tone.histogram).toHaveLength(20);
    for (const { bin, count } of report.tone.histogram) {
      expect(count).toBe(day.filter((article) => Math.min(9, Math.max(-10, Math.floor(toneOf(article)))) === bin).length);
    }
    for (const { hour, count, previous } of report.hourly) {
      expect(count).toBe(countIn(D.start + hour * HOUR, D.start + (hour + 1) * HOUR));
      expect(previous).toBe(countIn(D.start - DAY + hour * HOUR, D.start - DAY + (hour + 1) * HOUR));
    }
  });

  it('ranks topics and sources with their counts', () => {
    for (const [name, terms] of Object.entries(TOPICS)) {
      const topic = report.topics.find((item) => item.name === name)!;
      expect(topic.count).toBe(countIn(D.start, D.end, (article) => matches(article, terms)));
      expect(topic.previous).toBe(countIn(D.start - DAY, D.start, (article) => matches(article, terms)));
    }
    for (const source of report.sourcesByVolume) {
      expect(source.count).toBe(countIn(D.start, D.end, (article) => article.sourceId === source.id));
    }
    expect(report.sourcesByReach.map((source) => source.name)).toEqual(['Wire One', 'Le Quatre', 'Daily Two']);
  });

  it('calls out the storm and the quiet source, with the articles behind the storm', () => {
    const storm = report.spikes.find((spike) => spike.kind === 'topic' && spike.name === 'Storms')!;
    expect(storm.direction).toBe('up');
    expect(storm.count).toBeGreaterThan(storm.high);
    expect(storm.articles).toHaveLength(3);
    for (const article of storm.articles) expect(article.title).toMatch(/storm|tempête/);
    const quiet = report.spikes.find((spike) => spike.kind === 'source' && spike.name === 'Blog Three');
    expect(quiet?.direction).toBe('down');
    expect(quiet?.count).toBe(0);
  });

  it('lists the day’s stories with their outlets', () => {
    const first = new Map<string, CorpusArticle[]>();
    for (const article of articles) if (article.clusterId) first.set(article.clusterId, [...(first.get(article.clusterId) ?? []), article]);
    const expected = [...first.entries()]
      .filter(
        ([, members]) =>
          inRange(
            members.reduce((a, b) => (a.publishedAt <= b.publishedAt ? a : b)),
            D.start,
            D.end,
          ) && new Set(members.map((m) => m.sourceId)).size > 1,
      )
      .map(([id]) => id)
      .sort();
    expect(report.stories.map((story) => story.clusterId).sort()).toEqual(expected.slice(0, 8));
    for (const story of report.stories) {
      const members = first.get(story.clusterId)!;
      expect(story.articles).toBe(members.length);
      expect(story.outlets).toBe(new Set(members.map((member) => member.sourceId)).size);
    }
  });

  it('compares today like for like: the same hours of the days before', async () => {
    const today = await get<DailyReport>(`/api/report/daily?tz=${encodeURIComponent(KATHMANDU.tz)}`);
    const local = localDay(KATHMANDU, 0);
    expect(today.day).toBe(local.day);
    expect(today.partial).toBe(true);
    const cutoff = new Date(today.cutoff).getTime();
    expect(cutoff).toBeGreaterThanOrEqual(now);
    expect(cutoff - now).toBeLessThanOrEqual(15 * 60_000 + 60_000);
    expect(today.total.count).toBe(countIn(local.start, cutoff));
    expect(today.total.previous).toBe(countIn(local.start - DAY, cutoff - DAY));
  });

  it('is made as an A4 PDF in English, French and Arabic', async () => {
    for (const lang of ['en', 'fr', 'ar']) {
      const answer = await ctx.app.inject({
        url: `/api/report/pdf?day=${D.day}&tz=${encodeURIComponent(KOLKATA.tz)}&lang=${lang}`,
        headers: bearer(viewer),
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(`attachment; filename="mediawatch-report-${D.day}-${lang}.pdf"`);
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // A4 pages, the font embedded (accents and Arabic need it)
      expect(answer.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
      expect(answer.rawPayload.toString('latin1')).toMatch(/DejaVuSans/);
    }
    await get(`/api/report/pdf?day=${D.day}&lang=de`, viewer, 400);
  });

  it('refuses an unknown zone or a day that is not one', async () => {
    await get(`/api/report/daily?tz=Mars/Olympus`, viewer, 400);
    await get(`/api/report/daily?day=2026-02-30`, viewer, 400);
  });
});

describe('GET /api/explore', () => {
  const first = localDay(KOLKATA, 12);
  const range = `from=${first.day}&to=${D.day}&tz=${encodeURIComponent(KOLKATA.tz)}`;

  it('counts two queries per local day, and every article in the filters', async () => {
    const answer = await get<ExploreAttention>(`/api/explore/attention?q=storm&q=${encodeURIComponent('election OR élection')}&${range}`);
    expect(answer.buckets).toHaveLength(10);
    answer.buckets.forEach((bucket, index) => {
      const start = first.start + index * DAY;
      expect(bucket).toBe(new Date(start + KOLKATA.offsetMinutes * 60_000).toISOString().slice(0, 10));
      expect(answer.totals[index]).toBe(countIn(start, start + DAY));
      expect(answer.series[0]!.counts[index]).toBe(countIn(start, start + DAY, (article) => matches(article, ['storm'])));
      expect(answer.series[1]!.counts[index]).toBe(countIn(start, start + DAY, (article) => matches(article, TOPICS.Votes)));
    });
    expect(answer.series[0]!.total).toBe(countIn(first.start, D.end, (article) => matches(article, ['storm'])));
  });

  it('narrows by group and language, and buckets by week', async () => {
    const press = corpus.groups.find((group) => group.name === 'Press')!;
    const answer = await get<ExploreAttention>(`/api/explore/attention?q=storm&groupId=${press.id}&language=en&interval=week&${range}`);
    const keep = (article: CorpusArticle) => press.sourceIds.includes(article.sourceId) && article.language === 'en';
    expect(answer.totals.reduce((a, b) => a + b, 0)).toBe(countIn(first.start, D.end, keep));
    expect(answer.series[0]!.total).toBe(countIn(first.start, D.end, (article) => keep(article) && matches(article, ['storm'])));
    for (const bucket of answer.buckets) expect(new Date(`${bucket}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('says which query does not parse, and where', async () => {
    const answer = await ctx.app.inject({
      url: `/api/explore/attention?q=storm&q=${encodeURIComponent('storm AND')}&${range}`,
      headers: bearer(viewer),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ index: 1, position: 6, message: expect.stringContaining('q[2]') });
  });

  it('breaks one query down: total, words, sources, languages, newest', async () => {
    const answer = await get<ExploreSummary>(`/api/explore/summary?q=${encodeURIComponent('storm OR tempête')}&${range}`);
    const keep = (article: CorpusArticle) => matches(article, TOPICS.Storms);
    expect(answer.total).toBe(countIn(first.start, D.end, keep));
    expect(answer.totalInFilters).toBe(countIn(first.start, D.end));
    expect(answer.words[0]).toEqual({ word: 'storm', count: countIn(first.start, D.end, (article) => words(article).includes('storm')) });
    expect(answer.words.map((word) => word.word)).not.toContain('40');
    for (const source of answer.sources)
      expect(source.count).toBe(countIn(first.start, D.end, (article) => keep(article) && article.sourceId === source.id));
    expect(answer.languages.find((item) => item.language === 'fr')?.count).toBe(
      countIn(first.start, D.end, (article) => keep(article) && article.language === 'fr'),
    );
    expect(answer.sample).toHaveLength(10);
  });
});

describe('GET /api/sourceAnalysis/:id', () => {
  it('gives 28 local days with the band and the days outside it, and the share in each group', async () => {
    const source = corpus.sources[0]!;
    const answer = await get<SourceAnalysis>(`/api/sourceAnalysis/${source.id}?to=${D.day}&tz=${encodeURIComponent(KOLKATA.tz)}`);
    expect(answer.days).toHaveLength(28);
    const counts = answer.days.map((_, index) =>
      countIn(D.start - (27 - index) * DAY, D.start - (26 - index) * DAY, (article) => article.sourceId === source.id),
    );
    expect(answer.days.map((day) => day.count)).toEqual(counts);
    expect(answer.band.mean).toBeCloseTo(mean(counts), 2);
    expect(answer.band.sd).toBeCloseTo(sd(counts), 2);
    for (const day of answer.days) {
      const expected =
        day.count > mean(counts) + 2 * sd(counts) && day.count >= 5
          ? 'high'
          : day.count < mean(counts) - 1.5 * sd(counts) && mean(counts) >= 3
            ? 'low'
            : null;
      expect(day.outside).toBe(expected);
    }
    expect(answer.days[27]!.outside).toBe('high');
    const wires = answer.groups.find((group) => group.name === 'Wires')!;
    const windowStart = D.start - 27 * DAY;
    expect(wires.count).toBe(countIn(windowStart, D.end, (article) => article.sourceId === source.id));
    expect(wires.groupCount).toBe(countIn(windowStart, D.end, (article) => corpus.groups[0]!.sourceIds.includes(article.sourceId)));
    expect(answer.words.length).toBeGreaterThan(3);
  });

  it('gives no tone, never 0, for a source whose articles have none, and counts them', async () => {
    const french = corpus.sources[3]!;
    const answer = await get<SourceAnalysis>(`/api/sourceAnalysis/${french.id}?to=${D.day}&tz=${encodeURIComponent(KOLKATA.tz)}`);
    for (const day of answer.days) {
      expect(day).toMatchObject({ tone: null, positive: 0, negative: 0, untoned: day.count });
    }
    expect(answer.untoned).toBe(countIn(D.start - 27 * DAY, D.end, (article) => article.sourceId === french.id));
    expect(answer.untoned).toBeGreaterThan(0);
  });

  it('answers 404 for a source that does not exist', async () => {
    await get(`/api/sourceAnalysis/${crypto.randomUUID()}`, viewer, 404);
  });
});

describe('GET /api/tension', () => {
  it('scores the day’s negative mass against its 30 days before and flags the storm', async () => {
    const answer = await get<Tension>(
      `/api/tension/index?kind=topic&id=${topicIds.Storms}&to=${D.day}&days=7&tz=${encodeURIComponent(KOLKATA.tz)}`,
    );
    expect(answer.days).toHaveLength(7);
    // The mass of the scored articles; null on a day whose articles all lack a tone (French storms only).
    const mass = (start: number): number | null => {
      const day = articles.filter((article) => inRange(article, start, start + DAY) && matches(article, TOPICS.Storms));
      const known = day.filter(scored);
      if (day.length > 0 && known.length === 0) return null;
      return known.reduce((sum, article) => sum + milli(Math.max(0, -toneOf(article))), 0) / 1000;
    };
    let untoned = 0;
    answer.days.forEach((day, index) => {
      const start = D.start - (6 - index) * DAY;
      const expected = mass(start);
      untoned += day.untoned;
      expect(day.untoned).toBe(countIn(start, start + DAY, (article) => !scored(article) && matches(article, TOPICS.Storms)));
      if (expected === null) {
        expect(day).toMatchObject({ negativity: null, z: null, flagged: false });
        return;
      }
      // The API gives it to 2 places: half a hundredth off at most (a mass of x.xx5 rounds either way).
      expect(Math.abs(day.negativity! - expected)).toBeLessThanOrEqual(0.005 + 1e-9);
      const baseline = Array.from({ length: 30 }, (_, k) => mass(start - (k + 1) * DAY)).filter((value): value is number => value !== null);
      // The baseline as decision 0044 makes it: median and scaled MAD when half its days are 0, the spread at least max(sqrt(centre), 1).
      const median = (values: number[]) => {
        const sorted = [...values].sort((a, b) => a - b);
        const half = Math.floor(sorted.length / 2);
        return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
      };
      const sparse = baseline.filter((value) => value === 0).length >= baseline.length / 2;
      const centre = sparse ? median(baseline) : mean(baseline);
      const raw = sparse ? 1.4826 * median(baseline.map((value) => Math.abs(value - centre))) : sd(baseline);
      const spread = Math.max(raw, Math.sqrt(centre), 1);
      expect(day.z).toBeCloseTo((expected - centre) / spread, 1);
      expect(day.flagged).toBe(day.z! >= 2 && day.count >= 5);
    });
    expect(untoned).toBeGreaterThan(0);
    expect(answer.days[6]!.flagged).toBe(true);
    const overview = await get<TensionOverview>(`/api/tension/overview?to=${D.day}&tz=${encodeURIComponent(KOLKATA.tz)}`);
    expect(overview.items[0]).toMatchObject({ kind: 'topic', name: 'Storms', flagged: true });
    expect(overview.items.filter((item) => item.kind === 'group')).toHaveLength(2);
  });
});

describe('GET /api/mediaScaleIndex', () => {
  it('ranks sources by the published formula over the period', async () => {
    const answer = await get<MediaScaleIndex>('/api/mediaScaleIndex/all?days=30');
    const from = new Date(answer.from).getTime();
    const to = new Date(answer.to).getTime();
    const clusters = new Map<string, CorpusArticle[]>();
    for (const article of articles)
      if (article.clusterId) clusters.set(article.clusterId, [...(clusters.get(article.clusterId) ?? []), article]);
    for (const row of answer.rows) {
      const own = articles.filter((article) => article.sourceId === row.sourceId && inRange(article, from, to));
      const toned = own.filter(scored);
      expect(row.volume).toBe(own.length);
      expect(row.untoned).toBe(own.length - toned.length);
      if (own.length > 0 && toned.length === 0) expect(row.toneIntensity).toBeNull();
      else {
        expect(row.toneIntensity).toBeCloseTo(
          toned.reduce((sum, article) => sum + milli(Math.abs(toneOf(article))), 0) / 1000 / Math.max(1, toned.length),
          2,
        );
      }
      let pickup = 0;
      for (const members of clusters.values()) {
        const origin = [...members].sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime() || a.id.localeCompare(b.id))[0]!;
        if (origin.sourceId === row.sourceId && inRange(origin, from, to)) pickup += new Set(members.map((m) => m.sourceId)).size - 1;
      }
      expect(row.pickup).toBe(pickup);
      const w = answer.weights;
      // Without a tone, the score is the weighted mean of the other components.
      const expected =
        (100 *
          (w.reach * row.components.reach +
            w.volume * row.components.volume +
            w.pickup * row.components.pickup +
            w.tone * (row.components.tone ?? 0))) /
        (w.reach + w.volume + w.pickup + (row.components.tone === null ? 0 : w.tone));
      expect(row.score).toBeCloseTo(expected, 1);
    }
    expect(answer.rows.map((row) => row.rank)).toEqual(answer.rows.map((_, index) => index + 1));
    expect(answer.untoned).toBe(answer.rows.reduce((sum, row) => sum + row.untoned, 0));
    expect(answer.rows.find((row) => row.name === 'Le Quatre')).toMatchObject({ toneIntensity: null, components: { tone: null } });
  });

  it('lets an admin change the weights, and the ranking follows', async () => {
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/mediaScaleIndex/weights',
      headers: bearer(analyst),
      payload: { reach: 0, volume: 1, pickup: 0, tone: 0 },
    });
    expect(refused.statusCode).toBe(403);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/mediaScaleIndex/weights',
      headers: bearer(admin),
      payload: { reach: 0, volume: 1, pickup: 0, tone: 0 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ reach: 0, volume: 1, updatedBy: expect.any(String) });
    const answer = await get<MediaScaleIndex>('/api/mediaScaleIndex/all?days=30');
    const volumes = answer.rows.map((row) => row.volume);
    expect(volumes).toEqual([...volumes].sort((a, b) => b - a));
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/mediaScaleIndex/weights',
      headers: bearer(admin),
      payload: { reach: 0, volume: 0, pickup: 0, tone: 0 },
    });
    expect(bad.statusCode).toBe(400);
    await get('/api/mediaScaleIndex/all?days=12', viewer, 400);
  });
});

describe('GET /api/pipeline/throughput', () => {
  it('sums the articles stored per bucket and ranks the slowest sources', async () => {
    const [fast, slow] = corpus.sources;
    const runs = [
      { source: fast!.id, ago: 5, ms: 200, items: 4, status: 'ok' },
      { source: fast!.id, ago: 15, ms: 300, items: 6, status: 'ok' },
      { source: slow!.id, ago: 25, ms: 4000, items: 1, status: 'ok' },
      { source: slow!.id, ago: 35, ms: 6000, items: 0, status: 'error' },
      { source: slow!.id, ago: 200, ms: 9000, items: 9, status: 'ok' },
    ];
    for (const run of runs) {
      const finished = new Date(now - run.ago * 60_000);
      await ctx.db.query(
        `INSERT INTO fetch_runs (source_id, feed_url, trigger, status, started_at, finished_at, items_new) VALUES ($1, 'https://example.org/feed', 'schedule', $2, $3, $4, $5)`,
        [run.source, run.status, new Date(finished.getTime() - run.ms), finished, run.items],
      );
    }
    const answer = await get<PipelineThroughput>('/api/pipeline/throughput?minutes=60');
    expect(answer.bucketMinutes).toBe(1);
    expect(answer.buckets.reduce((sum, bucket) => sum + bucket.articles, 0)).toBe(11);
    expect(answer.buckets.reduce((sum, bucket) => sum + bucket.errors, 0)).toBe(1);
    expect(answer.slowest.map((row) => row.sourceId)).toEqual([slow!.id, fast!.id]);
    expect(answer.slowest[0]).toMatchObject({ runs: 2, errors: 1, medianMs: 5000, maxMs: 6000 });
  });
});
