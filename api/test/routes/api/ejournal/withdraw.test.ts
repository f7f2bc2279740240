import { randomUUID } from 'node:crypto';

import type { Ejournal, EjournalAuditEntry, ErrorBody } from '@mediawatch/shared/schemas';

import { withdrawalLines } from '../../../../src/plugins/app/ejournals/ejournal-render';
import {
  ISSUE_ALREADY_WITHDRAWN,
  ISSUE_WITHDRAW_DRAFT,
  ISSUE_WITHDRAW_NOT_ALLOWED,
} from '../../../../src/plugins/app/ejournals/ejournals-repository';
import { bearer, DEMO, login } from '../../../helpers/auth';
import { insertTitledArticles, type CorpusArticle } from '../../../helpers/analytics-corpus';
import { useTestApp } from '../../../helpers/test-app';

// Withdrawn and corrected editions (docs/decisions/0046-withdrawn-editions.md):
// who may withdraw (the edition's curator or an admin), the 4xx of the bad
// cases with nothing written, the edition still readable with its notice in
// the JSON, the PDF and the newsletter, the correction linked both ways, the
// database's last guards, and the audit rows.

const ctx = useTestApp();

describe('/api/ejournal withdrawals and corrections', () => {
  let admin: string;
  let analyst: string;
  let otherAnalyst: string;
  let viewer: string;
  let articles: CorpusArticle[] = [];

  beforeAll(async () => {
    admin = await login(ctx.app, DEMO.admin);
    analyst = await login(ctx.app, DEMO.analyst);
    viewer = await login(ctx.app, DEMO.viewer);
    const other = await ctx.app.usersRepository.create({
      email: 'second.analyst@mediawatch.local',
      passwordHash: 'x',
      firstName: 'Nadia',
      lastName: 'Second',
      displayName: 'Nadia Second',
      role: 'analyst',
    });
    otherAnalyst = ctx.app.issueToken(other!);
    articles = await insertTitledArticles(ctx.db, 'Withdrawal Daily', ['Dam figures were wrong', 'Flood map published']);
  });

  const inject = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/ejournal${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  const published = async (token = analyst) => {
    const draft = await inject(token, 'POST', '/add', {
      title: 'Flood desk',
      sections: [{ id: 's1', title: 'Rivers', items: [{ articleId: articles[0]!.id, note: 'The key figure' }] }],
    });
    expect(draft.statusCode).toBe(201);
    const response = await inject(token, 'POST', `/publish/${draft.json<Ejournal>().id}`, { version: 1 });
    expect(response.statusCode).toBe(200);
    return response.json<Ejournal>();
  };

  const auditRows = async (issueId: string) =>
    (
      await ctx.db.query<{ action: string; reason: string | null; actor_name: string }>(
        'SELECT action, reason, actor_name FROM ejournal_audit WHERE issue_id = $1 ORDER BY id',
        [issueId],
      )
    ).rows;

  it('lets the curator withdraw a published edition with a reason: still readable, marked, traced', async () => {
    const issue = await published();
    expect(issue).toMatchObject({ canWithdraw: true, withdrawal: null, correctedBy: null, corrects: null });
    // A viewer and another analyst read it but may not withdraw it.
    expect((await inject(viewer, 'GET', `/${issue.id}`)).json<Ejournal>().canWithdraw).toBe(false);
    expect((await inject(otherAnalyst, 'GET', `/${issue.id}`)).json<Ejournal>().canWithdraw).toBe(false);
    expect((await inject(admin, 'GET', `/${issue.id}`)).json<Ejournal>().canWithdraw).toBe(true);

    const response = await inject(analyst, 'POST', `/withdraw/${issue.id}`, { reason: '  The dam figures were misread.  ' });
    expect(response.statusCode).toBe(200);
    const withdrawn = response.json<Ejournal>();
    expect(withdrawn).toMatchObject({
      status: 'published',
      canWithdraw: false,
      withdrawal: { reason: 'The dam figures were misread.', byName: 'Léo Martin' },
      title: 'Flood desk',
      articleCount: 1,
    });
    expect(Date.parse(withdrawn.withdrawal!.at)).toBeGreaterThan(Date.now() - 60_000);

    // Everyone still reads it at its address, with the notice; the list says so too.
    const read = (await inject(viewer, 'GET', `/${issue.id}`)).json<Ejournal>();
    expect(read.withdrawal?.reason).toBe('The dam figures were misread.');
    expect(read.articles.map((article) => article.title)).toEqual(['Dam figures were wrong']);
    expect(read.editions).toEqual([expect.objectContaining({ id: issue.id, withdrawn: true })]);
    expect((await inject(viewer, 'GET', '/all')).json<Ejournal[]>().find((one) => one.id === issue.id)?.withdrawal).not.toBeNull();

    expect(await auditRows(issue.id)).toEqual([{ action: 'withdrawn', reason: 'The dam figures were misread.', actor_name: 'Léo Martin' }]);
    const trail = await inject(admin, 'GET', `/audit/${issue.id}`);
    expect(trail.statusCode).toBe(200);
    expect(trail.json<EjournalAuditEntry[]>()).toEqual([
      expect.objectContaining({ issueId: issue.id, action: 'withdrawn', actorName: 'Léo Martin', edition: 1, title: 'Flood desk' }),
    ]);
    expect((await inject(viewer, 'GET', `/audit/${issue.id}`)).statusCode).toBe(403);
  });

  it('answers the bad cases with a 4xx JSON body and writes nothing', async () => {
    const issue = await published();
    const expectError = async (token: string, url: string, payload: object | undefined, status: number, message?: string | RegExp) => {
      const response = await inject(token, 'POST', url, payload);
      expect(response.statusCode).toBe(status);
      const body = response.json<ErrorBody>();
      expect(body.statusCode).toBe(status);
      if (message) expect(body.message).toMatch(message);
    };
    // No reason, an empty one, one too long, no body.
    await expectError(analyst, `/withdraw/${issue.id}`, {}, 400, /reason/);
    await expectError(analyst, `/withdraw/${issue.id}`, { reason: '   ' }, 400, /reason/);
    await expectError(analyst, `/withdraw/${issue.id}`, { reason: 'x'.repeat(2001) }, 400, /reason/);
    await expectError(analyst, `/withdraw/${issue.id}`, undefined, 400);
    // Not allowed: a viewer (no permission), another analyst (not its curator).
    await expectError(viewer, `/withdraw/${issue.id}`, { reason: 'No' }, 403);
    await expectError(otherAnalyst, `/withdraw/${issue.id}`, { reason: 'No' }, 403, ISSUE_WITHDRAW_NOT_ALLOWED);
    // Not published: a draft.
    const draft = (await inject(analyst, 'POST', '/add', { title: 'Only a draft' })).json<Ejournal>();
    await expectError(analyst, `/withdraw/${draft.id}`, { reason: 'Wrong' }, 409, ISSUE_WITHDRAW_DRAFT);
    // Unknown.
    await expectError(analyst, `/withdraw/${randomUUID()}`, { reason: 'Wrong' }, 404);
    await expectError(analyst, '/withdraw/not-an-id', { reason: 'Wrong' }, 404);
    expect((await inject(viewer, 'GET', `/${issue.id}`)).json<Ejournal>().withdrawal).toBeNull();
    expect(await auditRows(issue.id)).toEqual([]);
    expect(await auditRows(draft.id)).toEqual([]);

    // An admin withdraws another's edition; a second withdrawal is a 409 and keeps the first reason.
    expect((await inject(admin, 'POST', `/withdraw/${issue.id}`, { reason: 'Legal request' })).statusCode).toBe(200);
    await expectError(analyst, `/withdraw/${issue.id}`, { reason: 'Again' }, 409, ISSUE_ALREADY_WITHDRAWN);
    expect((await inject(viewer, 'GET', `/${issue.id}`)).json<Ejournal>().withdrawal).toMatchObject({ reason: 'Legal request' });
    expect(await auditRows(issue.id)).toEqual([expect.objectContaining({ action: 'withdrawn', reason: 'Legal request' })]);
  });

  it('corrects a withdrawn edition with a new one, linked both ways, and traces it', async () => {
    const issue = await published();
    await inject(analyst, 'POST', `/withdraw/${issue.id}`, { reason: 'Wrong figures' });
    const draftResponse = await inject(analyst, 'POST', `/newEdition/${issue.id}`);
    expect(draftResponse.statusCode).toBe(201);
    const draft = draftResponse.json<Ejournal>();
    expect(draft).toMatchObject({ edition: 2, status: 'draft', corrects: { id: issue.id, edition: 1 } });
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/ejournal/update/${draft.id}`,
      headers: bearer(analyst),
      payload: {
        version: 1,
        title: 'Flood desk (corrected)',
        introduction: 'The dam figures are now right.',
        sections: [{ id: 's1', title: 'Rivers', items: [{ articleId: articles[1]!.id, note: '' }] }],
      },
    });
    expect(saved.statusCode).toBe(200);
    const correction = (await inject(analyst, 'POST', `/publish/${draft.id}`, { version: 2 })).json<Ejournal>();
    expect(correction).toMatchObject({ status: 'published', corrects: { id: issue.id, edition: 1 }, withdrawal: null });

    const old = (await inject(viewer, 'GET', `/${issue.id}`)).json<Ejournal>();
    expect(old).toMatchObject({ correctedBy: { id: correction.id, edition: 2 }, withdrawal: { reason: 'Wrong figures' } });
    expect(old.title).toBe('Flood desk');
    expect(old.editions.map((one) => [one.edition, one.withdrawn])).toEqual([
      [2, false],
      [1, true],
    ]);
    const trail = (await inject(analyst, 'GET', `/audit/${correction.id}`)).json<EjournalAuditEntry[]>();
    expect(trail.map((entry) => [entry.action, entry.issueId, entry.relatedId])).toEqual([
      ['corrected', issue.id, correction.id],
      ['withdrawn', issue.id, null],
    ]);
  });

  it('puts the notice in the PDF and the newsletter, in each language', async () => {
    const issue = await published();
    const before = await inject(viewer, 'GET', `/newsletter/${issue.id}?lang=en`);
    expect(before.body).not.toContain('WITHDRAWN');
    const pdfBefore = await inject(viewer, 'GET', `/pdf/${issue.id}?lang=en`);
    await inject(analyst, 'POST', `/withdraw/${issue.id}`, { reason: 'Figures <wrong> & misread' });

    const en = await inject(viewer, 'GET', `/newsletter/${issue.id}?lang=en`);
    expect(en.body).toContain('data-notice="withdrawn"');
    expect(en.body).toContain('WITHDRAWN on');
    expect(en.body).toContain('Reason: Figures &lt;wrong&gt; &amp; misread');
    const ar = await inject(viewer, 'GET', `/newsletter/${issue.id}?lang=ar`);
    expect(ar.body).toContain('سُحب هذا الإصدار');
    expect(ar.body).toContain('border-right:4px');
    const fr = await inject(viewer, 'GET', `/newsletter/${issue.id}?lang=fr`);
    expect(fr.body).toContain('RETIRÉE le');

    const pdf = await inject(viewer, 'GET', `/pdf/${issue.id}?lang=ar`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdfAfter = await inject(viewer, 'GET', `/pdf/${issue.id}?lang=en`);
    // The notice's lines are drawn: the same edition's PDF grows by them.
    expect(pdfAfter.rawPayload.length).toBeGreaterThan(pdfBefore.rawPayload.length);

    const read = (await inject(viewer, 'GET', `/${issue.id}`)).json<Ejournal>();
    expect(withdrawalLines(read, 'en')).toEqual([expect.stringMatching(/^WITHDRAWN on /), 'Reason: Figures <wrong> & misread']);
    expect(withdrawalLines({ ...read, withdrawal: null }, 'en')).toEqual([]);
  });

  it('keeps the last guards in the database: a withdrawal is never changed or undone, the trace never edited', async () => {
    const issue = await published();
    await inject(analyst, 'POST', `/withdraw/${issue.id}`, { reason: 'Wrong' });
    await expect(ctx.db.query('UPDATE ejournal_issues SET withdrawal_reason = $2 WHERE id = $1', [issue.id, 'Other'])).rejects.toThrow(
      /cannot be changed or undone/,
    );
    await expect(
      ctx.db.query('UPDATE ejournal_issues SET withdrawn_at = NULL, withdrawal_reason = NULL WHERE id = $1', [issue.id]),
    ).rejects.toThrow(/cannot be changed or undone/);
    await expect(ctx.db.query('UPDATE ejournal_issues SET title = $2 WHERE id = $1', [issue.id, 'x'])).rejects.toThrow(/cannot change/);
    await expect(ctx.db.query('DELETE FROM ejournal_audit WHERE issue_id = $1', [issue.id])).rejects.toThrow(/append-only/);
    await expect(ctx.db.query(`UPDATE ejournal_audit SET reason = 'x' WHERE issue_id = $1`, [issue.id])).rejects.toThrow(/append-only/);
  });

  it('leaves a trace of a deleted draft', async () => {
    const draft = (await inject(analyst, 'POST', '/add', { title: 'Mis-click' })).json<Ejournal>();
    expect((await inject(analyst, 'DELETE', `/delete/${draft.id}`)).statusCode).toBe(204);
    expect(await auditRows(draft.id)).toEqual([{ action: 'deleted', reason: null, actor_name: 'Léo Martin' }]);
  });
});
