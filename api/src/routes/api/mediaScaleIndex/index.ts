import {
  errorBodySchema,
  mediaScaleIndexSchema,
  mediaScaleQuerySchema,
  mediaScaleWeightsInputSchema,
  mediaScaleWeightsSchema,
} from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/mediaScaleIndex: the ranking of sources and its weights. */
const mediaScaleIndexRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['mediaScaleIndex'];

  app.get(
    '/all',
    {
      schema: {
        tags,
        summary: 'Every source ranked by the Media Scale Index over the last 7, 30, 90 or 365 days, with its components',
        querystring: mediaScaleQuerySchema,
        response: { 200: mediaScaleIndexSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.analytics.mediaScale.index(request.query.days),
  );

  app.get(
    '/weights',
    { schema: { tags, summary: "The weights of the index's formula", response: { 200: mediaScaleWeightsSchema } } },
    async () => app.analytics.mediaScale.weights(),
  );

  app.put(
    '/weights',
    {
      preHandler: app.requirePermission('tuneMediaScaleIndex'),
      schema: {
        tags,
        summary: "Set the weights of the index's formula",
        body: mediaScaleWeightsInputSchema,
        response: { 200: mediaScaleWeightsSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.analytics.mediaScale.setWeights(request.body, request.currentUser!.id),
  );
};

export default mediaScaleIndexRoutes;
