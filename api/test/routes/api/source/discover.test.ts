import type { ServerResponse } from 'node:http';

import { bearer, DEMO, login } from '../../../helpers/auth';
import { rss, startFeedServer, type FeedServer } from '../../../helpers/feed-server';
import { useTestApp } from '../../../helpers/test-app';

// Adding a source from its homepage (POST /api/source/discover) and the
// OPML import's report per feed, against a local site.

const ctx = useTestApp();

const atom = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Site in Atom</title><id>urn:site</id><updated>2026-11-20T10:00:00Z</updated>
  <entry><title>Older entry</title><link href="https://site.example/old"/><id>urn:1</id><updated>2026-11-19T10:00:00Z</updated></entry>
  <entry><title>Newest entry</title><link href="https://site.example/new"/><id>urn:2</id><updated>2026-11-20T10:00:00Z</updated></entry></feed>`;

describe('/api/source/discover and the OPML report', () => {
  let server: FeedServer;
  let admin: string;
  let analyst: string;
  let viewer: string;

  beforeAll(async () => {
    [admin, analyst, viewer] = await Promise.all([login(ctx.app, DEMO.admin), login(ctx.app, DEMO.analyst), login(ctx.app, DEMO.viewer)]);
    server = await startFeedServer();
    const xml = (response: ServerResponse, body: string, type = 'application/rss+xml') =>
      response.writeHead(200, { 'content-type': type }).end(body);
    server.route('/site/', (_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><html lang="fr-FR"><head><title>Le Site</title>
        <link rel="alternate" type="application/rss+xml" title="Toutes les infos" href="feed.xml">
        <link rel="alternate" type="application/atom+xml" href="/site/atom">
        <link rel="alternate" type="application/rss+xml" title="Broken" href="/site/missing.xml"></head><body>Bonjour</body></html>`),
    );
    server.route('/site/feed.xml', (_request, response) =>
      xml(
        response,
        rss([
          { guid: 'f1', title: 'Première' },
          { guid: 'f2', title: 'Deuxième' },
        ]),
      ),
    );
    server.route('/site/atom', (_request, response) => xml(response, atom, 'application/atom+xml'));
    server.route('/bare/', (_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html><head><title>Bare</title></head></html>'),
    );
    server.route('/feed', (_request, response) => xml(response, rss([{ guid: 'c1', title: 'From the common path' }])));
    server.route('/rss.xml', (_request, response) => response.writeHead(301, { location: '/feed' }).end());
  });
  afterAll(() => server.close());

  const discover = (url: string, token = analyst) =>
    ctx.app.inject({ method: 'POST', url: '/api/source/discover', headers: bearer(token), payload: { url } });

  it('finds the feeds a page links to, each with its title, item count and newest item', async () => {
    const response = await discover(`${server.url}/site/`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Le Site', language: 'fr', error: null });
    expect(response.json().feeds).toEqual([
      expect.objectContaining({
        url: `${server.url}/site/feed.xml`,
        via: 'page',
        ok: true,
        format: 'rss2',
        title: 'Test feed',
        itemCount: 2,
        lastItem: expect.objectContaining({ title: 'Première' }),
      }),
      expect.objectContaining({
        url: `${server.url}/site/atom`,
        via: 'page',
        ok: true,
        format: 'atom',
        title: 'Site in Atom',
        itemCount: 2,
        lastItem: { title: 'Newest entry', url: 'https://site.example/new', publishedAt: '2026-11-20T10:00:00.000Z' },
      }),
      expect.objectContaining({
        url: `${server.url}/site/missing.xml`,
        via: 'page',
        ok: false,
        title: 'Broken',
        error: 'Feed not found (HTTP 404): check the feed URL',
      }),
    ]);
  });

  it('tries the common feed paths when the page names none (a feed behind two paths counts once)', async () => {
    const feeds = (await discover(`${server.url}/bare/`)).json().feeds;
    expect(feeds).toEqual([
      expect.objectContaining({
        url: `${server.url}/feed`,
        via: 'common',
        ok: true,
        itemCount: 1,
        lastItem: expect.objectContaining({ title: 'From the common path' }),
      }),
    ]);
  });

  it('takes a feed address as it is, and says why a page cannot be read', async () => {
    expect((await discover(`${server.url}/site/atom`)).json()).toMatchObject({
      title: 'Site in Atom',
      feeds: [{ via: 'address', format: 'atom', itemCount: 2 }],
    });
    expect((await discover(`${server.url}/nowhere`)).json()).toMatchObject({ feeds: [], error: 'Page not found (HTTP 404)' });
    expect((await discover('ftp://site.example/', admin)).statusCode).toBe(400);
    expect((await discover(`${server.url}/site/`, viewer)).statusCode).toBe(403);
  });

  it('reports per feed what the OPML import did and what each new feed holds', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/source/add',
      headers: bearer(admin),
      payload: { name: 'Known', homepage: 'https://known.example', feedUrls: [`${server.url}/known.xml`], language: 'en', country: 'GB' },
    });
    const opml = `<?xml version="1.0"?><opml version="2.0"><body>
      <outline text="Site" xmlUrl="${server.url}/site/feed.xml" language="fr"/>
      <outline text="Gone" xmlUrl="${server.url}/gone.xml"/>
      <outline text="Known" xmlUrl="${server.url}/known.xml"/>
      <outline text="Bad country" xmlUrl="${server.url}/site/atom" country="Great Britain"/></body></opml>`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/source/opml',
      headers: bearer(admin),
      payload: { opml, defaultCountry: 'FR' },
    });
    expect(response.statusCode).toBe(200);
    const { created, feeds } = response.json();
    expect(feeds).toEqual([
      {
        feedUrl: `${server.url}/site/feed.xml`,
        title: 'Site',
        outcome: 'created',
        reason: null,
        sourceId: created[0].id,
        check: expect.objectContaining({ ok: true, format: 'rss2', itemCount: 2 }),
      },
      {
        feedUrl: `${server.url}/gone.xml`,
        title: 'Gone',
        outcome: 'created',
        reason: null,
        sourceId: created[1].id,
        check: expect.objectContaining({ ok: false, error: 'Feed not found (HTTP 404): check the feed URL' }),
      },
      {
        feedUrl: `${server.url}/known.xml`,
        title: 'Known',
        outcome: 'known',
        reason: `Known already polls this feed (${server.url}/known.xml): one feed, one source`,
        sourceId: null,
        check: null,
      },
      {
        feedUrl: `${server.url}/site/atom`,
        title: 'Bad country',
        outcome: 'invalid',
        reason: 'Country must be a two-letter ISO 3166 code, e.g. FR',
        sourceId: null,
        check: null,
      },
    ]);
  });
});
