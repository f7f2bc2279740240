import { errorBodySchema, monitorColumnListSchema, monitorColumnsInputSchema } from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/monitor: the signed-in user's watchlist columns (every signed-in role, each their own). */
const monitorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['monitor'];

  app.get(
    '/columns',
    { schema: { tags, summary: 'My watchlist columns, in order', response: { 200: monitorColumnListSchema } } },
    async (request) => app.monitorRepository.columns(request.currentUser!.id),
  );

  app.put(
    '/columns',
    {
      schema: {
        tags,
        summary: 'Replace my watchlist columns (add, remove, reorder), in the order given',
        body: monitorColumnsInputSchema,
        response: { 200: monitorColumnListSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.monitorRepository.replace(request.currentUser!.id, request.body.topicIds),
  );
};

export default monitorRoutes;
