import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { errorBodySchema } from '@mediawatch/shared/schemas';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** GET /api/health: answers once the database answers (the start script waits on it). */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the API and its database answer',
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        await app.db.query('SELECT 1');
      } catch (error) {
        request.log.error({ err: error }, 'Health check: the database does not answer');
        return reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: 'The database does not answer' });
      }
      return { status: 'ok' as const, database: app.db.kind };
    },
  );
};

export default healthRoutes;
