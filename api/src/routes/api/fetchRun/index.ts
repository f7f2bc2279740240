import { errorBodySchema, fetchRunListQuerySchema, fetchRunPageSchema } from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/fetchRun: the log of feed fetches. */
const fetchRunRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/all',
    {
      schema: {
        tags: ['worker'],
        summary: 'Recent fetch runs, newest first',
        querystring: fetchRunListQuerySchema,
        response: { 200: fetchRunPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.fetchRunsRepository.page(request.query),
  );
};

export default fetchRunRoutes;
