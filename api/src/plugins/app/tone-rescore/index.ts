import fp from 'fastify-plugin';

import { ToneRescorer } from './tone-rescorer';

// ----------------------------------------------------------------------
// The `tone-rescore` scheduled job: rescores the stored articles whose tone
// came from another method version (tone-rescorer.ts), a few minutes of
// work per run, every minute until none is left; then a run costs two index
// probes. The Pipeline page reads its progress (GET /api/pipeline/toneRescore).

/** A run's share of the work: the next run (a minute later) resumes from the stored cursor. */
const RUN_BUDGET_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    toneRescorer: ToneRescorer;
  }
}

export default fp(
  async (app) => {
    const rescorer = new ToneRescorer(app.db);
    app.decorate('toneRescorer', rescorer);
    app.scheduler.define({
      name: 'tone-rescore',
      description: 'Rescores the tone of stored articles scored by an earlier tone method (in batches by id, resumable)',
      cron: '* * * * *',
      firstRunNow: true,
      leaseMs: RUN_BUDGET_MS * 2,
      run: async ({ signal }) => {
        const { rescored, finished } = await rescorer.run({ budgetMs: RUN_BUDGET_MS, signal });
        if (finished && rescored === 0) return { summary: 'Every article has the current tone method', outcome: { key: 'toneUpToDate' } };
        return {
          summary: `${rescored} article(s) rescored${finished ? '' : ', more to come'}`,
          outcome: { key: 'articlesRescored', count: rescored },
        };
      },
    });
  },
  { name: 'tone-rescore', dependencies: ['database', 'scheduler'] },
);
