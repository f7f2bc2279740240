import { errorBodySchema, sourceAnalysisQuerySchema, sourceAnalysisSchema } from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { isUuid } from '../../../db/sql';
import { HttpError } from '../../../lib/http-errors';

export const SOURCE_NOT_FOUND = 'Source not found';

/** /api/sourceAnalysis: one source's 28 days (every signed-in role). */
const sourceAnalysisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      schema: {
        tags: ['source'],
        summary: "A source's 28 days (in tz): daily volume and its alert band, tone, share of voice in its groups, top words",
        params: z.object({ id: z.string() }),
        querystring: sourceAnalysisQuerySchema,
        response: { 200: sourceAnalysisSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const analysis = isUuid(request.params.id) ? await app.analytics.sources.analysis(request.params.id, request.query) : null;
      if (!analysis) throw new HttpError(404, SOURCE_NOT_FOUND);
      return analysis;
    },
  );
};

export default sourceAnalysisRoutes;
