import {
  errorBodySchema,
  exploreAttentionQuerySchema,
  exploreAttentionSchema,
  exploreEntitiesQuerySchema,
  exploreEntitiesSchema,
  exploreSummaryQuerySchema,
  exploreSummarySchema,
  queryErrorBodySchema,
} from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { queryErrorBody } from '../../../news/query-errors';
import { ExploreQueryError } from '../../../plugins/app/analytics/explore';

/** A query that does not parse: the message, where, and which of the compared queries (0-based). */
const exploreQueryErrorSchema = queryErrorBodySchema.extend({ index: z.number().int().optional() });

/** /api/explore: attention over time and a query's breakdown (every signed-in role). */
const exploreRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['explore'];

  app.get(
    '/attention',
    {
      schema: {
        tags,
        summary: 'Matches of up to 4 queries per day, week or month (in tz), with every article in the same filters per bucket',
        querystring: exploreAttentionQuerySchema,
        response: { 200: exploreAttentionSchema, 400: exploreQueryErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        return await app.analytics.explore.attention(request.query);
      } catch (error) {
        if (error instanceof ExploreQueryError) {
          const body = queryErrorBody(error.cause, request.query.q.length > 1 ? `q[${error.index + 1}]` : 'q');
          if (body) return reply.code(400).send({ ...body, index: error.index });
          throw error.cause;
        }
        throw error;
      }
    },
  );

  app.get(
    '/summary',
    {
      schema: {
        tags,
        summary: 'One query: matches, top headline words, sources, languages and the newest articles',
        querystring: exploreSummaryQuerySchema,
        response: { 200: exploreSummarySchema, 400: queryErrorBodySchema.or(errorBodySchema) },
      },
    },
    async (request, reply) => {
      try {
        return await app.analytics.explore.summary(request.query);
      } catch (error) {
        const body = queryErrorBody(error, 'q');
        if (body) return reply.code(400).send(body);
        throw error;
      }
    },
  );

  app.get(
    '/entities',
    {
      schema: {
        tags,
        summary: 'One query: its top people, organizations and places (articles and share of the matches), and its articles per country',
        querystring: exploreEntitiesQuerySchema,
        response: { 200: exploreEntitiesSchema, 400: queryErrorBodySchema.or(errorBodySchema) },
      },
    },
    async (request, reply) => {
      try {
        return await app.analytics.explore.entities(request.query);
      } catch (error) {
        const body = queryErrorBody(error, 'q');
        if (body) return reply.code(400).send(body);
        throw error;
      }
    },
  );
};

export default exploreRoutes;
