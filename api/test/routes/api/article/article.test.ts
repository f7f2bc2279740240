import { CSV_BOM, parseCsv } from '@mediawatch/shared/csv';

import { ingestItems } from '../../../../src/plugins/app/ingestion/ingest';
import type { ParsedItem } from '../../../../src/news/feed-parser';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { useTestApp } from '../../../helpers/test-app';

const ctx = useTestApp();

function item(overrides: Partial<ParsedItem> & { title: string }): ParsedItem {
  return {
    guid: null,
    url: `https://news.example/${encodeURIComponent(overrides.title)}`,
    author: null,
    publishedAt: new Date('2026-11-20T10:00:00Z'),
    summaryHtml: null,
    contentHtml: null,
    ...overrides,
  };
}

describe('/api/article and /api/topic', () => {
  let admin: string;
  let analyst: string;
  let viewer: string;
  const sources: Record<string, string> = {};

  beforeAll(async () => {
    [admin, analyst, viewer] = await Promise.all([login(ctx.app, DEMO.admin), login(ctx.app, DEMO.analyst), login(ctx.app, DEMO.viewer)]);
    for (const [name, language] of [
      ['Wire One', 'en'],
      ['Wire Two', 'en'],
      ['Paris Matin', 'fr'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/source/add',
        headers: bearer(admin),
        payload: {
          name,
          homepage: 'https://news.example',
          feedUrls: [`https://news.example/${language}/${name.toLowerCase().replace(/ /g, '-')}`],
          language,
          country: 'GB',
        },
      });
      sources[name] = response.json().id;
    }
    await ingestItems(
      ctx.db,
      { id: sources['Wire One']!, language: 'en', fetchFullText: false },
      [
        item({
          title: 'Storm floods the northern coast',
          contentHtml:
            '<p>A terrible storm caused deadly floods and damage. Many people were killed or injured.</p><script>alert(1)</script>',
          author: 'Ann Lee',
          publishedAt: new Date('2026-11-20T08:00:00Z'),
        }),
        item({
          title: 'Central bank holds interest rates',
          contentHtml: '<p>The bank kept rates unchanged, a good sign for growth, analysts said.</p>',
          publishedAt: new Date('2026-11-19T08:00:00Z'),
        }),
      ],
      { topics: [] },
    );
    await ingestItems(
      ctx.db,
      { id: sources['Wire Two']!, language: 'en', fetchFullText: false },
      [
        item({
          title: 'Storm floods northern coast',
          url: 'https://two.example/storm',
          contentHtml: '<p>A storm hit the coast overnight with floods.</p>',
          publishedAt: new Date('2026-11-20T09:00:00Z'),
        }),
      ],
      { topics: [] },
    );
    await ingestItems(
      ctx.db,
      { id: sources['Paris Matin']!, language: 'fr', fetchFullText: false },
      [
        item({
          title: 'La tempête frappe la côte nord',
          url: 'https://paris.example/tempete',
          contentHtml: '<p>Une violente tempête a frappé la côte nord du pays pendant la nuit, provoquant des inondations.</p>',
          publishedAt: new Date('2026-11-18T09:00:00Z'),
        }),
      ],
      { topics: [] },
    );
  });

  it('pages, filters and sorts the article table', async () => {
    const all = await ctx.app.inject({ url: '/api/article/all?pageSize=2', headers: bearer(viewer) });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(all.json().items.map((a: { title: string }) => a.title)).toEqual([
      'Storm floods northern coast',
      'Storm floods the northern coast',
    ]);
    const page2 = await ctx.app.inject({ url: '/api/article/all?pageSize=2&page=2', headers: bearer(viewer) });
    expect(page2.json().items.map((a: { title: string }) => a.title)).toEqual([
      'Central bank holds interest rates',
      'La tempête frappe la côte nord',
    ]);

    const french = await ctx.app.inject({ url: '/api/article/all?language=fr', headers: bearer(viewer) });
    expect(french.json().items).toHaveLength(1);
    const bySource = await ctx.app.inject({
      url: `/api/article/all?sourceId=${sources['Wire One']},${sources['Wire Two']}&sort=title&order=asc`,
      headers: bearer(viewer),
    });
    expect(bySource.json().items.map((a: { title: string }) => a.title)).toEqual([
      'Central bank holds interest rates',
      'Storm floods northern coast',
      'Storm floods the northern coast',
    ]);
    const range = await ctx.app.inject({
      url: '/api/article/all?from=2026-11-19T00:00:00Z&to=2026-11-20T00:00:00Z',
      headers: bearer(viewer),
    });
    expect(range.json().total).toBe(1);
    // Which articles pass depends on the tone method (docs/decisions/0037-tone-in-every-language.md): compare with their stored tones.
    type Toned = { title: string; tone: number | null };
    const everything = (await ctx.app.inject({ url: '/api/article/all?pageSize=100', headers: bearer(viewer) })).json().items as Toned[];
    const positive = everything.filter((a) => a.tone !== null && a.tone >= 0.01).map((a) => a.title);
    expect(positive).toContain('Central bank holds interest rates');
    expect(positive.length).toBeLessThan(everything.length);
    const tone = await ctx.app.inject({ url: '/api/article/all?toneMin=0.01', headers: bearer(viewer) });
    expect((tone.json().items as Toned[]).map((a) => a.title).sort()).toEqual(positive.sort());
    expect((await ctx.app.inject({ url: '/api/article/all?sourceId=nope', headers: bearer(viewer) })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/article/all?pageSize=1000', headers: bearer(viewer) })).statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/article/all' })).statusCode).toBe(401);
  });

  it('clusters the same story across sources and shows it in the reader, sanitized', async () => {
    const list = (await ctx.app.inject({ url: '/api/article/all', headers: bearer(viewer) })).json().items as Array<{
      id: string;
      title: string;
      clusterId: string | null;
      clusterSize: number;
    }>;
    const first = list.find((a) => a.title === 'Storm floods the northern coast')!;
    const second = list.find((a) => a.title === 'Storm floods northern coast')!;
    expect(first.clusterId).not.toBeNull();
    expect(first.clusterId).toBe(second.clusterId);
    expect(first.clusterSize).toBe(2);
    expect(list.find((a) => a.title.startsWith('Central'))!.clusterId).toBeNull();

    const reader = await ctx.app.inject({ url: `/api/article/${first.id}`, headers: bearer(viewer) });
    expect(reader.statusCode).toBe(200);
    const article = reader.json();
    expect(article.contentHtml).toBe('<p>A terrible storm caused deadly floods and damage. Many people were killed or injured.</p>');
    expect(article).toMatchObject({ author: 'Ann Lee', language: 'en', sourceName: 'Wire One', fullText: false });
    expect(article.tone).toBeLessThan(0);
    expect(article.cluster).toMatchObject([{ id: second.id, sourceName: 'Wire Two' }]);
    expect(
      (await ctx.app.inject({ url: '/api/article/00000000-0000-4000-8000-000000000000', headers: bearer(viewer) })).json().message,
    ).toBe('Article not found');
  });

  it('searches with the query language, highlights and facets', async () => {
    const response = await ctx.app.inject({
      url: `/api/article/search?q=${encodeURIComponent('(storm OR tempête) -bank')}`,
      headers: bearer(viewer),
    });
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result.total).toBe(3);
    expect(result.items[0].titleHighlight).toMatch(/<mark>(Storm|tempête)<\/mark>/);
    expect(result.items.some((hit: { snippet: string }) => hit.snippet.includes('<mark>storm</mark>'))).toBe(true);
    expect(result.facets.languages).toEqual([
      { value: 'en', label: 'en', count: 2 },
      { value: 'fr', label: 'fr', count: 1 },
    ]);
    expect(result.facets.days).toEqual([
      { value: '2026-11-18', label: '2026-11-18', count: 1 },
      { value: '2026-11-20', label: '2026-11-20', count: 2 },
    ]);
    expect(result.facets.sources).toHaveLength(3);

    expect(result.items.map((hit: { rank: number }) => hit.rank)).toEqual(
      [...result.items.map((hit: { rank: number }) => hit.rank)].sort((a, b) => b - a),
    );
    expect(result.items[0].rank).toBeGreaterThan(0);

    const fields = await ctx.app.inject({
      url: `/api/article/search?q=${encodeURIComponent('intitle:storm source:"wire two" lang:en')}`,
      headers: bearer(viewer),
    });
    expect(fields.json().items.map((hit: { sourceName: string }) => hit.sourceName)).toEqual(['Wire Two']);
    const sources = await ctx.app.inject({
      url: `/api/article/search?q=${encodeURIComponent('source:"WIRE TWO" OR source:"no such source"')}`,
      headers: bearer(viewer),
    });
    expect(sources.json().items.map((hit: { sourceName: string; rank: number }) => [hit.sourceName, hit.rank])).toEqual(
      sources.json().items.map(() => ['Wire Two', 0]),
    );
    expect(sources.json().total).toBeGreaterThan(0);
    expect(sources.json().facets.sources.map((facet: { label: string }) => facet.label)).toEqual(['Wire Two']);
    const nowhere = await ctx.app.inject({
      url: `/api/article/search?q=${encodeURIComponent('storm source:"no such source"')}`,
      headers: bearer(viewer),
    });
    expect(nowhere.json()).toMatchObject({ total: 0, items: [] });
    const bodyOnly = await ctx.app.inject({ url: `/api/article/search?q=${encodeURIComponent('intitle:rain')}`, headers: bearer(viewer) });
    expect(bodyOnly.json().total).toBe(0);

    const bad = await ctx.app.inject({ url: `/api/article/search?q=${encodeURIComponent('storm AND (rain')}`, headers: bearer(viewer) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'q: The "(" at position 10 is never closed',
      position: 10,
      // The problem as a code the pages word (docs/decisions/0040-server-texts-as-codes.md).
      coded: { code: 'query.unclosedParenthesis', params: { position: 10 }, text: 'The "(" at position 10 is never closed' },
      length: 1,
    });
  });

  it('exports the filtered table as CSV', async () => {
    const response = await ctx.app.inject({ url: '/api/article/export?language=en&sort=title&order=asc', headers: bearer(viewer) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.body.startsWith(CSV_BOM)).toBe(true);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual(['id', 'published_at', 'source', 'language', 'title', 'author', 'url', 'tone', 'topics', 'cluster_id']);
    expect(rows).toHaveLength(4);
    expect(rows[1]![4]).toContain('Central bank holds interest rates');
    // Read with a semicolon, as French Excel does, each line is still one cell that starts no formula.
    for (const row of parseCsv(response.body, ';').slice(1)) expect(row.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    // Tones are numbers a spreadsheet can add up.
    for (const row of rows.slice(1)) expect(row[7]).toMatch(/^-?\d+(\.\d+)?$/);
  });

  it('exports what a search finds: the query narrows the filters, and one that does not parse is a 400 before any CSV', async () => {
    const found = await ctx.app.inject({ url: '/api/article/export?q=%22interest%20rates%22', headers: bearer(viewer) });
    expect(found.statusCode).toBe(200);
    const rows = parseCsv(found.body).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row[4]!.toLowerCase()).toContain('interest rates');
    const searched = await ctx.app.inject({ url: '/api/article/search?q=%22interest%20rates%22&pageSize=100', headers: bearer(viewer) });
    expect(rows.length).toBe(searched.json().total);

    const broken = await ctx.app.inject({ url: '/api/article/export?q=storm%20AND', headers: bearer(viewer) });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['content-type']).toContain('application/json');
    expect(broken.json()).toMatchObject({ statusCode: 400, position: expect.any(Number) });
  });

  it('gives an unknown tone as null (never 0): an empty CSV cell, outside tone filters, and a tone sort pages past it', async () => {
    // The French article as one in a language no tone lexicon reads (api/src/news/tone/index.ts) is stored: no tone.
    await ctx.db.query(`UPDATE articles SET tone = NULL WHERE title = 'La tempête frappe la côte nord'`);
    const french = await ctx.app.inject({ url: '/api/article/all?language=fr', headers: bearer(viewer) });
    expect(french.json().items[0]).toMatchObject({ title: 'La tempête frappe la côte nord', tone: null });
    const csv = await ctx.app.inject({ url: '/api/article/export?language=fr', headers: bearer(viewer) });
    const row = csv.body.trim().split('\r\n')[1]!;
    // id, published_at, source, language, title, author, url, tone (empty), topics, cluster_id: no comma inside a cell here.
    expect(row.split(',')).toHaveLength(10);
    expect(row.split(',')[7]).toBe('');
    const negative = await ctx.app.inject({ url: '/api/article/all?toneMax=0', headers: bearer(viewer) });
    expect(negative.json().items.map((a: { title: string }) => a.title)).not.toContain('La tempête frappe la côte nord');
    // The tone filter says what it left out for want of a tone; without one, the answer does not say.
    expect(negative.json().untoned).toBe(1);
    const positiveEnglish = await ctx.app.inject({ url: '/api/article/all?toneMin=0&language=en', headers: bearer(viewer) });
    expect(positiveEnglish.json().untoned).toBe(0);
    expect(french.json().untoned).toBeUndefined();
    for (const order of ['asc', 'desc']) {
      const titles: string[] = [];
      let cursor: string | null | undefined;
      do {
        const page = await ctx.app.inject({
          url: `/api/article/all?sort=tone&order=${order}&pageSize=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          headers: bearer(viewer),
        });
        expect(page.statusCode).toBe(200);
        titles.push(...page.json().items.map((a: { title: string }) => a.title));
        cursor = page.json().nextCursor;
      } while (cursor);
      expect(titles).toHaveLength(4);
      // Unknown sorts as the lowest tone.
      expect(order === 'asc' ? titles[0] : titles[3]).toBe('La tempête frappe la côte nord');
    }
  });

  it('stores topics, matches existing articles, validates queries with positions and enforces roles', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/topic/add',
      headers: bearer(analyst),
      payload: { name: 'Storms', query: 'storm OR tempête', alertPolicy: { kind: 'threshold', threshold: 5 } },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Storms', matchCount: 3, alertPolicy: { kind: 'threshold', threshold: 5 }, active: true });
    const id = created.json().id;
    const filtered = await ctx.app.inject({ url: `/api/article/all?topicId=${id}`, headers: bearer(viewer) });
    expect(filtered.json().total).toBe(3);
    expect(filtered.json().items[0].topics).toEqual([{ id, name: 'Storms' }]);

    const narrowed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/topic/update/${id}`,
      headers: bearer(analyst),
      payload: { query: 'tempête' },
    });
    expect(narrowed.json().matchCount).toBe(1);

    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/topic/add',
      headers: bearer(analyst),
      payload: { name: 'Broken', query: 'a OR' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'query: OR at position 2 needs a term after it (found nothing at the end)', position: 2 });
    const noThreshold = await ctx.app.inject({
      method: 'POST',
      url: '/api/topic/add',
      headers: bearer(analyst),
      payload: { name: 'X', query: 'x', alertPolicy: { kind: 'threshold' } },
    });
    expect(noThreshold.json().message).toContain('A threshold alert needs a threshold');
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/topic/add',
      headers: bearer(admin),
      payload: { name: 'STORMS', query: 'x' },
    });
    expect(taken.statusCode).toBe(409);

    const validate = await ctx.app.inject({
      method: 'POST',
      url: '/api/topic/validate',
      headers: bearer(viewer),
      payload: { query: 'lang:xyz' },
    });
    expect(validate.json()).toEqual({
      valid: false,
      error: {
        message: expect.stringContaining('two-letter language code'),
        position: 0,
        length: 8,
        coded: { code: 'query.langNeedsCode', params: { position: 0, value: 'xyz' }, text: expect.any(String) },
      },
    });

    // Proximity, prefixes and boosts: one parser, so the validator, the topic
    // form and the search refuse the same query at the same place.
    for (const [query, code, position] of [
      ['storm AND cl*', 'query.prefixTooShort', 10],
      ['"summit sanctions"~x', 'query.nearNeedsNumber', 18],
      ['storm^0', 'query.boostNeedsNumber', 5],
      // Entity terms (docs/decisions/0061-entity-terms-in-queries.md).
      ['storm country:FRA', 'query.countryNeedsCode', 6],
      ['person:"?"', 'query.entityNeedsName', 0],
    ] as const) {
      const checked = await ctx.app.inject({ method: 'POST', url: '/api/topic/validate', headers: bearer(viewer), payload: { query } });
      expect(checked.json()).toMatchObject({ valid: false, error: { position, coded: { code } } });
      const saved = await ctx.app.inject({
        method: 'POST',
        url: '/api/topic/add',
        headers: bearer(admin),
        payload: { name: query, query },
      });
      expect(saved.statusCode).toBe(400);
      expect(saved.json()).toMatchObject({ position, coded: { code } });
      const searched = await ctx.app.inject({ url: `/api/article/search?q=${encodeURIComponent(query)}`, headers: bearer(viewer) });
      expect(searched.json()).toMatchObject({ statusCode: 400, position, coded: { code } });
    }
    const near = await ctx.app.inject({
      method: 'POST',
      url: '/api/topic/validate',
      headers: bearer(viewer),
      payload: { query: '"interest rates"~3^2 OR clim* OR title:bank^2 OR (person:"Pedro Sánchez" NOT country:es) OR org:nato' },
    });
    expect(near.json()).toEqual({ valid: true, error: null });

    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/topic/add', headers: bearer(viewer), payload: { name: 'V', query: 'v' } }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/topic/delete/${id}`, headers: bearer(viewer) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/topic/search?q=storm', headers: bearer(viewer) })).json()).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/topic/delete/${id}`, headers: bearer(analyst) })).statusCode).toBe(204);
    expect((await ctx.app.inject({ url: `/api/topic/${id}`, headers: bearer(viewer) })).statusCode).toBe(404);
  });

  it('counts pipeline stages and drop reasons, and drops duplicates on ingestion', async () => {
    const again = await ingestItems(
      ctx.db,
      { id: sources['Wire One']!, language: 'en', fetchFullText: false },
      [
        item({
          title: 'Storm floods the northern coast',
          url: 'https://news.example/Storm%20floods%20the%20northern%20coast?utm_source=x&fbclid=y',
        }),
        item({
          title: 'Central bank holds interest rates',
          guid: 'g-1',
          url: 'https://news.example/other',
          contentHtml: '<p>The bank kept rates unchanged, a good sign for growth, analysts said.</p>',
        }),
        item({ title: '', url: 'https://news.example/empty' }),
      ],
      { topics: [] },
    );
    expect(again.inserted).toEqual([]);
    expect(again.drops).toEqual({ duplicate_url: 1, duplicate_content: 1, no_title: 1 });
    const stats = await ctx.app.inject({ url: '/api/pipeline/stats', headers: bearer(viewer) });
    expect(stats.statusCode).toBe(200);
    expect(stats.json().stages).toEqual([
      { stage: 'fetched', count: 7 },
      { stage: 'parsed', count: 6 },
      { stage: 'deduplicated', count: 4 },
      { stage: 'enriched', count: 4 },
      // No person, organization or place in these headlines (docs/decisions/0047-entities-method.md).
      { stage: 'entities', count: 0 },
      { stage: 'indexed', count: 4 },
    ]);
    expect(stats.json().drops).toEqual(
      expect.arrayContaining([
        { reason: 'duplicate_url', count: 1 },
        { reason: 'no_title', count: 1 },
      ]),
    );
    const retention = await ctx.app.inject({ url: '/api/article/retention', headers: bearer(viewer) });
    expect(retention.json()).toEqual({ retentionDays: 365, totalArticles: 4, oldestPublishedAt: '2026-11-18T09:00:00.000Z' });
  });
});
