import { randomUUID } from 'node:crypto';

import type { Ejournal, EjournalConflict, EjournalSummary } from '@mediawatch/shared/schemas';

import { DEMO_EJOURNAL_TITLE, seedDemoEjournal } from '../../../../src/plugins/app/demo/ejournal';
import { ISSUE_CONFLICT, ISSUE_PUBLISHED } from '../../../../src/plugins/app/ejournals/ejournals-repository';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { insertTitledArticles, type CorpusArticle } from '../../../helpers/analytics-corpus';
import { useTestApp } from '../../../helpers/test-app';

// E-journal: curated issues. Roles (curators write and read drafts, everyone
// reads published editions), validation, 404, 409 on a stale version, 409 on
// any change to a published edition, new editions, the reader's one step, the
// PDF and the newsletter (escaped).

const ctx = useTestApp();

describe('/api/ejournal', () => {
  let admin: string;
  let analyst: string;
  let viewer: string;
  let articles: CorpusArticle[] = [];

  beforeAll(async () => {
    admin = await login(ctx.app, DEMO.admin);
    analyst = await login(ctx.app, DEMO.analyst);
    viewer = await login(ctx.app, DEMO.viewer);
    articles = await insertTitledArticles(
      ctx.db,
      'Journal Daily',
      ['Grid holds in the cold', 'Prices climb again', { title: 'الشبكة تصمد في البرد', language: 'ar' }, 'Wind farms expand'],
      1,
    );
  });

  const inject = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/ejournal${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  const content = () => ({
    title: 'Winter desk',
    introduction: 'Why these pieces.',
    sections: [
      { id: 's1', title: 'Energy', items: [{ articleId: articles[0]!.id, note: 'Read first' }, { articleId: articles[1]!.id }] },
      { id: 's2', title: 'Regions', items: [{ articleId: articles[2]!.id, note: 'ملاحظة' }] },
    ],
  });

  const create = async (token = analyst, body: object = content()) => {
    const response = await inject(token, 'POST', '/add', body);
    expect(response.statusCode).toBe(201);
    return response.json<Ejournal>();
  };

  it('seeds a published demo issue with sections and notes on a database with articles, once', async () => {
    expect(await seedDemoEjournal(ctx.db)).toBe(true);
    expect(await seedDemoEjournal(ctx.db)).toBe(false);
    const all = (await inject(viewer, 'GET', '/all')).json<EjournalSummary[]>();
    const demo = all.find((issue) => issue.title === DEMO_EJOURNAL_TITLE)!;
    expect(demo).toMatchObject({ status: 'published', edition: 1, canEdit: false, ownerName: 'Léo Martin' });
    const issue = (await inject(viewer, 'GET', `/${demo.id}`)).json<Ejournal>();
    expect(issue.sections.length).toBe(2);
    expect(issue.sections.flatMap((section) => section.items).every((item) => item.note.length > 0)).toBe(true);
    expect(issue.articles.length).toBe(demo.articleCount);
  });

  it('creates a draft the team sees and a viewer does not, and refuses the viewer any write', async () => {
    const issue = await create();
    expect(issue).toMatchObject({ title: 'Winter desk', status: 'draft', version: 1, edition: 1, articleCount: 3, canEdit: true });
    expect(issue.articles.map((article) => article.title)).toEqual(articles.slice(0, 3).map((article) => article.title));
    expect(issue.sections[0]!.items[1]).toEqual({ articleId: articles[1]!.id, note: '' });

    expect((await inject(admin, 'GET', `/${issue.id}`)).json<Ejournal>()).toMatchObject({ canEdit: true });
    expect((await inject(viewer, 'GET', `/${issue.id}`)).statusCode).toBe(404);
    expect((await inject(viewer, 'GET', '/all')).json<EjournalSummary[]>().map((one) => one.id)).not.toContain(issue.id);
    expect((await inject(viewer, 'POST', '/add', content())).statusCode).toBe(403);
    expect((await inject(viewer, 'PUT', `/update/${issue.id}`, { version: 1, ...content() })).statusCode).toBe(403);
    expect((await inject(viewer, 'POST', `/publish/${issue.id}`, { version: 1 })).statusCode).toBe(403);
    expect((await inject(viewer, 'DELETE', `/delete/${issue.id}`)).statusCode).toBe(403);
  });

  it('validates the body, writes nothing on an unknown article, and answers 404 for what does not exist', async () => {
    const before = (await inject(analyst, 'GET', '/all')).json<EjournalSummary[]>().length;
    const empty = await inject(analyst, 'POST', '/add', { title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining('Title is required') });
    const twice = await inject(analyst, 'POST', '/add', {
      title: 'Twice',
      sections: [{ id: 'a', title: '', items: [{ articleId: articles[0]!.id }, { articleId: articles[0]!.id }] }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ message: string }>().message).toContain('twice');
    const unknown = await inject(analyst, 'POST', '/add', {
      title: 'Unknown',
      sections: [{ id: 'a', title: '', items: [{ articleId: randomUUID() }] }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toContain('no article');
    expect((await inject(analyst, 'GET', '/all')).json<EjournalSummary[]>().length).toBe(before);

    expect((await inject(analyst, 'GET', `/${randomUUID()}`)).statusCode).toBe(404);
    expect((await inject(analyst, 'GET', '/not-an-id')).statusCode).toBe(404);
    expect((await inject(analyst, 'PUT', `/update/${randomUUID()}`, { version: 1, ...content() })).statusCode).toBe(404);
    expect((await inject(analyst, 'GET', `/pdf/${randomUUID()}`)).statusCode).toBe(404);
    expect((await inject(analyst, 'GET', '/all?articleId=nope')).statusCode).toBe(400);
  });

  it('saves by version and refuses a stale save with the current issue (409)', async () => {
    const issue = await create();
    const reordered = { ...content(), version: 1, sections: [...content().sections].reverse() };
    const first = await inject(analyst, 'PUT', `/update/${issue.id}`, reordered);
    expect(first.statusCode).toBe(200);
    expect(first.json<Ejournal>()).toMatchObject({ version: 2 });
    expect(first.json<Ejournal>().sections.map((section) => section.id)).toEqual(['s2', 's1']);

    const stale = await inject(admin, 'PUT', `/update/${issue.id}`, { ...content(), version: 1, title: 'Mine' });
    expect(stale.statusCode).toBe(409);
    const body = stale.json<EjournalConflict>();
    expect(body.message).toBe(ISSUE_CONFLICT);
    expect(body.current).toMatchObject({ id: issue.id, version: 2, title: 'Winter desk' });
  });

  it('publishes, then refuses every change to the published edition (409), and a new edition is a new draft', async () => {
    const issue = await create();
    expect((await inject(analyst, 'POST', `/publish/${issue.id}`, { version: 7 })).statusCode).toBe(409);
    const published = await inject(analyst, 'POST', `/publish/${issue.id}`, { version: 1 });
    expect(published.statusCode).toBe(200);
    expect(published.json<Ejournal>()).toMatchObject({ status: 'published', version: 2, canEdit: false });
    expect(published.json<Ejournal>().publishedAt).not.toBeNull();

    // Everyone reads it now.
    expect((await inject(viewer, 'GET', `/${issue.id}`)).json<Ejournal>()).toMatchObject({ status: 'published' });

    const change = await inject(analyst, 'PUT', `/update/${issue.id}`, { ...content(), version: 2, title: 'Changed' });
    expect(change.statusCode).toBe(409);
    expect(change.json<EjournalConflict>()).toMatchObject({ message: ISSUE_PUBLISHED, current: { title: 'Winter desk' } });
    expect((await inject(analyst, 'POST', `/publish/${issue.id}`, { version: 2 })).statusCode).toBe(409);
    expect((await inject(analyst, 'POST', `/addArticle/${issue.id}`, { articleId: articles[3]!.id })).statusCode).toBe(409);
    expect((await inject(admin, 'DELETE', `/delete/${issue.id}`)).statusCode).toBe(409);
    // The database refuses it too, whoever writes.
    await expect(ctx.db.query(`UPDATE ejournal_issues SET title = 'x' WHERE id = $1`, [issue.id])).rejects.toThrow(/cannot change/);

    const edition = await inject(admin, 'POST', `/newEdition/${issue.id}`);
    expect(edition.statusCode).toBe(201);
    const draft = edition.json<Ejournal>();
    expect(draft).toMatchObject({ seriesId: issue.seriesId, edition: 2, status: 'draft', version: 1, title: 'Winter desk' });
    expect(draft.editions.map((one) => [one.edition, one.status])).toEqual([
      [2, 'draft'],
      [1, 'published'],
    ]);
    // One draft per series: asking again answers it.
    const again = await inject(analyst, 'POST', `/newEdition/${issue.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json<Ejournal>().id).toBe(draft.id);
    expect((await inject(analyst, 'POST', `/newEdition/${draft.id}`)).statusCode).toBe(409);

    await inject(analyst, 'PUT', `/update/${draft.id}`, { ...content(), version: 1, title: 'Winter desk, revised' });
    expect((await inject(viewer, 'GET', `/${issue.id}`)).json<Ejournal>().title).toBe('Winter desk');
    // A viewer sees only the published edition of the series.
    expect((await inject(viewer, 'GET', `/${issue.id}`)).json<Ejournal>().editions.map((one) => one.edition)).toEqual([1]);
  });

  it('adds an article from the reader in one step, once, and lists the issues holding it', async () => {
    const issue = await create(analyst, { title: 'Reader picks' });
    const added = await inject(analyst, 'POST', `/addArticle/${issue.id}`, { articleId: articles[3]!.id });
    expect(added.statusCode).toBe(201);
    expect(added.json<Ejournal>().sections).toEqual([
      { id: expect.any(String), title: 'Articles', items: [{ articleId: articles[3]!.id, note: '' }] },
    ]);
    expect(added.json<Ejournal>().version).toBe(2);
    const again = await inject(analyst, 'POST', `/addArticle/${issue.id}`, { articleId: articles[3]!.id });
    expect(again.statusCode).toBe(200);
    expect(again.json<Ejournal>().articleCount).toBe(1);
    expect((await inject(analyst, 'POST', `/addArticle/${issue.id}`, { articleId: randomUUID() })).statusCode).toBe(400);
    expect((await inject(analyst, 'POST', `/addArticle/${issue.id}`, { articleId: articles[0]!.id, sectionId: 'nope' })).statusCode).toBe(
      400,
    );
    const other = await create(analyst, { title: 'Without it' });
    const holding = (await inject(analyst, 'GET', `/all?articleId=${articles[3]!.id}`)).json<EjournalSummary[]>();
    expect(holding.map((one) => one.id)).toContain(issue.id);
    expect(holding.map((one) => one.id)).not.toContain(other.id);
  });

  it('deletes a draft (its author or an admin only)', async () => {
    const issue = await create();
    expect((await inject(admin, 'DELETE', `/delete/${issue.id}`)).statusCode).toBe(204);
    expect((await inject(analyst, 'GET', `/${issue.id}`)).statusCode).toBe(404);
    const adminIssue = await create(admin);
    expect((await inject(analyst, 'DELETE', `/delete/${adminIssue.id}`)).statusCode).toBe(403);
  });

  it('makes a PDF of a published issue on the server, for every reader', async () => {
    const draft = await create();
    const issue = (await inject(analyst, 'POST', `/publish/${draft.id}`, { version: 1 })).json<Ejournal>();
    for (const lang of ['en', 'ar']) {
      const response = await inject(viewer, 'GET', `/pdf/${issue.id}?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('attachment; filename="Winter-desk-edition-1.pdf"');
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(response.rawPayload.length).toBeGreaterThan(2000);
    }
    expect((await inject(analyst, 'GET', `/pdf/${issue.id}?lang=de`)).statusCode).toBe(400);
  });

  it('exports an e-mail-ready newsletter with every text escaped', async () => {
    const issue = await create(analyst, {
      title: '<script>alert(1)</script> & "friends"',
      introduction: '<img src=x onerror=alert(2)>',
      sections: [{ id: 's', title: '<b>Section</b>', items: [{ articleId: articles[0]!.id, note: '<iframe src="javascript:alert(3)">' }] }],
    });
    const response = await inject(analyst, 'GET', `/newsletter/${issue.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="script-alert-1-script-friends-edition-1\.html"/);
    const html = response.body;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('&lt;b&gt;Section&lt;/b&gt;');
    expect(html).toContain('&lt;iframe src=&quot;javascript:alert(3)&quot;&gt;');
    expect(html).not.toMatch(/<script|<img|<iframe|<b>/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).toContain('<table role="presentation"');
    expect(html).toContain(articles[0]!.title);
  });
});
