import fp from 'fastify-plugin';

import { DailyReportReader, reportCaches } from './daily-report';
import { EntityReader } from './entity';
import { ExploreReader } from './explore';
import { MediaScaleReader } from './media-scale-index';
import { PipelineThroughputReader } from './pipeline-throughput';
import { SourceAnalysisReader } from './source-analysis';
import { TensionReader } from './tension';

// ----------------------------------------------------------------------
// The analyst's pages: readers over the rollups that the triggers
// of migration 0070 keep (rollup_all, rollup_language, rollup_source,
// rollup_topic, cluster_pickup; docs/decisions/0012-analytics-rollups.md),
// and the Media Scale Index's weights (media_scale_weights, written only here).

export interface Analytics {
  report: DailyReportReader;
  explore: ExploreReader;
  entities: EntityReader;
  sources: SourceAnalysisReader;
  tension: TensionReader;
  mediaScale: MediaScaleReader;
  pipeline: PipelineThroughputReader;
}

declare module 'fastify' {
  interface FastifyInstance {
    analytics: Analytics;
  }
}

export default fp(
  async (app) => {
    // The analyst's reads go to the read replica when there is one
    // (docs/decisions/0058-analysis-reads-on-a-replica.md): rollups a second
    // behind change no chart. The weights an admin sets, and
    // the pipeline counts an operator watches while a fetch runs, stay on the primary.
    const reader = app.readDb;
    app.decorate('analytics', {
      report: new DailyReportReader(reader, undefined, reportCaches(app.config.reportCacheMs)),
      explore: new ExploreReader(reader),
      entities: new EntityReader(reader),
      sources: new SourceAnalysisReader(reader),
      tension: new TensionReader(reader),
      mediaScale: new MediaScaleReader(app.db, undefined, reader),
      pipeline: new PipelineThroughputReader(app.db),
    });
  },
  { name: 'analytics', dependencies: ['database'] },
);
