import fp from 'fastify-plugin';

import { EntityExtractor } from './entity-extractor';

// ----------------------------------------------------------------------
// The `entities-extract` scheduled job: extracts the people, organizations
// and places of the stored articles that another extraction version (or
// none) left behind (entity-extractor.ts), a few minutes of work per run,
// every minute until none is left; then a run costs two index probes. The
// Pipeline page reads its progress (GET /api/pipeline/entitiesExtract).

/** A run's share of the work: the next run (a minute later) resumes from the stored cursor. */
const RUN_BUDGET_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    entityExtractor: EntityExtractor;
  }
}

export default fp(
  async (app) => {
    const extractor = new EntityExtractor(app.db);
    app.decorate('entityExtractor', extractor);
    app.scheduler.define({
      name: 'entities-extract',
      description:
        'Extracts the people, organizations and places of stored articles not yet read by the current method (in batches by id, resumable)',
      cron: '* * * * *',
      firstRunNow: true,
      leaseMs: RUN_BUDGET_MS * 2,
      run: async ({ signal }) => {
        const { written, finished } = await extractor.run({ budgetMs: RUN_BUDGET_MS, signal });
        if (finished && written === 0) return { summary: 'Every article has the current entities', outcome: { key: 'entitiesUpToDate' } };
        return {
          summary: `${written} article(s) read for entities${finished ? '' : ', more to come'}`,
          outcome: { key: 'entitiesExtracted', count: written },
        };
      },
    });
  },
  { name: 'entities-extract', dependencies: ['database', 'scheduler'] },
);
