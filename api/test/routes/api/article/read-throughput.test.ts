import { DEMO, bearer, login } from '../../../helpers/auth';
import { QUIET_NEWS_CONFIG, useTestApp } from '../../../helpers/test-app';

// docs/decisions/0010-read-throughput.md: the total of
// the warehouse table comes from per-source counts kept by triggers, never a
// scan; deep pages follow a keyset cursor; the page is read off an index.

const ctx = useTestApp({ news: { ...QUIET_NEWS_CONFIG, seedNews: true, seedArticles: 1500 } });
let viewer: string;
let admin: string;
beforeAll(async () => {
  await ctx.app.demo.seeding;
  viewer = await login(ctx.app, DEMO.viewer);
  admin = await login(ctx.app, DEMO.admin);
}, 240_000);

async function exact(where = 'TRUE', params: unknown[] = []): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM articles WHERE ${where}`, params);
  return rows[0]!.n;
}

async function list(query: string) {
  const answer = await ctx.app.inject({ url: `/api/article/all?${query}`, headers: bearer(viewer) });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

describe('the warehouse total', () => {
  it('matches an exact count, unfiltered and by language, source and group, without reading the articles table', async () => {
    const statements: string[] = [];
    const query = ctx.db.query.bind(ctx.db);
    const spy = jest.spyOn(ctx.db, 'query').mockImplementation((sql, params) => {
      statements.push(sql);
      return query(sql, params);
    });
    try {
      expect((await list('pageSize=1')).total).toBe(await exact());
      expect((await list('language=fr,es&pageSize=1')).total).toBe(await exact("language IN ('fr', 'es')"));
      const { rows } = await ctx.db.query<{ id: string }>(
        'SELECT source_id AS id FROM articles GROUP BY source_id ORDER BY count(*) DESC LIMIT 2',
      );
      const ids = rows.map((row) => row.id);
      expect((await list(`sourceId=${ids.join(',')}&pageSize=1`)).total).toBe(await exact('source_id = ANY($1::uuid[])', [ids]));
    } finally {
      spy.mockRestore();
    }
    const counts = statements.filter(
      (sql) =>
        /\b(count|sum)\(/.test(sql) && !/FROM articles WHERE/.test(sql) && !/^SELECT count\(\*\)::int AS n FROM articles WHERE/.test(sql),
    );
    expect(counts.length).toBeGreaterThanOrEqual(3);
    expect(statements.filter((sql) => /count\(\*\)::int AS n FROM articles a\b/.test(sql))).toEqual([]);
  });

  it('follows inserts and deletes: a deleted source takes its articles out of the total', async () => {
    const before = (await list('pageSize=1')).total;
    const { rows } = await ctx.db.query<{ id: string; n: number }>(
      'SELECT source_id AS id, count(*)::int AS n FROM articles GROUP BY source_id LIMIT 1',
    );
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/source/delete/${rows[0]!.id}`, headers: bearer(admin) });
    expect(deleted.statusCode).toBe(204);
    expect((await list('pageSize=1')).total).toBe(before - rows[0]!.n);
    expect((await list('pageSize=1')).total).toBe(await exact());
  }, 60_000);

  it('counts exactly when a filter the counts do not keep is set', async () => {
    const from = new Date(Date.now() - 10 * 86_400_000).toISOString();
    expect((await list(`from=${from}&pageSize=1`)).total).toBe(await exact('published_at >= $1', [from]));
  });
});

describe('deep pages', () => {
  it('by cursor, page after page, as by page number', async () => {
    let cursor: string | null = null;
    for (let page = 1; page <= 4; page += 1) {
      const byNumber = await list(`page=${page}&pageSize=50`);
      const byCursor = await list(`pageSize=50${cursor ? `&cursor=${cursor}` : ''}`);
      expect(byCursor.items.map((item: { id: string }) => item.id)).toEqual(byNumber.items.map((item: { id: string }) => item.id));
      cursor = byCursor.nextCursor;
      expect(cursor).toEqual(expect.any(String));
    }
    const byTitle = await list('sort=title&order=asc&pageSize=30');
    const next = await list(`sort=title&order=asc&pageSize=30&cursor=${byTitle.nextCursor}`);
    expect(next.items.map((item: { id: string }) => item.id)).toEqual(
      (await list('sort=title&order=asc&pageSize=30&page=2')).items.map((item: { id: string }) => item.id),
    );
  });

  it('refuses a cursor it did not give', async () => {
    const answer = await ctx.app.inject({ url: '/api/article/all?cursor=bm9wZQ', headers: bearer(viewer) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^cursor: /);
  });

  it('reads the newest page off the (published_at, id) index', async () => {
    await ctx.db.query('ANALYZE articles');
    const { rows } = await ctx.db.query<Record<string, string>>(
      'EXPLAIN SELECT a.id FROM articles a WHERE TRUE ORDER BY a.published_at DESC, a.id DESC LIMIT 25 OFFSET 0',
    );
    expect(rows.map((row) => Object.values(row)[0]).join('\n')).toContain('articles_published_id_idx');
  });
});

describe('the micro-cache', () => {
  it('never serves a list or search older than a write through any articles repository of the process', async () => {
    const { ArticlesRepository } = await import('../../../../src/plugins/app/articles/articles-repository');
    const { ReadCache } = await import('../../../../src/lib/read-cache');
    const cached = new ArticlesRepository(ctx.db, new ReadCache(60_000));
    const query = { page: 1, pageSize: 1, sort: 'publishedAt', order: 'desc' } as const;
    const before = (await cached.list(query)).total;
    const { rows } = await ctx.db.query<{ id: string }>('SELECT id FROM sources LIMIT 1');
    // Another instance writes, as the ingestion engine does.
    await new ArticlesRepository(ctx.db).insertMany(
      rows[0]!.id,
      [
        {
          guid: null,
          url: 'https://cache.example/a',
          normalizedUrl: 'https://cache.example/a',
          title: 'Cache',
          author: null,
          publishedAt: new Date(),
          language: 'en',
          summary: '',
          contentHtml: '',
          contentText: '',
          fullText: false,
          tone: 0,
          contentHash: 'cache-1',
          bands: [],
        },
      ] as never,
      new Date(),
    );
    expect((await cached.list(query)).total).toBe(before + 1);
  });
});
