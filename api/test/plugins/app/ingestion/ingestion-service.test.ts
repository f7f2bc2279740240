import { IngestionService } from '../../../../src/plugins/app/ingestion/ingestion-service';
import { FetchError, fetchUrl } from '../../../../src/news/fetcher';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { addFeedSource, rss, startFeedServer, type FeedServer } from '../../../helpers/feed-server';
import { useTestApp } from '../../../helpers/test-app';

const ctx = useTestApp();

describe('ingestion service against a local feed server', () => {
  let server: FeedServer;
  let service: IngestionService;
  let admin: string;

  beforeAll(async () => {
    server = await startFeedServer();
    service = new IngestionService(ctx.db, async () => [], { perHostConcurrency: 2, fetchTimeoutMs: 500, allowHosts: ['127.0.0.1'] });
    admin = await login(ctx.app, DEMO.admin);
    server.route('/ok', (request, response) => {
      if (request.headers['if-none-match'] === '"v1"') {
        response.writeHead(304, { etag: '"v1"' }).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"v1"', 'last-modified': 'Fri, 20 Nov 2026 10:00:00 GMT' });
      response.end(
        rss([
          { guid: 'a1', title: 'First story' },
          { guid: 'a2', title: 'Second story' },
        ]),
      );
    });
    server.route('/moved', (_request, response) => response.writeHead(301, { location: '/ok' }).end());
    server.route('/temporary', (_request, response) => response.writeHead(302, { location: '/ok' }).end());
    server.route('/gone', (_request, response) => response.writeHead(410).end());
    server.route('/busy', (_request, response) => response.writeHead(429, { 'retry-after': '7200' }).end());
    server.route('/broken', (_request, response) => response.writeHead(500).end('oops'));
    server.route('/slow', (_request, response) => {
      const timer = setTimeout(() => response.end(rss([])), 3000);
      response.on('close', () => clearTimeout(timer));
    });
    server.route('/huge', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      let sent = 0;
      const write = () => {
        while (sent < 16) {
          sent += 1;
          if (!response.write(chunk)) {
            response.once('drain', write);
            return;
          }
        }
        response.end();
      };
      write();
    });
    server.route('/same', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end(rss([{ guid: 's1', title: 'Same bytes every time' }]));
    });
    server.route('/ttl', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml', 'cache-control': 'max-age=7200' });
      response.end(rss([{ guid: 't1', title: 'Cached for two hours' }], '<ttl>180</ttl>'));
    });
  });
  afterAll(() => server.close());

  // Several sources of these cases poll one path of the test server on purpose (docs/decisions/0045-one-feed-one-source.md).
  const source = (path: string, extra: Record<string, unknown> = {}) =>
    addFeedSource(ctx.app, admin, server, path, { duplicateReason: 'the test server serves one path to several sources', ...extra });

  async function health(id: string) {
    return (await ctx.app.inject({ url: `/api/source/${id}`, headers: bearer(admin) })).json();
  }

  async function runs(id: string) {
    return (await ctx.app.inject({ url: `/api/fetchRun/all?sourceId=${id}`, headers: bearer(admin) })).json().items;
  }

  it('200 stores the items; the next fetch sends If-None-Match and a 304 stores nothing', async () => {
    const id = await source('/ok');
    const first = await service.fetchSource(id, 'manual');
    expect(first.feeds[0]).toMatchObject({ status: 'ok', httpStatus: 200, found: 2, inserted: 2 });
    const second = await service.fetchSource(id, 'schedule');
    expect(second.feeds[0]).toMatchObject({ status: 'not_modified', httpStatus: 304, inserted: 0 });
    expect(server.requests.filter((request) => request.path === '/ok').at(-1)).toMatchObject({
      ifNoneMatch: '"v1"',
      ifModifiedSince: 'Fri, 20 Nov 2026 10:00:00 GMT',
    });
    const state = await health(id);
    expect(state).toMatchObject({
      articleCount: 2,
      health: { state: 'ok', consecutiveFailures: 0, lastStatus: 304, lastError: null, supports304: true },
    });
    expect(state.health.lastNewArticleAt).not.toBeNull();
    const nextPoll = new Date(state.health.nextPollAt).getTime() - Date.now();
    expect(nextPoll).toBeGreaterThan(29 * 60_000);
    expect(nextPoll).toBeLessThanOrEqual(30 * 60_000);
    expect((await runs(id)).map((run: { status: string; trigger: string }) => [run.status, run.trigger])).toEqual([
      ['not_modified', 'schedule'],
      ['ok', 'manual'],
    ]);
  });

  it('ignores HTTP caching when the source asks, but the body hash still spots the same bytes', async () => {
    const id = await source('/ok', { ignoreHttpCache: true });
    await service.fetchSource(id, 'manual');
    const second = await service.fetchSource(id, 'manual');
    expect(second.feeds[0]).toMatchObject({ status: 'not_modified', httpStatus: 200 });
    expect(server.requests.filter((request) => request.path === '/ok').at(-1)!.ifNoneMatch).toBeUndefined();
    const same = await source('/same');
    await service.fetchSource(same, 'manual');
    expect((await service.fetchSource(same, 'manual')).feeds[0]).toMatchObject({ status: 'not_modified', httpStatus: 200, inserted: 0 });
  });

  it('follows 301 (and records the new feed URL) and 302 (keeping the URL)', async () => {
    const moved = await source('/moved');
    expect((await service.fetchSource(moved, 'manual')).feeds[0]).toMatchObject({ status: 'ok', inserted: 2, movedTo: `${server.url}/ok` });
    expect((await health(moved)).feedUrls).toEqual([`${server.url}/ok`]);
    const temporary = await source('/temporary');
    expect((await service.fetchSource(temporary, 'manual')).feeds[0]).toMatchObject({ status: 'ok', movedTo: null });
    expect((await health(temporary)).feedUrls).toEqual([`${server.url}/temporary`]);
  });

  it.each([
    ['/missing', 404, 'Feed not found (HTTP 404): check the feed URL', { code: 'fetch.notFound' }],
    ['/gone', 410, 'Feed is gone for good (HTTP 410): the publisher removed it', { code: 'fetch.gone' }],
    ['/broken', 500, 'Server error (HTTP 500)', { code: 'fetch.serverError', params: { status: 500 } }],
  ])('%s: health says why, failures count up and back off with jitter', async (path, status, message, code) => {
    const id = await source(path);
    await service.fetchSource(id, 'manual');
    await service.fetchSource(id, 'manual');
    const state = await health(id);
    expect(state.health).toMatchObject({ state: 'failing', consecutiveFailures: 2, lastStatus: status, lastError: message });
    const wait = new Date(state.health.nextPollAt).getTime() - Date.now();
    expect(wait).toBeGreaterThan(23 * 60_000);
    expect((await runs(id))[0]).toMatchObject({ status: 'error', httpStatus: status, error: message });
    // Why, as a code with its parameters the pages word (docs/decisions/0040-server-texts-as-codes.md).
    expect(state.health.lastErrorMessage).toEqual({ ...code, text: message });
    expect((await runs(id))[0].errorMessage).toEqual({ ...code, text: message });
  });

  it('429 waits as long as Retry-After asks', async () => {
    const id = await source('/busy');
    await service.fetchSource(id, 'manual');
    const state = await health(id);
    expect(state.health.lastError).toBe('Rate-limited by the server (HTTP 429); retry after 7200 s');
    expect(state.health.lastErrorMessage).toMatchObject({
      code: 'fetch.retryAfter',
      params: { error: { code: 'fetch.rateLimited' }, seconds: 7200 },
    });
    expect(new Date(state.health.nextPollAt).getTime() - Date.now()).toBeGreaterThan(7190_000);
  });

  it('honours Cache-Control max-age and the feed TTL when they ask for longer than the interval', async () => {
    const id = await source('/ttl');
    await service.fetchSource(id, 'manual');
    const wait = new Date((await health(id)).health.nextPollAt).getTime() - Date.now();
    expect(wait).toBeGreaterThan(179 * 60_000);
  });

  it('gives up on a slow answer at the timeout', async () => {
    const slow = await source('/slow');
    const started = Date.now();
    expect((await service.fetchSource(slow, 'manual')).feeds[0]).toMatchObject({
      status: 'error',
      httpStatus: null,
      error: 'Timed out after 1 s',
      errorMessage: { code: 'fetch.timedOut', params: { seconds: 1 } },
    });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('gives up on a body over the 15 MiB cap', async () => {
    // The service with the worker's own timeout (20 s): 16 MiB must arrive before the cap is seen, which
    // a loaded machine cannot promise within the half second the other cases use.
    const patient = new IngestionService(ctx.db, async () => [], { allowHosts: ['127.0.0.1'] });
    const huge = await source('/huge');
    expect((await patient.fetchSource(huge, 'manual')).feeds[0]).toMatchObject({
      status: 'error',
      error: 'Body too large: more than 15728640 bytes',
    });
    const capped = fetchUrl(`${server.url}/huge`, { maxBytes: 1000, allowHosts: ['127.0.0.1'] });
    await expect(capped).rejects.toThrow(FetchError);
    await expect(capped).rejects.toThrow('Body too large: more than 1000 bytes');
  });

  it('reset errors clears the streak; test feed shows what would be ingested without storing', async () => {
    const id = await source('/broken');
    await service.fetchSource(id, 'manual');
    const reset = await ctx.app.inject({ method: 'POST', url: `/api/source/resetErrors/${id}`, headers: bearer(admin) });
    expect(reset.json().health).toMatchObject({ consecutiveFailures: 0, lastError: null });

    const before = (await ctx.app.inject({ url: '/api/article/all', headers: bearer(admin) })).json().total;
    const tested = await service.testFeed(`${server.url}/ok`);
    expect(tested).toMatchObject({ ok: true, httpStatus: 200, error: null, feed: { format: 'rss2', title: 'Test feed' } });
    expect(tested.items.map((item) => item.title)).toEqual(['First story', 'Second story']);
    expect((await ctx.app.inject({ url: '/api/article/all', headers: bearer(admin) })).json().total).toBe(before);
    expect(await service.testFeed(`${server.url}/missing`)).toMatchObject({
      ok: false,
      httpStatus: 404,
      error: 'Feed not found (HTTP 404): check the feed URL',
    });
  });

  it('records a failure to store the items as an error, and reads the same body again next time', async () => {
    const id = await source('/same');
    // A topic that cannot be compiled makes the pipeline throw after the body was read.
    const broken = new IngestionService(
      ctx.db,
      async () => [{ id: '00000000-0000-4000-8000-000000000000', ast: { type: 'bogus' } as never }],
      { allowHosts: ['127.0.0.1'] },
    );
    const failed = (await broken.fetchSource(id, 'manual')).feeds[0]!;
    expect(failed).toMatchObject({ status: 'error', httpStatus: 200 });
    expect(failed.error).toMatch(/^Storing the items failed; they are read again at the next fetch/);
    expect((await health(id)).health).toMatchObject({ state: 'failing', consecutiveFailures: 1 });
    expect((await service.fetchSource(id, 'manual')).feeds[0]).toMatchObject({ status: 'ok', httpStatus: 200 });
  });

  it('limits concurrent requests per host', async () => {
    const inFlight: number[] = [];
    let current = 0;
    await Promise.all(
      Array.from({ length: 6 }, () =>
        service.limiter.run(`${server.url}/x`, async () => {
          current += 1;
          inFlight.push(current);
          await new Promise((resolve) => setTimeout(resolve, 30));
          current -= 1;
        }),
      ),
    );
    expect(Math.max(...inFlight)).toBe(2);
  });
});
