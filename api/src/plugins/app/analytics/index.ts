import fp from 'fastify-plugin';

import { DailyReportReader, reportCaches } from './daily-report';
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
    app.decorate('analytics', {
      report: new DailyReportReader(app.db, undefined, reportCaches(app.config.reportCacheMs)),
      explore: new ExploreReader(app.db),
      sources: new SourceAnalysisReader(app.db),
      tension: new TensionReader(app.db),
      mediaScale: new MediaScaleReader(app.db),
      pipeline: new PipelineThroughputReader(app.db),
    });
  },
  { name: 'analytics', dependencies: ['database'] },
);
