import { NOT_ALLOWED } from '../../../../src/news/fetcher';
import { IngestionService } from '../../../../src/plugins/app/ingestion/ingestion-service';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { rss, startFeedServer, type FeedServer } from '../../../helpers/feed-server';
import { QUIET_NEWS_CONFIG, useTestApp } from '../../../helpers/test-app';

// Server-side request forgery (a feed URL that makes the API call into its own
// network): with no host allowed, the
// feed test, the discovery and the worker refuse loopback, private,
// link-local and multicast addresses, after DNS and on redirects, with one
// answer that tells nothing of what listens there.

const ctx = useTestApp({ news: { ...QUIET_NEWS_CONFIG, fetchAllowHosts: [] } });

describe('no request forgery', () => {
  let server: FeedServer;
  let analyst: string;
  let admin: string;

  beforeAll(async () => {
    [analyst, admin] = await Promise.all([login(ctx.app, DEMO.analyst), login(ctx.app, DEMO.admin)]);
    server = await startFeedServer();
    server.route('/feed', (_request, response) =>
      response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss([{ guid: 'x', title: 'Internal' }])),
    );
  });
  afterAll(() => server.close());

  const port = () => new URL(server.url).port;

  it.each([
    () => `${server.url}/feed`,
    () => `http://localhost:${port()}/feed`,
    () => `http://[::1]:${port()}/feed`,
    () => `http://127.0.0.1:${port()}/nothing-here`,
    () => 'http://127.0.0.1:1/',
    () => 'http://10.0.0.1/',
    () => 'http://192.168.1.1/',
    () => 'http://169.254.169.254/latest/meta-data/',
    () => 'http://[fe80::1]/',
    () => 'http://224.0.0.1/',
    () => 'http://0.0.0.0:5432/',
  ])('the feed test and the discovery refuse %#, with one answer whatever listens', async (target) => {
    const url = target();
    const tested = await ctx.app.inject({ method: 'POST', url: '/api/source/testFeed', headers: bearer(analyst), payload: { url } });
    expect(tested.json()).toMatchObject({ ok: false, httpStatus: null, bytes: 0, error: NOT_ALLOWED, items: [] });
    const discovered = await ctx.app.inject({ method: 'POST', url: '/api/source/discover', headers: bearer(analyst), payload: { url } });
    expect(discovered.json()).toMatchObject({ feeds: [], error: NOT_ALLOWED });
    expect(server.hits.get('/feed') ?? 0).toBe(0);
  });

  it('the worker refuses them too, and says so in the health', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/source/add',
      headers: bearer(admin),
      payload: { name: 'Internal', homepage: 'https://internal.example', feedUrls: [`${server.url}/feed`], language: 'en', country: 'GB' },
    });
    const id = created.json().id;
    await ctx.app.ingestion.service.fetchSource(id, 'manual');
    expect((await ctx.app.inject({ url: `/api/source/${id}`, headers: bearer(admin) })).json().health).toMatchObject({
      state: 'failing',
      lastError: NOT_ALLOWED,
      lastStatus: null,
    });
    expect(server.hits.get('/feed') ?? 0).toBe(0);
    // An admin can allow the host by configuration
    const allowed = new IngestionService(ctx.db, async () => [], { allowHosts: [`127.0.0.1:${port()}`] });
    expect((await allowed.fetchSource(id, 'manual')).feeds[0]).toMatchObject({ status: 'ok', inserted: 1 });
  });
});
