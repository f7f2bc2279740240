import { DEMO, bearer, login } from '../../../helpers/auth';
import { DAY, buildCorpus, rollupDrift, type Corpus } from '../../../helpers/analytics-corpus';
import { useTestApp } from '../../../helpers/test-app';

// docs/decisions/0012-analytics-rollups.md: the rollups (migration 0070) stay exactly what a recount
// of the articles and their topic matches gives, through every way articles
// and matches are written: batch inserts, topic matches, edits, clustering,
// the retention purge, a deleted source and a deleted or changed topic; with
// articles without tone (the French source's, migration 0110) counted in
// `untoned` and kept out of the tone sums.

const ctx = useTestApp();
let corpus: Corpus;
let analyst: string;
let admin: string;
const now = Date.now();

beforeAll(async () => {
  corpus = await buildCorpus(ctx.db, now, 500, [], { frenchUntoned: true });
  analyst = await login(ctx.app, DEMO.analyst);
  admin = await login(ctx.app, DEMO.admin);
}, 120_000);

async function addTopic(name: string, query: string): Promise<string> {
  const answer = await ctx.app.inject({ method: 'POST', url: '/api/topic/add', headers: bearer(analyst), payload: { name, query } });
  expect(answer.statusCode).toBe(201);
  return answer.json<{ id: string }>().id;
}

async function expectExact() {
  expect(await rollupDrift(ctx.db)).toEqual({});
}

describe('the rollups', () => {
  let storms: string;

  it('hold every inserted article and every topic match', async () => {
    storms = await addTopic('Storms', 'storm OR tempête');
    await addTopic('Votes', 'election OR élection');
    const { rows } = await ctx.db.query<{ n: number; topics: number; clusters: number }>(
      `SELECT (SELECT sum(n) FROM rollup_all)::int AS n, (SELECT sum(n) FROM rollup_topic)::int AS topics, (SELECT count(*) FROM cluster_pickup)::int AS clusters`,
    );
    expect(rows[0]!.n).toBe(corpus.articles.length);
    expect(rows[0]!.topics).toBeGreaterThan(50);
    expect(rows[0]!.clusters).toBe(30);
    await expectExact();
  });

  it('follow edits of dates, tones, sources and clusters', async () => {
    const ids = corpus.articles.slice(0, 40).map((article) => article.id);
    await ctx.db.query(`UPDATE articles SET published_at = published_at - interval '3 days 7 minutes' WHERE id = ANY($1::uuid[])`, [
      ids.slice(0, 10),
    ]);
    await ctx.db.query(`UPDATE articles SET tone = -tone - 0.5 WHERE id = ANY($1::uuid[])`, [ids.slice(10, 20)]);
    await ctx.db.query(`UPDATE articles SET source_id = $2, language = 'fr' WHERE id = ANY($1::uuid[])`, [
      ids.slice(20, 25),
      corpus.sources[3]!.id,
    ]);
    const cluster = corpus.articles.find((article) => article.clusterId)!.clusterId!;
    await ctx.db.query(`UPDATE articles SET cluster_id = $2 WHERE id = ANY($1::uuid[])`, [ids.slice(25, 30), cluster]);
    await ctx.db.query(`UPDATE articles SET cluster_id = NULL WHERE cluster_id = $1 AND id <> ALL($2::uuid[])`, [
      cluster,
      ids.slice(25, 27),
    ]);
    await expectExact();
  });

  it('count articles without tone apart, through tones lost, found and rescored', async () => {
    const { rows } = await ctx.db.query<{ untoned: number; articles: number; topics: number; bin: number }>(
      `SELECT (SELECT sum(untoned) FROM rollup_all)::int AS untoned, (SELECT count(*) FROM articles WHERE tone IS NULL)::int AS articles,
              (SELECT sum(untoned) FROM rollup_topic)::int AS topics,
              (SELECT COALESCE(sum(n - untoned), 0) FROM rollup_all WHERE tone_bin = -99)::int AS bin`,
    );
    expect(rows[0]!.untoned).toBeGreaterThan(50);
    expect(rows[0]!.untoned).toBe(rows[0]!.articles);
    expect(rows[0]!.topics).toBeGreaterThan(0);
    expect(rows[0]!.bin).toBe(0);
    const english = corpus.articles.filter((article) => article.tone !== null).map((article) => article.id);
    const french = corpus.articles.filter((article) => article.tone === null).map((article) => article.id);
    // Lost (one statement mixing both ways), found, rescored to the same value (moves nothing), then deleted.
    await ctx.db.query(
      `UPDATE articles SET tone = CASE WHEN tone IS NULL THEN 1.25 ELSE NULL END WHERE id = ANY($1::uuid[]) OR id = ANY($2::uuid[])`,
      [english.slice(40, 60), french.slice(0, 20)],
    );
    await expectExact();
    await ctx.db.query(`UPDATE articles SET tone = NULL WHERE id = ANY($1::uuid[])`, [french.slice(0, 10)]);
    await ctx.db.query(`UPDATE articles SET tone = tone, tone_method = tone_method + 1 WHERE id = ANY($1::uuid[])`, [
      english.slice(60, 90),
    ]);
    await expectExact();
    await ctx.db.query(`DELETE FROM articles WHERE id = ANY($1::uuid[])`, [[...french.slice(20, 25), ...english.slice(90, 95)]]);
    await expectExact();
  });

  it('follow a topic whose query changes, then its deletion', async () => {
    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/topic/update/${storms}`,
      headers: bearer(analyst),
      payload: { query: 'storm' },
    });
    expect(changed.statusCode).toBe(200);
    await expectExact();
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/topic/delete/${storms}`, headers: bearer(analyst) });
    expect(deleted.statusCode).toBe(204);
    const { rows } = await ctx.db.query('SELECT 1 FROM rollup_topic WHERE topic_id = $1', [storms]);
    expect(rows).toEqual([]);
    await expectExact();
  });

  it('follow the retention purge and a deleted source (cascades included)', async () => {
    const purged = await ctx.app.articlesRepository.purgeOlderThan(20);
    expect(purged).toBeGreaterThan(50);
    await expectExact();
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/source/delete/${corpus.sources[0]!.id}`, headers: bearer(admin) });
    expect(deleted.statusCode).toBe(204);
    const { rows } = await ctx.db.query('SELECT 1 FROM rollup_source WHERE source_id = $1', [corpus.sources[0]!.id]);
    expect(rows).toEqual([]);
    await expectExact();
  });

  it('cut any day of any zone exactly: slots are quarter hours', async () => {
    const { rows } = await ctx.db.query<{ odd: number }>(
      `SELECT count(*)::int AS odd FROM rollup_all WHERE extract(epoch FROM slot)::bigint % 900 <> 0`,
    );
    expect(rows[0]!.odd).toBe(0);
    // An article a second before a Kathmandu (UTC+5:45) midnight and one at it fall in two slots.
    const midnight = Date.UTC(2026, 0, 10) - (5 * 60 + 45) * 60_000;
    const { rows: slots } = await ctx.db.query<{ a: Date; b: Date }>('SELECT rollup_slot($1) AS a, rollup_slot($2) AS b', [
      new Date(midnight - 1000),
      new Date(midnight),
    ]);
    expect(slots[0]!.b.getTime()).toBe(midnight);
    expect(slots[0]!.a.getTime()).toBe(midnight - 15 * 60_000);
    expect(now - DAY).toBeLessThan(now);
  });
});
