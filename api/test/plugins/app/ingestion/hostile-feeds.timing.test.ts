import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

import { IngestionService } from '../../../../src/plugins/app/ingestion/ingestion-service';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { addFeedSource, ITEM_DATE, startFeedServer, type FeedServer } from '../../../helpers/feed-server';
import { useTestApp } from '../../../helpers/test-app';

// Feeds made to hurt (docs/decisions/0041-feeds-parsed-off-the-main-thread.md),
// answered by a local server: 200,000 and 5,000 elements deep, 100,000 items,
// 40,000 new items. Each is read through the test-feed route and a source
// poll while /api/health is asked every few milliseconds, and the event
// loop's own delay is measured beside it.
//
// The 100 ms budget for those health answers is checked by `npm run bench`
// (scripts/lib/bench-hostile.mjs runs this file and reads the figures it
// writes to MEDIAWATCH_TIMING_REPORT): a wall-clock budget a few
// milliseconds wide turned CI red on scheduling noise (103 ms once). The test
// itself holds the ceiling that tells the parsing is back on this thread.

/**
 * The slowest health answer the test accepts. Parsing any of these feeds on
 * the API's own thread holds it for seconds (the 100,000 items: 12 s measured
 * on a busy 2-core machine) or overflows the stack (200,000 deep); off the thread, the slowest answers measured alone
 * were 40-230 ms (storing 1,000 articles is the slow step: on PGlite the engine
 * runs in this thread; 1,030 ms once beside a Playwright run on 2 cores).
 */
const CEILING_MS = 2_000;

/** The figures of each step, written for the bench when MEDIAWATCH_TIMING_REPORT names a file. */
const figures: Array<{ step: string; slowestHealthMs: number; loopDelayMs: number; probes: number }> = [];

const ctx = useTestApp();

/**
 * Words of their own for item `i` (xorshift32): titles that differ only by a
 * number share their trigrams, and story clustering then compares each new
 * article with every stored one (a cost of its own, not the one measured here).
 */
function words(i: number): string {
  let seed = Math.imul(i + 1, 2_654_435_761) | 1;
  const letters: string[] = [];
  for (let n = 0; n < 18; n += 1) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    letters.push(String.fromCharCode(97 + ((seed >>> 8) % 26)));
    if (n % 6 === 5) letters.push(' ');
  }
  return letters.join('').trim();
}

/** An RSS feed of `count` small items, newest first (item 0 is the newest), in the oldest first order when `shuffled`. */
function manyItems(count: number, prefix: string, shuffled = false, oneTitle = false): string {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Many</title><link>https://many.test/</link>'];
  for (let n = 0; n < count; n += 1) {
    const i = shuffled ? count - 1 - n : n;
    // ISO dates (RFC 3339, as Atom writes them) keep 100,000 items under the fetcher's 15 MiB cap.
    const date = new Date(ITEM_DATE.getTime() - i * 1000).toISOString();
    parts.push(
      `<item><guid>${prefix}-${i}</guid>${oneTitle ? `<title>Q</title><description>${words(i)}</description>` : `<title>${words(i)}</title>`}<link>https://m.test/${i}</link><pubDate>${date}</pubDate></item>`,
    );
  }
  parts.push('</channel></rss>');
  return parts.join('');
}

/** One item whose description nests `depth` elements. */
function deep(depth: number): string {
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Deep</title><link>https://deep.test/</link><item><guid>d1</guid><title>Deep</title><link>https://deep.test/1</link><description>${'<div>'.repeat(depth)}bottom${'</div>'.repeat(depth)}</description></item></channel></rss>`;
}

