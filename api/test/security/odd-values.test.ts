import { DEMO, bearer, login } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';
import { EXPORT_FAILED_LINE } from '../../src/routes/api/article/index';

// docs/decisions/0011-hardening.md, "Odd values": every odd value is a 400 naming what is wrong, never a
// 500; the CSV export refuses before it sends a header, and a failure half-way
// ends the file with an explicit line and an aborted transfer.

const ctx = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await login(ctx.app, DEMO.admin);
});

describe('odd values', () => {
  it.each([
    ['GET', '/api/article/all?toneMin=1e39', /toneMin: toneMin must be at most 100/],
    ['GET', '/api/article/all?toneMax=-Infinity', /toneMax/],
    ['GET', '/api/article/all?from=-005000-01-01', /from: from must be between the years 1900 and 2200/],
    ['GET', '/api/article/all?to=2201-01-01', /to: to must be between the years 1900 and 2200/],
    ['GET', '/api/article/all?page=99999999', /page/],
    ['GET', '/api/article/search?q=a%00b', /q: must not contain a NUL character/],
    ['GET', '/api/article/export?language=e%00n', /language/],
    ['GET', '/api/source/search?q=%00', /q: must not contain a NUL character/],
    ['GET', '/api/pipeline/stats?from=0001-01-01', /from: from must be between/],
    ['GET', '/api/article/a%00b', /id: must not contain a NUL character/],
  ])('%s %s', async (method, url, message) => {
    const response = await ctx.app.inject({ method: method as 'GET', url, headers: bearer(admin) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it.each([
    ['/api/task/add', { name: 'a\u0000b' }, /name: must not contain a NUL character/],
    [
      '/api/topic/add',
      { name: 'T', query: 'x', alertPolicy: { kind: 'threshold', threshold: 3_000_000_000 } },
      /alertPolicy.threshold: Threshold must be at most 1000000/,
    ],
    [
      '/api/podcast/add',
      { title: 'x', author: 'y', audioUrl: '/a.mp3', description: '\u0000' },
      /description: must not contain a NUL character/,
    ],
    ['/api/auth/login', { email: 'admin@mediawatch.local', password: 'x\u0000' }, /password: must not contain a NUL character/],
    [
      '/api/source/add',
      { name: 'N', homepage: 'https://a.example', feedUrls: ['https://a.example/f'], language: 'en', country: 'FR', reach: 1e11 },
      /reach: Reach must be at most/,
    ],
  ])('POST %s', async (url, payload, message) => {
    const response = await ctx.app.inject({ method: 'POST', url, headers: bearer(admin), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('the CSV export', () => {
  it('answers a bad filter with a 400 before any CSV is sent', async () => {
    const response = await ctx.app.inject({ url: '/api/article/export?toneMin=1e39', headers: bearer(admin) });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('says the file is complete in a trailer', async () => {
    const response = await ctx.app.inject({ url: '/api/article/export', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.headers.trailer).toBe('x-export-status');
    expect(response.trailers['x-export-status']).toBe('complete');
  });

  it('answers an error, not an empty 200, when the first page fails', async () => {
    const spy = jest.spyOn(ctx.app.articlesRepository, 'exportCsv').mockImplementation(async function* () {
      yield* [];
      throw Object.assign(new Error('boom'), { code: '22008' });
    });
    try {
      const response = await ctx.app.inject({ url: '/api/article/export', headers: bearer(admin) });
      expect(response.statusCode).toBe(400);
    } finally {
      spy.mockRestore();
    }
  });

  it('ends with an explicit error line and aborts when a later page fails', async () => {
    const spy = jest.spyOn(ctx.app.articlesRepository, 'exportCsv').mockImplementation(async function* () {
      yield 'id,title\r\n';
      yield '1,first\r\n';
      yield '2,second\r\n';
      throw new Error('connection lost');
    });
    try {
      const response = await ctx.app.inject({ url: '/api/article/export', headers: bearer(admin) }).catch((error: Error) => error);
      // The transfer is aborted: either the client sees the cut, or it got the body without the "complete" trailer.
      if (!(response instanceof Error)) {
        expect(response.body).toContain(EXPORT_FAILED_LINE);
        expect(response.trailers['x-export-status']).toBeUndefined();
      }
    } finally {
      spy.mockRestore();
    }
  });
});

describe('article URLs', () => {
  it('stores only http(s) links: the repository drops others and the table refuses them', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/source/add',
      headers: bearer(admin),
      payload: {
        name: 'Links',
        homepage: 'https://links.example',
        feedUrls: ['https://links.example/feed'],
        language: 'en',
        country: 'FR',
      },
    });
    const sourceId: string = created.json().id;
    const base = {
      guid: null,
      normalizedUrl: 'x',
      title: 'T',
      author: null,
      publishedAt: new Date(),
      language: 'en',
      summary: '',
      contentHtml: '',
      contentText: '',
      fullText: false,
      tone: 0,
      bands: [],
    };
    const inserted = await ctx.app.articlesRepository.insertMany(
      sourceId,
      [
        { ...base, url: 'javascript:alert(1)', normalizedUrl: 'javascript:alert(1)', contentHash: 'h-js' },
        { ...base, url: 'https://news.example/a', normalizedUrl: 'https://news.example/a', contentHash: 'h-ok' },
      ] as never,
      new Date(),
    );
    expect(inserted.map((row) => row.index)).toEqual([1]);
    await expect(
      ctx.db.query(
        `INSERT INTO articles (source_id, url, normalized_url, title, published_at, fetched_at, language, summary, content_html, content_text, tone, content_hash)
         VALUES ($1, 'javascript:alert(1)', 'j', 't', now(), now(), 'en', '', '', '', 0, 'h-js-2')`,
        [sourceId],
      ),
    ).rejects.toThrow(/articles_url_web/);
  });
});
