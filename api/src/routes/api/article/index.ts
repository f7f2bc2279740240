import { once } from 'node:events';
import type { OutgoingHttpHeaders } from 'node:http';

import {
  articleExportQuerySchema,
  articleListQuerySchema,
  articlePageSchema,
  articleSchema,
  articleSearchQuerySchema,
  articleSearchResultSchema,
  errorBodySchema,
  queryErrorBodySchema,
  retentionPolicySchema,
} from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { HttpError } from '../../../lib/http-errors';
import { queryErrorBody } from '../../../news/query-errors';

export const ARTICLE_NOT_FOUND = 'Article not found';

/** The trailer that says whether the export ended complete. */
export const EXPORT_STATUS_TRAILER = 'x-export-status';

/** The last line of an export that failed half-way. */
export const EXPORT_FAILED_LINE = '# ERROR: the export failed before the end; this file is incomplete.';

/** /api/article: the warehouse table, CSV export, search and the reader (every signed-in role). */
const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['article'];

  app.get(
    '/all',
    {
      schema: {
        tags,
        summary: 'Articles, paged, filtered and sorted',
        querystring: articleListQuerySchema,
        response: { 200: articlePageSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.articlesRepository.list(request.query),
  );

  app.get(
    '/export',
    {
      schema: {
        tags,
        summary: 'The filtered articles, or what a search (q) finds, as CSV, streamed',
        querystring: articleExportQuerySchema,
        response: { 200: z.string().describe('text/csv'), 400: queryErrorBodySchema.or(errorBodySchema) },
      },
    },
    async (request, reply) => {
      const stamp = new Date().toISOString().slice(0, 10);
      const chunks = app.articlesRepository.exportCsv(request.query);
      // The header line and the first page are read before anything is sent:
      // a query that fails at once is an error answer, not an empty 200.
      let head: IteratorResult<string>;
      try {
        head = await chunks.next();
      } catch (error) {
        const body = queryErrorBody(error, 'q');
        if (body) return reply.code(400).send(body);
        throw error;
      }
      const first = head.done ? '' : head.value;
      const second = head.done ? { done: true as const, value: undefined } : await chunks.next();
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/csv; charset=utf-8',
        // Hijacked, so the auth plugin's onSend never sees this answer.
        'cache-control': 'private, no-store',
        'content-disposition': `attachment; filename="mediawatch-articles-${stamp}.csv"`,
        trailer: EXPORT_STATUS_TRAILER,
      });
      raw.write(first);
      if (!second.done) raw.write(second.value);
      let sent = 2;
      try {
        if (!second.done) {
          for await (const chunk of chunks) {
            sent += 1;
            if (!raw.write(chunk)) await once(raw, 'drain');
          }
        }
        raw.addTrailers({ [EXPORT_STATUS_TRAILER]: 'complete' });
        raw.end();
      } catch (error) {
        // Mid-stream: the file ends with a line saying it is cut, and the
        // transfer is aborted (no final chunk), so the browser reports a failed download.
        request.log.error({ err: error, chunksSent: sent }, 'CSV export failed mid-stream');
        raw.write(`\r\n${EXPORT_FAILED_LINE}\r\n`);
        raw.destroy();
      }
    },
  );

  app.get('/retention', { schema: { tags, summary: 'How long articles are kept', response: { 200: retentionPolicySchema } } }, async () =>
    app.articlesRepository.retention(app.config.news.retentionDays),
  );

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Full-text search in the topic language, with highlights and facets',
        querystring: articleSearchQuerySchema,
        response: { 200: articleSearchResultSchema, 400: queryErrorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        return await app.articlesRepository.search(request.query);
      } catch (error) {
        const body = queryErrorBody(error, 'q');
        if (body) return reply.code(400).send(body);
        throw error;
      }
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One article with its sanitized body and story cluster',
        params: z.object({ id: z.string() }),
        response: { 200: articleSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const article = await app.articlesRepository.find(request.params.id);
      if (!article) throw new HttpError(404, ARTICLE_NOT_FOUND);
      return article;
    },
  );
};

export default articleRoutes;