describe('hostile feeds', () => {
  let server: FeedServer;
  let admin: string;
  const bodies = new Map<string, Buffer>();

  beforeAll(async () => {
    server = await startFeedServer();
    admin = await login(ctx.app, DEMO.admin);
    // Made before any measure: this server runs in the test's own process.
    const serve = (path: string, body: () => string) => {
      bodies.set(path, Buffer.from(body()));
      server.route(path, (_request, response) => response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(bodies.get(path)));
    };
    serve('/deep-200000', () => deep(200_000));
    serve('/deep-5000', () => deep(5_000));
    serve('/a-page', () => '<!doctype html><html><head><title>A page</title></head><body>Not a feed</body></html>');
    // Oldest first: the newest 1,000 are found by date, not by place.
    serve('/hundred-thousand', () => manyItems(100_000, 'hundred', true));
    // One title, "Q", each item its own text: titles of one source that share
    // trigrams (their first letters, at least) make every stored article a
    // clustering candidate of the next (left open in decision 0041), which
    // takes 40,000 articles minutes on PGlite; a one-letter title has no bands.
    serve('/forty-thousand', () => manyItems(40_000, 'forty', false, true));
  });
  afterAll(() => {
    server.close();
    const report = process.env.MEDIAWATCH_TIMING_REPORT;
    if (report) fs.writeFileSync(report, JSON.stringify({ database: process.env.MEDIAWATCH_TEST_DB || 'pglite', figures }, null, 2));
  });

  const source = (path: string) => addFeedSource(ctx.app, admin, server, path);

  /**
   * Runs `work` while /api/health is asked every 5 ms; answers its result,
   * the slowest health answer and the event loop's worst delay. Each answer
   * is timed from when it was due (the end of the previous one plus 5 ms),
   * so a loop held between two asks counts too.
   */
  async function whileProbing<T>(
    step: string,
    work: () => Promise<T>,
  ): Promise<{ result: T; slowestHealthMs: number; loopDelayMs: number; probes: number }> {
    let running = true;
    let slowest = 0;
    let probes = 0;
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();

    const probe = (async () => {
      let due = performance.now();
      while (running) {
        const answer = await ctx.app.inject({ url: '/api/health' });
        expect(answer.statusCode).toBe(200);
        slowest = Math.max(slowest, performance.now() - due);
        probes += 1;
        due = performance.now() + 5;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    try {
      const result = await work();
      const measured = { slowestHealthMs: slowest, loopDelayMs: histogram.max / 1e6, probes };
      figures.push({ step, ...measured });
      return { result, ...measured };
    } finally {
      running = false;
      histogram.disable();
      await probe;
    }
  }

  const testFeed = (path: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/source/testFeed', headers: bearer(admin), payload: { url: `${server.url}${path}` } });

  it("keeps a parse error's code across the worker thread, for the page to word it in the reader's language", async () => {
    const tested = await testFeed('/a-page');
    expect(tested.json()).toMatchObject({ ok: false, errorMessage: { code: 'parse.htmlPage' } });
  });

  it.each([
    ['/deep-200000', 200_000],
    ['/deep-5000', 5_000],
  ])(
    'refuses a feed nesting elements %s deep with feed.tooDeep, the API answering all along',
    async (path) => {
      const tested = await whileProbing(`${path}: test feed`, () => testFeed(path));
      expect(tested.result.statusCode).toBe(200);
      expect(tested.result.json()).toMatchObject({ ok: false, errorMessage: { code: 'feed.tooDeep', params: { maxDepth: 500 } } });
      expect(tested.result.json().error).not.toMatch(/call stack/i);
      expect(tested.result.json().durationMs).toBeLessThan(10_000);
      expect(tested.slowestHealthMs).toBeLessThan(CEILING_MS);

      const id = await source(path);
      const polled = await whileProbing(`${path}: source poll`, () => ctx.app.ingestion.service.fetchSource(id, 'schedule'));
      expect(polled.result.feeds[0]).toMatchObject({ status: 'error', errorMessage: { code: 'feed.tooDeep' }, inserted: 0 });
      expect(polled.result.feeds[0]!.error).toMatch(/more than 500 deep/);
      expect(polled.slowestHealthMs).toBeLessThan(CEILING_MS);
    },
    60_000,
  );

  it('reads the newest 1,000 of a 100,000-item feed, counts the rest in the run, and the API answers all along', async () => {
    const tested = await whileProbing('/hundred-thousand: test feed', () => testFeed('/hundred-thousand'));
    expect(tested.result.json()).toMatchObject({ ok: true, error: null });
    // The newest 1,000 in the feed's order (oldest first): the first shown is the 1,000th newest.
    expect(tested.result.json().items[0]).toMatchObject({ guid: 'hundred-999', title: words(999) });
    expect(tested.slowestHealthMs).toBeLessThan(CEILING_MS);

    const id = await source('/hundred-thousand');
    const polled = await whileProbing('/hundred-thousand: source poll, 1,000 stored', () =>
      ctx.app.ingestion.service.fetchSource(id, 'schedule'),
    );
    expect(polled.result.feeds[0]!.error).toBeNull();
    expect(polled.result.feeds[0]).toMatchObject({
      status: 'ok',
      found: 100_000,
      inserted: 1_000,
      dropped: 99_000,
      overCap: 99_000,
      note: { code: 'feed.tooManyItems', params: { read: 1_000, total: 100_000, skipped: 99_000 } },
    });
    const { rows } = await ctx.db.query<{ newest: string; oldest: string }>(
      `SELECT max(guid) FILTER (WHERE guid = 'hundred-0') AS newest, min(published_at)::text AS oldest FROM articles WHERE source_id = $1`,
      [id],
    );
    expect(rows[0]!.newest).toBe('hundred-0');
    const runs = (await ctx.app.inject({ url: `/api/fetchRun/all?sourceId=${id}`, headers: bearer(admin) })).json().items;
    expect(runs[0]).toMatchObject({ status: 'ok', itemsFound: 100_000, itemsNew: 1_000, itemsDropped: 99_000 });
    expect(runs[0].error).toMatch(/newest 1000 were read, 99000 left out/);
    expect(polled.slowestHealthMs).toBeLessThan(CEILING_MS);
  }, 120_000);

  it('stores every new item of a 40,000-item first fetch (inserts in chunks under the 65,535-parameter limit)', async () => {
    const service = new IngestionService(ctx.db, async () => [], { allowHosts: ['127.0.0.1'], fetchTimeoutMs: 20_000, maxItems: 50_000 });
    const id = await source('/forty-thousand');
    const summary = await service.fetchSource(id, 'manual');
    expect(summary.feeds[0]).toMatchObject({ status: 'ok', error: null, found: 40_000, inserted: 40_000 });
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM articles WHERE source_id = $1', [id]);
    expect(rows[0]!.n).toBe(40_000);
  }, 300_000);
});
