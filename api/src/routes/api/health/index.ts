import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { errorBodySchema } from '@mediawatch/shared/schemas';

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /**
   * The read replica of DATABASE_READ_URL: `none` when there is none, else
   * whether it answers. One that does not is reported, not failed on: writes
   * and the caller's own reads still work (docs/decisions/0058-analysis-reads-on-a-replica.md).
   */
  replica: z.enum(['none', 'ok', 'unreachable']),
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
      let replica: 'none' | 'ok' | 'unreachable' = 'none';
      if (app.readDb !== app.db) {
        replica = await app.readDb.query('SELECT 1').then(
          () => 'ok' as const,
          (error: unknown) => {
            request.log.error({ err: error }, 'Health check: the read replica does not answer');
            return 'unreachable' as const;
          },
        );
      }
      return { status: 'ok' as const, database: app.db.kind, replica };
    },
  );
};

export default healthRoutes;
