import fs from 'node:fs';
import path from 'node:path';

import type { PdfSearchResult, PdfSummary } from '@mediawatch/shared/schemas';
import { PDF_LIMITS } from '@mediawatch/shared/schemas';
import type { FastifyInstance } from 'fastify';

import { renderPdf } from '../../../../src/plugins/app/demo/pdfs';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { buildTestApp, makeTempDir, useTestApp } from '../../../helpers/test-app';
import { multipartBody } from '../podcast/helpers';

// Academic PDFs: upload checked by content with nothing stored on refusal,
// extraction in the background page by page (progress, DOI, metadata), the
// per-page full-text search, topics and metadata edits, roles, and a restart
// that resumes a PDF left in processing.

const ctx = useTestApp();

const storedFiles = () => fs.readdirSync(path.join(ctx.dataDir, 'pdfs'));
const rowCount = async () => Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM pdf_documents')).rows[0]!.n);

function upload(app: FastifyInstance, token: string, content: Buffer, filename = 'paper.pdf') {
  const { payload, headers } = multipartBody(content, filename, 'application/pdf');
  return app.inject({ method: 'POST', url: '/api/pdf/upload', payload, headers: { ...headers, ...bearer(token) } });
}

async function waitReady(app: FastifyInstance, token: string, id: string): Promise<PdfSummary> {
  await app.pdfWorker.idle();
  const response = await app.inject({ method: 'GET', url: `/api/pdf/${id}`, headers: bearer(token) });
  return response.json<PdfSummary>();
}

