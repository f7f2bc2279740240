import { randomBytes } from 'node:crypto';

import { DEMO_SOURCES } from '../../../../src/plugins/app/demo/newsroom';
import { seedNews } from '../../../../src/plugins/app/demo/news-seed';
import { parseFeedBody } from '../../../../src/news/feed-parser';
import { fetchUrl } from '../../../../src/news/fetcher';
import { TONE_METHOD_VERSION } from '../../../../src/news/tone/method';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { QUIET_NEWS_CONFIG, useTestApp } from '../../../helpers/test-app';

// Demo mode: the seed, the demo feed server and the worker ingesting from it.
const ctx = useTestApp({
  // No host allowed but the demo feed server, which the app allows itself while it runs.
  news: {
    ...QUIET_NEWS_CONFIG,
    fetchAllowHosts: [],
    queue: true,
    worker: true,
    tickMs: 300,
    demoFeeds: true,
    demoFeedsPort: 0,
    seedNews: true,
    seedArticles: 5000,
    queueSchema: `boss_${randomBytes(4).toString('hex')}`,
  },
});

/** Pairs of articles of two outlets at one URL, and how many of them are not in one story cluster. */
async function wireCopies() {
  const { rows } = await ctx.db.query<{ pairs: number; apart: number }>(
    `SELECT count(*)::int AS pairs, count(*) FILTER (WHERE a.cluster_id IS NULL OR a.cluster_id IS DISTINCT FROM b.cluster_id)::int AS apart
     FROM articles a JOIN articles b ON b.normalized_url = a.normalized_url AND b.source_id <> a.source_id AND a.id < b.id`,
  );
  return rows[0]!;
}

