import fp from 'fastify-plugin';

import { schedulePass } from '../method-pass/method-pass';
import { ToneRescorer } from './tone-rescorer';

// ----------------------------------------------------------------------
// The `tone-rescore` scheduled job: rescores the stored articles whose tone
// came from another method version (tone-rescorer.ts), a pass of
// method-pass.ts. The Pipeline page reads its progress (GET /api/pipeline/toneRescore).

declare module 'fastify' {
  interface FastifyInstance {
    toneRescorer: ToneRescorer;
  }
}

export default fp(
  async (app) => {
    const rescorer = new ToneRescorer(app.db);
    app.decorate('toneRescorer', rescorer);
    schedulePass(app.scheduler, rescorer, {
      name: 'tone-rescore',
      description: 'Rescores the tone of stored articles scored by an earlier tone method (in batches by id, resumable)',
      upToDate: { summary: 'Every article has the current tone method', key: 'toneUpToDate' },
      progressed: { summary: (written, more) => `${written} article(s) rescored${more ? ', more to come' : ''}`, key: 'articlesRescored' },
    });
  },
  { name: 'tone-rescore', dependencies: ['database', 'scheduler'] },
);
