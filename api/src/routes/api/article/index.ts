import { Readable } from 'node:stream';

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

const bearer = [{ bearerAuth: [] }];
export const ARTICLE_NOT_FOUND = 'Article not found';

/** /api/article: the warehouse table, CSV export, search and the reader (every signed-in role). */
const articleRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { preHandler: app.authenticate };
  const errors = { 401: errorBodySchema, 403: errorBodySchema };
  const tags = ['article'];

  app.get(
    '/all',
    { ...read, schema: { tags, summary: 'Articles, paged, filtered and sorted', security: bearer, querystring: articleListQuerySchema, response: { 200: articlePageSchema, 400: errorBodySchema, ...errors } } },
    async (request) => app.articlesRepository.list(request.query),
  );

  app.get(
    '/export',
    { ...read, schema: { tags, summary: 'The filtered articles as CSV, streamed', security: bearer, querystring: articleExportQuerySchema, response: { 200: z.string().describe('text/csv'), 400: errorBodySchema, ...errors } } },
    async (request, reply) => {
      const stamp = new Date().toISOString().slice(0, 10);
      // Fastify sends a stream as it is; the zod type provider only knows the schema's string type.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="mediawatch-articles-${stamp}.csv"`)
        .send(Readable.from(app.articlesRepository.exportCsv(request.query)) as unknown as string);
    },
  );

  app.get(
    '/retention',
    { ...read, schema: { tags, summary: 'How long articles are kept', security: bearer, response: { 200: retentionPolicySchema, ...errors } } },
    async () => app.articlesRepository.retention(app.newsConfig.retentionDays),
  );

  app.get(
    '/search',
    {
      ...read,
      schema: {
        tags,
        summary: 'Full-text search in the topic language, with highlights and facets',
        security: bearer,
        querystring: articleSearchQuerySchema,
        response: { 200: articleSearchResultSchema, 400: queryErrorBodySchema, ...errors },
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
    { ...read, schema: { tags, summary: 'One article with its sanitized body and story cluster', security: bearer, params: z.object({ id: z.string() }), response: { 200: articleSchema, 404: errorBodySchema, ...errors } } },
    async (request) => {
      const article = await app.articlesRepository.find(request.params.id);
      if (!article) throw new HttpError(404, ARTICLE_NOT_FOUND);
      return article;
    },
  );
};

export default articleRoutes;
