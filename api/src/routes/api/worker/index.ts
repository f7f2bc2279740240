import { workerStatusSchema } from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /api/worker: the queue at a glance. */
const workerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/status',
    { schema: { tags: ['worker'], summary: 'Queue depth, running jobs, due and failing sources', response: { 200: workerStatusSchema } } },
    async () => {
      const { due, failing } = await app.sourcesRepository.pollCounts();
      return {
        running: app.ingestion.worker.running && app.config.news.worker,
        queued: await app.ingestion.worker.queued(),
        active: app.ingestion.worker.active,
        sourcesDue: due,
        sourcesFailing: failing,
        perHostConcurrency: app.config.news.perHostConcurrency,
      };
    },
  );
};

export default workerRoutes;
