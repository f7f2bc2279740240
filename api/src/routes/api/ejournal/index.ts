import {
  ejournalAddArticleSchema,
  ejournalAuditSchema,
  ejournalConflictSchema,
  ejournalInputSchema,
  ejournalListSchema,
  ejournalPdfQuerySchema,
  ejournalPublishSchema,
  ejournalQuerySchema,
  ejournalSaveSchema,
  ejournalSchema,
  ejournalWithdrawSchema,
  errorBodySchema,
  type Ejournal,
} from '@mediawatch/shared/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { errorBody, HttpError } from '../../../lib/http-errors';
import { renderEjournalNewsletter, renderEjournalPdf } from '../../../plugins/app/ejournals/ejournal-render';
import { ISSUE_NOT_FOUND, type IssueResult, type Viewer } from '../../../plugins/app/ejournals/ejournals-repository';

const idParams = z.object({ id: z.string() });

/** The signed-in caller (the autohooks authenticate every route here). */
const viewer = (request: FastifyRequest): Viewer => ({ id: request.currentUser!.id, role: request.currentUser!.role });

/** A file name from an issue's title: letters and digits of any script, dashes between. */
const fileName = (issue: Ejournal, extension: string) => {
  const base = issue.title
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const ascii = base.replace(/[^\w-]/g, '') || 'ejournal';
  const name = `${base || 'ejournal'}-edition-${issue.edition}.${extension}`;
  return `attachment; filename="${ascii}-edition-${issue.edition}.${extension}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

/**
 * /api/ejournal: curated issues (docs/decisions/0027-ejournal.md). Everyone signed in
 * reads the published editions; manageEjournals reads and edits the drafts,
 * publishes and starts new editions. A save names its version: 409 with the
 * current issue when stale, and 409 on any change to a published edition.
 * A published edition is withdrawn, not deleted, by its curator or an admin,
 * with a reason, and corrected by a new edition (docs/decisions/0046-withdrawn-editions.md).
 */
const ejournalRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = { preHandler: app.requirePermission('manageEjournals') };
  const tags = ['ejournal'];
  const issues = app.ejournalsRepository;

  const answer = (reply: FastifyReply, result: IssueResult) => {
    if (result.kind === 'missing') throw new HttpError(404, ISSUE_NOT_FOUND);
    if (result.kind === 'conflict') return reply.code(409).send({ ...errorBody(409, result.message), current: result.issue });
    return result.issue;
  };

  const found = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const issue = await issues.find(request.params.id, viewer(request));
    if (!issue) throw new HttpError(404, ISSUE_NOT_FOUND);
    return issue;
  };

  app.get(
    '/all',
    {
      schema: {
        tags,
        summary: 'The issues the caller reads (published; drafts too for curators), most recently changed first',
        querystring: ejournalQuerySchema,
        response: { 200: ejournalListSchema, 400: errorBodySchema },
      },
    },
    async (request) => issues.list(viewer(request), request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One edition with its sections, its articles and the series’ other editions',
        params: idParams,
        response: { 200: ejournalSchema, 404: errorBodySchema },
      },
    },
    found,
  );

  app.post(
    '/add',
    {
      ...write,
      schema: {
        tags,
        summary: 'Start a new issue (a draft, edition 1)',
        body: ejournalInputSchema,
        response: { 201: ejournalSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await issues.create(request.body, viewer(request))),
  );

  app.put(
    '/update/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Save a draft made on `version`; 409 with the current issue when stale or published',
        params: idParams,
        body: ejournalSaveSchema,
        response: { 200: ejournalSchema, 400: errorBodySchema, 404: errorBodySchema, 409: ejournalConflictSchema },
      },
    },
    async (request, reply) => {
      const { version, ...content } = request.body;
      return answer(reply, await issues.save(request.params.id, version, content, viewer(request)));
    },
  );

  app.post(
    '/publish/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Publish the draft made on `version`: the edition never changes again',
        params: idParams,
        body: ejournalPublishSchema,
        response: { 200: ejournalSchema, 400: errorBodySchema, 404: errorBodySchema, 409: ejournalConflictSchema },
      },
    },
    async (request, reply) => answer(reply, await issues.publish(request.params.id, request.body.version, viewer(request))),
  );

  app.post(
    '/newEdition/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'A new draft edition copying a published one (201; 200 with the series’ draft when it has one)',
        params: idParams,
        response: { 200: ejournalSchema, 201: ejournalSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await issues.newEdition(request.params.id, viewer(request));
      if (!result) throw new HttpError(404, ISSUE_NOT_FOUND);
      return reply.code(result.created ? 201 : 200).send(result.issue);
    },
  );

  app.post(
    '/addArticle/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Add one article to a draft (the reader’s action; 201, or 200 when it is already in the issue)',
        params: idParams,
        body: ejournalAddArticleSchema,
        response: { 200: ejournalSchema, 201: ejournalSchema, 400: errorBodySchema, 404: errorBodySchema, 409: ejournalConflictSchema },
      },
    },
    async (request, reply) => {
      const result = await issues.addArticle(request.params.id, request.body.articleId, request.body.sectionId, viewer(request));
      if (result.kind !== 'saved') return answer(reply, result);
      return reply.code(result.added ? 201 : 200).send(result.issue);
    },
  );

  app.delete(
    '/delete/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'Delete a draft (its author or an admin); a published edition is a 409',
        params: idParams,
        response: { 204: z.null(), 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!(await issues.delete(request.params.id, viewer(request)))) throw new HttpError(404, ISSUE_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/withdraw/:id',
    {
      ...write,
      schema: {
        tags,
        summary:
          'Withdraw a published edition with a reason (its curator or an admin): it stays readable, marked withdrawn; 409 for a draft or a second withdrawal',
        params: idParams,
        body: ejournalWithdrawSchema,
        response: { 200: ejournalSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const issue = await issues.withdraw(request.params.id, request.body.reason, viewer(request));
      if (!issue) throw new HttpError(404, ISSUE_NOT_FOUND);
      return issue;
    },
  );

  app.get(
    '/audit/:id',
    {
      ...write,
      schema: {
        tags,
        summary: 'The trace of the edition’s series: withdrawals, corrections and deleted drafts (who, when, why), newest first',
        params: idParams,
        response: { 200: ejournalAuditSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const trail = await issues.auditTrail(request.params.id, viewer(request));
      if (!trail) throw new HttpError(404, ISSUE_NOT_FOUND);
      return trail;
    },
  );

  app.get(
    '/pdf/:id',
    {
      schema: {
        tags,
        summary: 'The issue as an A4 PDF made on the server (labels in English, French or Arabic: lang)',
        params: idParams,
        querystring: ejournalPdfQuerySchema,
        response: { 200: z.any().describe('application/pdf'), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const issue = await found(request);
      const pdf = await renderEjournalPdf(issue, request.query.lang);
      return reply.type('application/pdf').header('content-disposition', fileName(issue, 'pdf')).send(pdf);
    },
  );

  app.get(
    '/newsletter/:id',
    {
      schema: {
        tags,
        summary: 'The issue as an e-mail-ready HTML newsletter (tables, inline styles, every text escaped), as a download',
        params: idParams,
        querystring: ejournalPdfQuerySchema,
        response: { 200: z.any().describe('text/html'), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const issue = await found(request);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', fileName(issue, 'html'))
        .send(renderEjournalNewsletter(issue, request.query.lang));
    },
  );
};

export default ejournalRoutes;
