import { bearer, DEMO, login, UUID } from '../../../helpers/auth';
import { useTestApp } from '../../../helpers/test-app';

const ctx = useTestApp();

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Le Monde',
  homepage: 'https://www.lemonde.fr',
  feedUrls: ['https://www.lemonde.fr/rss/une.xml'],
  language: 'FR',
  country: 'fr',
  ...overrides,
});

describe('/api/source and /api/sourceGroup', () => {
  let admin: string;
  let analyst: string;
  let viewer: string;

  beforeAll(async () => {
    [admin, analyst, viewer] = await Promise.all([login(ctx.app, DEMO.admin), login(ctx.app, DEMO.analyst), login(ctx.app, DEMO.viewer)]);
  });

  it('adds a source with defaults, lists, finds, searches, updates and deletes it', async () => {
    const group = await ctx.app.inject({
      method: 'POST',
      url: '/api/sourceGroup/add',
      headers: bearer(admin),
      payload: { name: 'French press' },
    });
    expect(group.statusCode).toBe(201);
    const groupId = group.json<{ id: string }>().id;

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/source/add',
      headers: bearer(admin),
      payload: body({ groupIds: [groupId] }),
    });
    expect(created.statusCode).toBe(201);
    const source = created.json();
    expect(source).toMatchObject({
      id: expect.stringMatching(UUID),
      name: 'Le Monde',
      language: 'fr',
      country: 'FR',
      mediaType: 'online',
      active: true,
      pollIntervalMinutes: 30,
      ignoreHttpCache: false,
      fetchFullText: false,
      groupIds: [groupId],
      articleCount: 0,
      health: { state: 'pending', consecutiveFailures: 0, lastAttemptAt: null, supports304: false },
    });
    // Its first fetch is queued now, so the scheduler's first own poll is one interval away: a tick
    // in between does not queue it first and record the fetch as scheduled.
    const firstPoll = new Date(source.health.nextPollAt).getTime() - Date.now();
    expect(firstPoll).toBeGreaterThan(29 * 60_000);
    expect(firstPoll).toBeLessThanOrEqual(30 * 60_000);

    const all = await ctx.app.inject({ url: '/api/source/all', headers: bearer(viewer) });
    expect(all.json().map((item: { id: string }) => item.id)).toContain(source.id);
    expect((await ctx.app.inject({ url: `/api/source/${source.id}`, headers: bearer(viewer) })).json().name).toBe('Le Monde');
    const search = await ctx.app.inject({ url: '/api/source/search?q=LEMONDE.fr/rss', headers: bearer(viewer) });
    expect(search.json()).toHaveLength(1);
    expect((await ctx.app.inject({ url: '/api/source/search?q=nothing-like-it', headers: bearer(viewer) })).json()).toEqual([]);

    const groupAfter = await ctx.app.inject({ url: `/api/sourceGroup/${groupId}`, headers: bearer(viewer) });
    expect(groupAfter.json()).toMatchObject({ name: 'French press', sourceIds: [source.id], sourceCount: 1 });

    const updated = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/source/update/${source.id}`,
      headers: bearer(admin),
      payload: { pollIntervalMinutes: 60, groupIds: [] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ pollIntervalMinutes: 60, groupIds: [], name: 'Le Monde' });

    // Pausing and resuming is the admins' (an analyst is refused).
    expect((await ctx.app.inject({ method: 'POST', url: `/api/source/pause/${source.id}`, headers: bearer(analyst) })).statusCode).toBe(
      403,
    );
    const paused = await ctx.app.inject({ method: 'POST', url: `/api/source/pause/${source.id}`, headers: bearer(admin) });
    expect(paused.json()).toMatchObject({ active: false, health: { state: 'paused' } });
    const resumed = await ctx.app.inject({ method: 'POST', url: `/api/source/resume/${source.id}`, headers: bearer(admin) });
    expect(resumed.json().active).toBe(true);
    const reset = await ctx.app.inject({ method: 'POST', url: `/api/source/resetErrors/${source.id}`, headers: bearer(analyst) });
    expect(reset.json().health).toMatchObject({ consecutiveFailures: 0, lastError: null, nextPollAt: null });
    const fetched = await ctx.app.inject({ method: 'POST', url: `/api/source/fetch/${source.id}`, headers: bearer(analyst) });
    expect(fetched.statusCode).toBe(202);
    expect(fetched.json()).toEqual({ queued: true, sourceId: source.id });

    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/source/delete/${source.id}`, headers: bearer(admin) })).statusCode).toBe(
      204,
    );
    expect((await ctx.app.inject({ url: `/api/source/${source.id}`, headers: bearer(admin) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/sourceGroup/delete/${groupId}`, headers: bearer(admin) })).statusCode).toBe(
      204,
    );
  });

  it("changes only the fields a PATCH sends: renaming keeps a source's settings and groups, and a group's members", async () => {
    const group = await ctx.app.inject({
      method: 'POST',
      url: '/api/sourceGroup/add',
      headers: bearer(admin),
      payload: { name: 'Kept wires' },
    });
    const groupId = group.json<{ id: string }>().id;
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/source/add',
      headers: bearer(admin),
      payload: body({
        name: 'Kept Wire',
        feedUrls: ['https://kept.example/rss'],
        mediaType: 'agency',
        reach: 250_000,
        pollIntervalMinutes: 15,
        fetchFullText: true,
        groupIds: [groupId],
      }),
    });
    expect(created.statusCode).toBe(201);
    const source = created.json<{ id: string }>();

    // Each of these once came back with the defaults: mediaType online, no reach, 30 minutes, no groups.
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/source/update/${source.id}`,
      headers: bearer(admin),
      payload: { name: 'Kept Wire (renamed)' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Kept Wire (renamed)',
      mediaType: 'agency',
      reach: 250_000,
      pollIntervalMinutes: 15,
      fetchFullText: true,
      active: true,
      groupIds: [groupId],
    });

    const groupRenamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/sourceGroup/update/${groupId}`,
      headers: bearer(admin),
      payload: { description: 'Wires we keep' },
    });
    expect(groupRenamed.statusCode).toBe(200);
    expect(groupRenamed.json()).toMatchObject({ name: 'Kept wires', description: 'Wires we keep', sourceIds: [source.id] });
  });

  it.each([
    [{ name: '' }, 'name: Name is required'],
    [{ feedUrls: [] }, 'feedUrls: At least one feed URL is required'],
    [{ feedUrls: ['javascript:alert(1)'] }, 'Feed URL must be an http(s) URL'],
    [{ homepage: 'not a url' }, 'homepage: Homepage must be an http(s) URL'],
    [{ language: 'french' }, 'language: Language must be a two-letter ISO 639-1 code'],
    [{ country: 'France' }, 'country: Country must be a two-letter ISO 3166 code'],
    [{ pollIntervalMinutes: 2 }, 'Polling interval must be at least 5 minutes'],
    [{ pollIntervalMinutes: 2000 }, 'Polling interval must be at most 1440 minutes (24 h)'],
    [{ groupIds: ['00000000-0000-4000-8000-000000000000'] }, 'Unknown group id: 00000000-0000-4000-8000-000000000000'],
  ])('refuses a bad source %j with a clear 400', async (overrides, message) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/source/add', headers: bearer(admin), payload: body(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.json().message).toContain(message);
  });

  it('enforces roles: admins manage sources and groups, analysts run actions, viewers read', async () => {
    const source = (
      await ctx.app.inject({ method: 'POST', url: '/api/source/add', headers: bearer(admin), payload: body({ name: 'Roles' }) })
    ).json();
    for (const token of [analyst, viewer]) {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/source/add', headers: bearer(token), payload: body() })).statusCode).toBe(
        403,
      );
      expect(
        (await ctx.app.inject({ method: 'PATCH', url: `/api/source/update/${source.id}`, headers: bearer(token), payload: { name: 'x' } }))
          .statusCode,
      ).toBe(403);
      expect((await ctx.app.inject({ method: 'DELETE', url: `/api/source/delete/${source.id}`, headers: bearer(token) })).statusCode).toBe(
        403,
      );
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/api/sourceGroup/add', headers: bearer(token), payload: { name: 'x' } })).statusCode,
      ).toBe(403);
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/api/source/opml', headers: bearer(token), payload: { opml: '<opml/>' } }))
          .statusCode,
      ).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'POST', url: `/api/source/fetch/${source.id}`, headers: bearer(viewer) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/source/pause/${source.id}`, headers: bearer(viewer) })).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/source/testFeed',
          headers: bearer(viewer),
          payload: { url: 'http://127.0.0.1:1/x' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ url: '/api/source/all' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/sourceGroup/all' })).statusCode).toBe(401);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await ctx.app.inject({ url: `/api/source/${id}`, headers: bearer(admin) })).json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Source not found',
      });
      expect(
        (await ctx.app.inject({ method: 'PATCH', url: `/api/source/update/${id}`, headers: bearer(admin), payload: { name: 'x' } }))
          .statusCode,
      ).toBe(404);
      expect((await ctx.app.inject({ method: 'POST', url: `/api/source/fetch/${id}`, headers: bearer(admin) })).statusCode).toBe(404);
      expect((await ctx.app.inject({ url: `/api/sourceGroup/${id}`, headers: bearer(admin) })).json().message).toBe(
        'Source group not found',
      );
    }
  });

  it('keeps group names unique whatever the case', async () => {
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/sourceGroup/add', headers: bearer(admin), payload: { name: 'Wires' } }))
        .statusCode,
    ).toBe(201);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/sourceGroup/add', headers: bearer(admin), payload: { name: 'WIRES' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A source group with this name already exists');
  });

  it('exports OPML and imports it back, skipping feeds already known', async () => {
    const group = (
      await ctx.app.inject({ method: 'POST', url: '/api/sourceGroup/add', headers: bearer(admin), payload: { name: 'OPML & co' } })
    ).json();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/source/add',
      headers: bearer(admin),
      payload: body({ name: 'El País', feedUrls: ['https://elpais.com/rss?a=1&b=2'], language: 'es', country: 'ES', groupIds: [group.id] }),
    });
    const exported = await ctx.app.inject({ url: '/api/source/opml', headers: bearer(viewer) });
    expect(exported.headers['content-type']).toContain('text/x-opml');
    expect(exported.body).toContain('<outline text="OPML &amp; co"');
    expect(exported.body).toContain('xmlUrl="https://elpais.com/rss?a=1&amp;b=2"');

    const opml = `<?xml version="1.0"?><opml version="2.0"><head><title>x</title></head><body>
      <outline text="Folder"><outline text="BBC" xmlUrl="https://feeds.bbci.co.uk/news/rss.xml" htmlUrl="https://www.bbc.co.uk/news" language="en-GB"/></outline>
      <outline text="Known" xmlUrl="https://elpais.com/rss?a=1&amp;b=2"/></body></opml>`;
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/source/opml',
      headers: bearer(admin),
      payload: { opml, defaultCountry: 'GB' },
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().created).toMatchObject([
      {
        name: 'BBC',
        homepage: 'https://www.bbc.co.uk/news',
        language: 'en',
        country: 'GB',
        feedUrls: ['https://feeds.bbci.co.uk/news/rss.xml'],
      },
    ]);
    expect(imported.json().skipped).toEqual([
      {
        feedUrl: 'https://elpais.com/rss?a=1&b=2',
        reason: 'El País already polls this feed (https://elpais.com/rss?a=1&b=2): one feed, one source',
      },
    ]);

    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/source/opml',
      headers: bearer(admin),
      payload: { opml: '<opml><body><outline' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toContain('This is not a valid OPML file');
  });

  it('one feed, one source: another spelling of a known feed is a 409 naming its source, unless a reason is given (kept)', async () => {
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/source/add',
      headers: bearer(admin),
      payload: body({ name: 'Harbour Gazette', homepage: 'https://gazette.example', feedUrls: ['https://gazette.example/rss/world.xml'] }),
    });
    expect(first.statusCode).toBe(201);
    const existing = first.json<{ id: string }>();
    const countSources = async () => (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sources')).rows[0]!.n;
    const before = await countSources();

    for (const spelling of [
      'https://gazette.example/rss/world.xml',
      'http://GAZETTE.example:80/rss/world.xml/',
      'https://gazette.example/rss/world.xml?utm_source=newsletter&utm_medium=email#top',
    ]) {
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/source/add',
        headers: bearer(admin),
        payload: body({ name: 'Gazette again', homepage: 'https://gazette.example', feedUrls: [spelling] }),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: `Harbour Gazette already polls this feed (${spelling}): one feed, one source`,
        coded: { code: 'source.duplicateFeed', params: { source: 'Harbour Gazette', feedUrl: spelling }, text: expect.any(String) },
        sourceId: existing.id,
        sourceName: 'Harbour Gazette',
        feedUrl: spelling,
      });
    }
    // Nothing half-written.
    expect(await countSources()).toBe(before);

    // A reason too short is a 400; a reason adds it, and the trace keeps who, when and why.
    const short = await ctx.app.inject({
      method: 'POST',
      url: '/api/source/add',
      headers: bearer(admin),
      payload: body({
        name: 'Gazette mirror',
        homepage: 'https://gazette.example',
        feedUrls: ['https://gazette.example/rss/world.xml'],
        duplicateReason: 'x',
      }),
    });
    expect(short.statusCode).toBe(400);
    const anyway = await ctx.app.inject({
      method: 'POST',
      url: '/api/source/add',
      headers: bearer(admin),
      payload: body({
        name: 'Gazette mirror',
        homepage: 'https://gazette.example',
        feedUrls: ['https://gazette.example/rss/world.xml/'],
        duplicateReason: 'Separate desk tracks it under another group',
      }),
    });
    expect(anyway.statusCode).toBe(201);
    const mirror = anyway.json<{ id: string; feedUrls: string[] }>();
    const { rows } = await ctx.db.query<{ source_id: string; existing_source_id: string; reason: string; email: string }>(
      `SELECT d.source_id, d.existing_source_id, d.reason, u.email FROM source_duplicate_feeds d JOIN users u ON u.id = d.user_id`,
    );
    expect(rows).toEqual([
      {
        source_id: mirror.id,
        existing_source_id: existing.id,
        reason: 'Separate desk tracks it under another group',
        email: DEMO.admin,
      },
    ]);
    // The mirror stays editable with its own feed; moving another source onto that feed is a 409.
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/source/update/${mirror.id}`,
      headers: bearer(admin),
      payload: { name: 'Gazette mirror desk', feedUrls: mirror.feedUrls },
    });
    expect(renamed.statusCode).toBe(200);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/source/add',
      headers: bearer(admin),
      payload: body({ name: 'Other', homepage: 'https://other.example', feedUrls: ['https://other.example/feed'] }),
    });
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/source/update/${other.json<{ id: string }>().id}`,
      headers: bearer(admin),
      payload: { feedUrls: ['https://Gazette.example/rss/world.xml'] },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ sourceId: existing.id, coded: { code: 'source.duplicateFeed' } });

    // OPML: a known feed under another spelling, and a feed listed twice, are skipped with the reason.
    const opml = `<?xml version="1.0"?><opml version="2.0"><body>
      <outline text="Gazette" xmlUrl="http://gazette.example/rss/world.xml?utm_campaign=x"/>
      <outline text="New one" xmlUrl="https://new.example/feed"/>
      <outline text="New one again" xmlUrl="https://NEW.example/feed/"/></body></opml>`;
    const imported = await ctx.app.inject({ method: 'POST', url: '/api/source/opml', headers: bearer(admin), payload: { opml } });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().created.map((source: { name: string }) => source.name)).toEqual(['New one']);
    expect(imported.json().skipped).toEqual([
      {
        feedUrl: 'http://gazette.example/rss/world.xml?utm_campaign=x',
        reason: 'Harbour Gazette already polls this feed (http://gazette.example/rss/world.xml?utm_campaign=x): one feed, one source',
      },
      { feedUrl: 'https://NEW.example/feed/', reason: 'Listed twice in this file: https://NEW.example/feed/' },
    ]);
  });

  it('refuses, outline by outline, the feeds the fetcher would refuse, and stores none of them', async () => {
    const refusedUrls = [
      'http://127.0.0.2:9/feed.xml',
      'http://localhost:8080/rss',
      'http://10.1.2.3/rss',
      'http://[::1]/atom.xml',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:192.168.0.1]/rss',
    ];
    const outlines = refusedUrls.map((url, index) => `<outline text="Inside ${index}" xmlUrl="${url}"/>`).join('');
    const opml = `<?xml version="1.0"?><opml version="2.0"><body>${outlines}
      <outline text="Outside" xmlUrl="https://refusal-check.example/rss.xml"/></body></opml>`;
    const imported = await ctx.app.inject({ method: 'POST', url: '/api/source/opml', headers: bearer(admin), payload: { opml } });
    expect(imported.statusCode).toBe(200);
    const feeds = imported.json().feeds as Array<{ feedUrl: string; outcome: string; reason: string | null }>;
    expect(feeds.filter((feed) => feed.outcome === 'refused').map((feed) => feed.feedUrl)).toEqual(refusedUrls);
    expect(feeds.find((feed) => feed.feedUrl === 'https://refusal-check.example/rss.xml')?.outcome).toBe('created');
    for (const feed of feeds.filter((each) => each.outcome === 'refused')) expect(feed.reason).toMatch(/^This address is not allowed/);
    const sources = (await ctx.app.inject({ url: '/api/source/all', headers: bearer(admin) })).json() as Array<{ feedUrls: string[] }>;
    const stored = sources.flatMap((source) => source.feedUrls);
    for (const url of refusedUrls) expect(stored).not.toContain(url);
  });
});
