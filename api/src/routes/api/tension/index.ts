import {
  errorBodySchema,
  tensionOverviewQuerySchema,
  tensionOverviewSchema,
  tensionQuerySchema,
  tensionSchema,
} from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { HttpError } from '../../../lib/http-errors';

/** /api/tension: the daily tension index of topics and source groups (every signed-in role). */
const tensionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tension'];

  app.get(
    '/index',
    {
      schema: {
        tags,
        summary: "A topic's or group's daily tension: negative tone mass as a z-score against its 30 days before; beyond 2 sigma flagged",
        querystring: tensionQuerySchema,
        response: { 200: tensionSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const tension = await app.analytics.tension.index(request.query);
      if (!tension) throw new HttpError(404, request.query.kind === 'topic' ? 'Topic not found' : 'Source group not found');
      return tension;
    },
  );

  app.get(
    '/overview',
    {
      schema: {
        tags,
        summary: 'Every topic and group on one day, by its tension z-score',
        querystring: tensionOverviewQuerySchema,
        response: { 200: tensionOverviewSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.analytics.tension.overview(request.query),
  );
};

export default tensionRoutes;
