import fp from 'fastify-plugin';

import { schedulePass } from '../method-pass/method-pass';
import { EntityExtractor } from './entity-extractor';

// ----------------------------------------------------------------------
// The `entities-extract` scheduled job: extracts the people, organizations
// and places of the stored articles that another extraction version (or
// none) left behind (entity-extractor.ts), a pass of method-pass.ts. The
// Pipeline page reads its progress (GET /api/pipeline/entitiesExtract).

declare module 'fastify' {
  interface FastifyInstance {
    entityExtractor: EntityExtractor;
  }
}

export default fp(
  async (app) => {
    const extractor = new EntityExtractor(app.db);
    app.decorate('entityExtractor', extractor);
    schedulePass(app.scheduler, extractor, {
      name: 'entities-extract',
      description:
        'Extracts the people, organizations and places of stored articles not yet read by the current method (in batches by id, resumable)',
      upToDate: { summary: 'Every article has the current entities', key: 'entitiesUpToDate' },
      progressed: {
        summary: (written, more) => `${written} article(s) read for entities${more ? ', more to come' : ''}`,
        key: 'entitiesExtracted',
      },
    });
  },
  { name: 'entities-extract', dependencies: ['database', 'scheduler'] },
);
