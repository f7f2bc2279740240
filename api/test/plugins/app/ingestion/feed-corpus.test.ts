import { IngestionService } from '../../../../src/plugins/app/ingestion/ingestion-service';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { readCorpus } from '../../../helpers/feed-corpus';
import { startFeedServer, type FeedServer } from '../../../helpers/feed-server';
import { useTestApp } from '../../../helpers/test-app';

// Every case of the feed corpus served over HTTP with its Content-Type,
// fetched by the ingestion service into a source of its own, and read back
// through the API: the stored article has the title, the canonical link
// (and the feed's as the original), the date or the mark of a missing one,
// and the author the expected file says; a malformed feed is read, and the
// source's health says it is malformed.

const ctx = useTestApp();
const corpus = readCorpus();

interface StoredArticle {
  id: string;
  title: string;
  url: string;
  author: string | null;
  publishedAt: string;
  dateIssue: string | null;
  summary: string;
}

describe('feed corpus: the stored articles', () => {
  let server: FeedServer;
  let service: IngestionService;
  let admin: string;

  beforeAll(async () => {
    server = await startFeedServer();
    for (const entry of corpus) {
      server.route(`/corpus/${entry.name}`, (_request, response) => {
        response.writeHead(200, { 'content-type': entry.contentType }).end(entry.body);
      });
    }
    service = new IngestionService(ctx.db, async () => [], { allowHosts: ['127.0.0.1'] });
    admin = await login(ctx.app, DEMO.admin);
  });
  afterAll(() => server.close());

  it.each(corpus.map((entry) => [entry.name, entry] as const))('%s', async (name, entry) => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/source/add',
      headers: bearer(admin),
      payload: {
        name: `Corpus ${name}`,
        homepage: 'https://news.example/',
        feedUrls: [`${server.url}/corpus/${name}`],
        language: 'en',
        country: 'GB',
      },
    });
    const sourceId = created.json<{ id: string }>().id;
    const before = Date.now();
    const summary = await service.fetchSource(sourceId, 'manual');
    const after = Date.now();
    const linked = entry.items.filter((item) => item.url !== null);
    expect(summary.feeds[0]).toMatchObject({
      status: 'ok',
      found: entry.items.length,
      inserted: linked.length,
      dropped: entry.dropped ?? 0,
    });

    const source = (await ctx.app.inject({ url: `/api/source/${sourceId}`, headers: bearer(admin) })).json();
    expect(source.health.state).toBe('ok');
    if (entry.malformed) {
      expect(source.health.malformed).toMatch(/\(line \d+, column \d+\)$/);
      // The same verdict as a code of the catalogue, for the reader's language (docs/decisions/0040-server-texts-as-codes.md).
      expect(source.health.malformedMessage).toMatchObject({ code: expect.stringMatching(/^xml\./), params: { line: expect.any(Number) } });
    } else {
      expect(source.health.malformed).toBeNull();
      expect(source.health.malformedMessage).toBeNull();
    }

    const stored = (await ctx.app.inject({ url: `/api/article/all?sourceId=${sourceId}&pageSize=100`, headers: bearer(admin) })).json<{
      items: StoredArticle[];
    }>().items;
    expect(stored.map((article) => article.title).sort()).toEqual(linked.map((item) => item.title).sort());
    for (const expected of linked) {
      const article = stored.find((candidate) => candidate.title === expected.title)!;
      expect(article.url).toBe(expected.storedUrl ?? expected.url);
      if (expected.author !== undefined) expect(article.author).toBe(expected.author);
      if (expected.summary !== undefined) expect(article.summary).toBe(expected.summary);
      if (expected.dateIssue) {
        // Marked, and ordered by the fetch time
        expect(article.dateIssue).toBe(expected.dateIssue);
        expect(new Date(article.publishedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
        expect(new Date(article.publishedAt).getTime()).toBeLessThanOrEqual(after + 1000);
      } else {
        expect({ dateIssue: article.dateIssue, publishedAt: article.publishedAt }).toEqual({ dateIssue: null, publishedAt: expected.date });
      }
      const detail = (await ctx.app.inject({ url: `/api/article/${article.id}`, headers: bearer(admin) })).json();
      expect(detail.originalUrl).toBe(expected.storedUrl ? expected.url : null);
      if (expected.dateText !== undefined) expect(detail.dateText).toBe(expected.dateText);
      expect(detail.contentHtml).not.toMatch(/<script|\ufffd/);
    }
  });

  it('counts the marked dates in the pipeline, by reason', async () => {
    const stats = (await ctx.app.inject({ url: '/api/pipeline/stats', headers: bearer(admin) })).json();
    const flags = Object.fromEntries(stats.flags.map((flag: { reason: string; count: number }) => [flag.reason, flag.count]));
    const expected: Record<string, number> = {};
    for (const item of corpus.flatMap((entry) => entry.items)) {
      if (item.url && item.dateIssue) expected[`date_${item.dateIssue}`] = (expected[`date_${item.dateIssue}`] ?? 0) + 1;
    }
    expect(flags).toEqual(expected);
    expect(expected).toMatchObject({ date_missing: expect.any(Number), date_unreadable: 2, date_future: 2, date_past: 2 });
  });
});