describe('/api/pdf', () => {
  let admin: string;
  let analyst: string;
  let viewer: string;

  beforeAll(async () => {
    [admin, analyst, viewer] = await Promise.all([login(ctx.app, DEMO.admin), login(ctx.app, DEMO.analyst), login(ctx.app, DEMO.viewer)]);
    await ctx.app.pdfWorker.idle();
  });

  it('seeds two demo PDFs on a fresh database and extracts them', async () => {
    await ctx.app.pdfWorker.idle();
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/pdf/all', headers: bearer(viewer) })).json<PdfSummary[]>();
    expect(list).toHaveLength(2);
    expect(list.every((pdf) => pdf.status === 'ready' && pdf.pagesDone === pdf.pagesTotal)).toBe(true);
    expect(list.map((pdf) => pdf.doi).sort()).toEqual(['10.5555/ccr.2021.0107', '10.5555/jms.2023.0412']);
  });

  it('extracts an uploaded PDF in the background and finds its words with the right page', async () => {
    const content = await renderPdf({
      title: 'Framing of harbour strikes',
      author: 'Ada Quill; Ben Marsh',
      created: new Date(Date.UTC(2019, 5, 1)),
      pages: [
        'Introduction about ports. doi:10.9999/test.42',
        'Methods without the word.',
        'The zeppelinmarmot phrase lives on page three.',
      ],
    });
    const response = await upload(ctx.app, analyst, content);
    expect(response.statusCode).toBe(202);
    const created = response.json<PdfSummary>();
    expect(created).toMatchObject({
      status: 'processing',
      title: 'Framing of harbour strikes',
      authors: ['Ada Quill', 'Ben Marsh'],
      year: 2019,
      pagesTotal: 3,
      uploadedBy: 'Léo Martin',
    });

    const ready = await waitReady(ctx.app, viewer, created.id);
    expect(ready).toMatchObject({ status: 'ready', pagesDone: 3, pagesTotal: 3, doi: '10.9999/test.42', error: null });

    const search = await ctx.app.inject({ method: 'GET', url: '/api/pdf/search?q=zeppelinmarmot', headers: bearer(viewer) });
    expect(search.statusCode).toBe(200);
    const result = search.json<PdfSearchResult>();
    expect(result.total).toBe(1);
    expect(result.items[0]).toMatchObject({ pdfId: created.id, page: 3, title: 'Framing of harbour strikes' });
    expect(result.items[0]!.snippet).toContain('<mark>zeppelinmarmot</mark>');
    // The Search page's syntax (AND, NOT, parentheses, field:) is read too.
    const syntax = async (q: string) =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/pdf/search?q=${encodeURIComponent(q)}`, headers: bearer(viewer) })
      ).json<PdfSearchResult>();
    expect((await syntax('zeppelinmarmot AND (phrase OR nothinghere)')).items.map((item) => item.page)).toEqual([3]);
    expect((await syntax('intitle:zeppelinmarmot NOT phrase')).items).toEqual([]);

    const page = await ctx.app.inject({ method: 'GET', url: `/api/pdf/${created.id}/page/3`, headers: bearer(viewer) });
    expect(page.json()).toEqual({ page: 3, text: 'The zeppelinmarmot phrase lives on page three.' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/pdf/${created.id}/page/9`, headers: bearer(viewer) })).statusCode).toBe(404);

    const file = await ctx.app.inject({ method: 'GET', url: `/api/pdf/file/${created.id}`, headers: bearer(viewer) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(content)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/pdf/file/${created.id}` })).statusCode).toBe(401);
  });

  it('refuses a non-PDF named .pdf, a broken PDF and an oversize file, storing nothing', async () => {
    const before = { rows: await rowCount(), files: storedFiles().length };
    const text = await upload(ctx.app, analyst, Buffer.from('just some text, not a PDF at all'), 'fake.pdf');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('The file is not a PDF that can be read; its content was checked, not its name');
    const broken = await upload(ctx.app, analyst, Buffer.from('%PDF-1.7\n garbage with no xref or objects'), 'broken.pdf');
    expect(broken.statusCode).toBe(415);
    const big = Buffer.alloc(PDF_LIMITS.maxBytes + 1, 0x20);
    big.write('%PDF-1.7\n');
    const oversize = await upload(ctx.app, analyst, big, 'big.pdf');
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().message).toBe('The PDF is larger than 50 MiB');
    const noFile = await ctx.app.inject({ method: 'POST', url: '/api/pdf/upload', payload: { file: 'x' }, headers: bearer(analyst) });
    expect(noFile.statusCode).toBe(415);
    expect({ rows: await rowCount(), files: storedFiles().length }).toEqual(before);
  });

  it('lets analysts and admins write, viewers only read', async () => {
    const content = await renderPdf({ pages: ['Roles page.'] });
    expect((await upload(ctx.app, viewer, content)).statusCode).toBe(403);
    const created = (await upload(ctx.app, admin, content, 'media-trust_2021.pdf')).json<PdfSummary>();
    expect(created.title).toBe('media trust 2021');
    const patch = (token: string, payload: object, id = created.id) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/pdf/update/${id}`, headers: bearer(token), payload });
    expect((await patch(viewer, { title: 'No' })).statusCode).toBe(403);
    const topics = (await ctx.app.inject({ method: 'GET', url: '/api/topic/all', headers: bearer(viewer) })).json<{ id: string }[]>();
    const edited = await patch(analyst, { title: 'Trust in media', authors: ['R. Roe'], year: 2021, doi: '10.1000/xyz', topicIds: [] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Trust in media', authors: ['R. Roe'], year: 2021, doi: '10.1000/xyz' });
    if (topics[0]) {
      const tagged = await patch(analyst, { topicIds: [topics[0].id] });
      expect(tagged.json<PdfSummary>().topics.map((topic) => topic.id)).toEqual([topics[0].id]);
    }
    expect((await patch(analyst, { title: '' })).statusCode).toBe(400);
    expect((await patch(analyst, { year: 3000 })).statusCode).toBe(400);
    expect((await patch(analyst, { doi: 'not a doi' })).statusCode).toBe(400);
    const unknownTopic = await patch(analyst, { title: 'Changed', topicIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknownTopic.statusCode).toBe(400);
    // Nothing half-written: the title did not change with the refused topics.
    const after = (await ctx.app.inject({ method: 'GET', url: `/api/pdf/${created.id}`, headers: bearer(viewer) })).json<PdfSummary>();
    expect(after.title).toBe('Trust in media');
    expect((await patch(analyst, { title: 'X' }, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    await ctx.app.pdfWorker.idle();
    const del = (token: string) => ctx.app.inject({ method: 'DELETE', url: `/api/pdf/delete/${created.id}`, headers: bearer(token) });
    expect((await del(viewer)).statusCode).toBe(403);
    // The admin uploaded it: another analyst corrects its metadata (team work) but does not delete it.
    expect((await del(analyst)).statusCode).toBe(403);
    expect((await del(admin)).statusCode).toBe(200);
    expect(storedFiles()).not.toContain(`${created.id}.pdf`);
    expect((await del(admin)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/pdf/${created.id}`, headers: bearer(viewer) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/pdf/not-a-uuid', headers: bearer(viewer) })).statusCode).toBe(404);
  });

  it('processes a 200-page PDF with its progress recorded page by page', async () => {
    const pages = Array.from({ length: 200 }, (_, i) => `Page ${i + 1} of the long report. Marker word longread${i + 1}.`);
    const response = await upload(ctx.app, analyst, await renderPdf({ title: 'Long report', pages }));
    expect(response.statusCode).toBe(202);
    const { id } = response.json<PdfSummary>();
    const seen: number[] = [];
    for (let i = 0; i < 400; i += 1) {
      const pdf = (await ctx.app.inject({ method: 'GET', url: `/api/pdf/${id}`, headers: bearer(viewer) })).json<PdfSummary>();
      seen.push(pdf.pagesDone);
      if (pdf.status !== 'processing') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const done = await waitReady(ctx.app, viewer, id);
    expect(done).toMatchObject({ status: 'ready', pagesDone: 200, pagesTotal: 200 });
    // Progress was visible between 0 and 200, never going back.
    expect(seen.some((value) => value > 0 && value < 200)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const hit = (
      await ctx.app.inject({ method: 'GET', url: '/api/pdf/search?q=longread157', headers: bearer(viewer) })
    ).json<PdfSearchResult>();
    expect(hit.items.map((item) => item.page)).toEqual([157]);
  });

  it('marks a PDF whose file vanished as failed with a reason', async () => {
    const response = await upload(ctx.app, analyst, await renderPdf({ pages: ['one', 'two'] }));
    const { id } = response.json<PdfSummary>();
    await ctx.app.pdfWorker.idle();
    await ctx.db.query("UPDATE pdf_documents SET status = 'processing', pages_done = 0 WHERE id = $1", [id]);
    fs.rmSync(path.join(ctx.dataDir, 'pdfs', `${id}.pdf`));
    ctx.app.pdfWorker.wake();
    const failed = await waitReady(ctx.app, viewer, id);
    expect(failed).toMatchObject({ status: 'failed', error: 'The PDF file is missing from the server; upload it again' });
  });

  it('resumes a PDF left in processing by a restart, after its last saved page', async () => {
    const response = await upload(
      ctx.app,
      analyst,
      await renderPdf({ pages: ['first resumeword', 'second resumeword', 'third resumeword'] }),
    );
    const { id } = response.json<PdfSummary>();
    await ctx.app.pdfWorker.idle();
    // As a crash after page 1 leaves it (page 1's text marked to show it is kept, not extracted again).
    await ctx.db.query("UPDATE pdf_documents SET status = 'processing', pages_done = 1 WHERE id = $1", [id]);
    await ctx.db.query("UPDATE pdf_pages SET text = 'kept page one' WHERE pdf_id = $1 AND page = 1", [id]);
    await ctx.db.query('DELETE FROM pdf_pages WHERE pdf_id = $1 AND page > 1', [id]);
    const restarted = await buildTestApp(ctx.db, { dataDir: ctx.dataDir });
    try {
      await restarted.pdfWorker.idle();
      const pdf = await waitReady(restarted, viewer, id);
      expect(pdf).toMatchObject({ status: 'ready', pagesDone: 3 });
      const pages = await ctx.db.query<{ page: number; text: string }>('SELECT page, text FROM pdf_pages WHERE pdf_id = $1 ORDER BY page', [
        id,
      ]);
      expect(pages.rows).toEqual([
        { page: 1, text: 'kept page one' },
        { page: 2, text: 'second resumeword' },
        { page: 3, text: 'third resumeword' },
      ]);
    } finally {
      await restarted.close();
    }
  });

  it('answers 400 for an empty search', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/pdf/search?q=', headers: bearer(viewer) })).statusCode).toBe(400);
  });
});

describe('PDF quotas', () => {
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function appWith(pdfQuota: { perUserBytes: number; totalBytes: number }) {
    const dataDir = makeTempDir();
    dirs.push(dataDir);
    const app = await buildTestApp(ctx.db, { dataDir, pdfQuota });
    apps.push(app);
    return app;
  }
  const totalStored = async () =>
    Number((await ctx.db.query<{ n: string }>('SELECT coalesce(sum(size), 0) AS n FROM pdf_documents')).rows[0]!.n);
  const newAccount = async (app: FastifyInstance, name: string) => {
    const email = `${name}-${Date.now()}@example.org`;
    const password = 'a sturdy passphrase of mine';
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password, firstName: 'Pdf', lastName: 'Quota' },
    });
    expect(registered.statusCode).toBe(201);
    // A new account is a viewer: an admin promotes it to upload.
    await ctx.db.query("UPDATE users SET role = 'analyst' WHERE email = $1", [email]);
    return login(app, email, password);
  };

  it('stops one user at their quota with a 413 and stores nothing, while another user still uploads', async () => {
    const content = await renderPdf({ title: 'Quota one', pages: ['one page'] });
    const app = await appWith({ perUserBytes: content.length * 2 + 10, totalBytes: 1e12 });
    const mine = await newAccount(app, 'pdf-quota');
    expect((await upload(app, mine, content, 'a.pdf')).statusCode).toBe(202);
    expect((await upload(app, mine, content, 'b.pdf')).statusCode).toBe(202);
    const before = fs.readdirSync(path.join(app.config.dataDir, 'pdfs')).length;
    const over = await upload(app, mine, content, 'c.pdf');
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toMatch(/^Your PDFs have reached your quota of \d+ MiB/);
    expect(fs.readdirSync(path.join(app.config.dataDir, 'pdfs'))).toHaveLength(before);
    const other = await newAccount(app, 'pdf-quota-other');
    expect((await upload(app, other, content, 'd.pdf')).statusCode).toBe(202);
    await app.pdfWorker.idle();
  });

  it('answers 507 when the server-wide quota is full', async () => {
    const content = await renderPdf({ title: 'Quota two', pages: ['one page'] });
    const app = await appWith({ perUserBytes: 1e12, totalBytes: (await totalStored()) + content.length + 10 });
    const mine = await newAccount(app, 'pdf-total');
    expect((await upload(app, mine, content, 'a.pdf')).statusCode).toBe(202);
    const full = await upload(app, mine, content, 'b.pdf');
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual({
      statusCode: 507,
      error: 'Insufficient Storage',
      message: 'The server has no room left for PDFs; ask an administrator',
    });
    await app.pdfWorker.idle();
  });

  it('holds under concurrent uploads: no more than the room is stored', async () => {
    const content = await renderPdf({ title: 'Quota three', pages: ['one page'] });
    const app = await appWith({ perUserBytes: content.length * 2 + 10, totalBytes: 1e12 });
    const mine = await newAccount(app, 'pdf-concurrent');
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(app, mine, content, `${i}.pdf`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 202, 413, 413, 413, 413]);
    await app.pdfWorker.idle();
  });
});