describe('demo newsroom', () => {
  it('seeds 38 sources in groups and 6 languages, 10 topics, 5,000+ articles over 60 days with clusters and topic matches', async () => {
    const started = performance.now();
    // The worker polls the live feeds only once the past articles are in (their alerts compare them with
    // the history): until the seed is done, no feed has been fetched. (The seed's own history of fetches ends
    // two hours back: docs/decisions/0053-demo-history-as-if-fetched.md.)
    let seeded = false;
    void ctx.app.demo.seeding.then(() => (seeded = true));
    let polls = 0;
    while (!seeded) {
      const { rows } = await ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM fetch_runs WHERE started_at > now() - interval '1 hour'`,
      );
      if (!seeded) expect(rows[0]!.n).toBe(0);
      polls += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(polls).toBeGreaterThan(0);
    await ctx.app.demo.seeding;
    // Reported in docs/benchmarks.md; far below the limit on an idle machine
    expect(performance.now() - started).toBeLessThan(230_000);
    const admin = await login(ctx.app, DEMO.admin);
    const sources = (await ctx.app.inject({ url: '/api/source/all', headers: bearer(admin) })).json();
    expect(sources).toHaveLength(38);
    expect(new Set(sources.map((source: { language: string }) => source.language))).toEqual(new Set(['en', 'fr', 'es', 'ar', 'de', 'pt']));
    expect((await ctx.app.inject({ url: '/api/sourceGroup/all', headers: bearer(admin) })).json().length).toBeGreaterThanOrEqual(5);
    const topics = (await ctx.app.inject({ url: '/api/topic/all', headers: bearer(admin) })).json();
    expect(topics).toHaveLength(10);
    for (const topic of topics) expect(topic.matchCount).toBeGreaterThan(0);

    const { rows } = await ctx.db.query<{ n: number; oldest: Date; newest: Date; clustered: number; languages: number }>(
      `SELECT count(*)::int AS n, min(published_at) AS oldest, max(published_at) AS newest,
         count(cluster_id)::int AS clustered, count(DISTINCT language)::int AS languages FROM articles`,
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(5000);
    expect(rows[0]!.languages).toBe(6);
    // Seeded with the current tone method (nothing for the rescoring job to do); English always has a tone,
    // and the rollups count apart the articles of a language the method does not read.
    const { rows: tones } = await ctx.db.query<{
      stale: number;
      en_untoned: number;
      untoned: number;
      rolled: number;
      de: number;
      pt: number;
    }>(
      `SELECT count(*) FILTER (WHERE tone_method <> $1)::int AS stale,
              count(*) FILTER (WHERE language = 'en' AND tone IS NULL)::int AS en_untoned,
              count(*) FILTER (WHERE tone IS NULL)::int AS untoned,
              (SELECT COALESCE(sum(untoned), 0)::int FROM rollup_all) AS rolled,
              count(*) FILTER (WHERE language = 'de')::int AS de, count(*) FILTER (WHERE language = 'pt')::int AS pt
       FROM articles`,
      [TONE_METHOD_VERSION],
    );
    expect(tones[0]).toMatchObject({ stale: 0, en_untoned: 0 });
    expect(tones[0]!.rolled).toBe(tones[0]!.untoned);
    expect(tones[0]!.de).toBeGreaterThan(300);
    expect(tones[0]!.pt).toBeGreaterThan(300);
    expect(rows[0]!.clustered).toBeGreaterThan(100);
    // Wire copies: two outlets' articles at the agency's URL, one story each time. The seed keeps every
    // n-th item of an outlet, so both halves of a pair are in it 13 to 35 times (48 start hours tried).
    const wire = await wireCopies();
    expect(wire.pairs).toBeGreaterThanOrEqual(8);
    expect(wire.apart).toBe(0);
    expect(Date.now() - rows[0]!.oldest.getTime()).toBeGreaterThan(55 * 86_400_000);
    // The seed counts its 60 days from when it started, before this line by up to the seeding's
    // own time (bounded above at 230 s): that much slack.
    expect(Date.now() - rows[0]!.oldest.getTime()).toBeLessThanOrEqual(60 * 86_400_000 + 240_000);

    // The history as if fetched: every seeded article came by a fetch run, counted by the Pipeline, fetched
    // minutes after it was published.
    const { rows: history } = await ctx.db.query<{ runs: number; stored: number; indexed: number; articles: number; lag: number }>(
      `SELECT (SELECT count(*)::int FROM fetch_runs WHERE started_at < now() - interval '1 hour') AS runs,
              (SELECT sum(items_new)::int FROM fetch_runs WHERE started_at < now() - interval '1 hour') AS stored,
              (SELECT sum(count)::int FROM pipeline_counts WHERE stage = 'indexed' AND hour <= date_trunc('hour', now() - interval '110 minutes')) AS indexed,
              (SELECT count(*)::int FROM articles WHERE fetched_at < now() - interval '1 hour') AS articles,
              (SELECT max(extract(epoch FROM fetched_at - published_at))::int FROM articles WHERE fetched_at < now() - interval '1 hour') AS lag`,
    );
    expect(history[0]!.articles).toBeGreaterThanOrEqual(5000);
    expect(history[0]!.stored).toBe(history[0]!.articles);
    expect(history[0]!.indexed).toBe(history[0]!.articles);
    expect(history[0]!.runs).toBeGreaterThan(1000);
    expect(history[0]!.lag).toBeLessThanOrEqual(300);

    // A second start seeds nothing more
    expect(await seedNews(ctx.db, 'http://127.0.0.1:1', 10)).toBeNull();
  }, 240_000);

  it('serves every demo feed, parseable in its format, and the worker ingests them', async () => {
    const admin = await login(ctx.app, DEMO.admin);
    const sources = (await ctx.app.inject({ url: '/api/source/all', headers: bearer(admin) })).json() as Array<{ feedUrls: string[] }>;
    const formats = new Set<string>();
    for (const source of sources) {
      const response = await fetchUrl(source.feedUrls[0]!, { allowHosts: ['127.0.0.1'] });
      expect(response.status).toBe(200);
      const feed = parseFeedBody(response.body, String(response.headers['content-type']), response.finalUrl);
      expect(feed.items).toHaveLength(20);
      formats.add(feed.format);
      const again = await fetchUrl(source.feedUrls[0]!, { etag: String(response.headers.etag), allowHosts: ['127.0.0.1'] });
      expect(again.status).toBe(304);
    }
    expect(formats).toEqual(new Set(['rss2', 'rss1', 'atom', 'json']));
    expect(DEMO_SOURCES).toHaveLength(38);

    // Seeded sources are due at once: the worker fetches them all and stores the live items. The wait
    // measures progress, not the machine's speed (docs/decisions/0049-time-outs-measure-progress.md):
    // it fails when no further source is fetched for 25 s.
    let fetched = 0;
    let deadline = Date.now() + 25_000;
    for (;;) {
      const { rows } = await ctx.db.query<{ ok: number }>(
        `SELECT count(DISTINCT source_id)::int AS ok FROM fetch_runs WHERE status = 'ok' AND started_at > now() - interval '1 hour'`,
      );
      if (rows[0]!.ok === DEMO_SOURCES.length) break;
      if (rows[0]!.ok > fetched) {
        fetched = rows[0]!.ok;
        deadline = Date.now() + 25_000;
      }
      if (Date.now() > deadline) {
        // Say why: the fetch runs that did not succeed, with their errors.
        const failed = await ctx.db.query<{ feed_url: string; status: string; http_status: number | null; error: string | null }>(
          `SELECT feed_url, status, http_status, error FROM fetch_runs WHERE status <> 'ok' ORDER BY started_at`,
        );
        throw new Error(`only ${rows[0]!.ok} sources fetched; other runs: ${JSON.stringify(failed.rows)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const health = (await ctx.app.inject({ url: '/api/source/all', headers: bearer(admin) })).json() as Array<{
      health: { state: string; lastNewArticleAt: string | null };
    }>;
    expect(health.every((source) => source.health.state === 'ok')).toBe(true);
    expect(health.filter((source) => source.health.lastNewArticleAt !== null).length).toBeGreaterThan(25);
    // The live feeds' wire copies found their story by URL, whichever outlet came first.
    expect((await wireCopies()).apart).toBe(0);
  }, 180_000);
});
