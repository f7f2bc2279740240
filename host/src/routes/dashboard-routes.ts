import { paths, type RemoteModuleId } from '@mediawatch/shared';

// ----------------------------------------------------------------------
// The dashboard area of spec section 2: each path and the remote module that
// owns its page (ARCHITECTURE.md). The host routes; the remotes render.

export interface DashboardRoute {
  /** Path below /dashboard. */
  path: string;
  module: RemoteModuleId;
}

const below = (path: string) => path.slice(paths.dashboard.root.length + 1);

export const dashboardRoutes: DashboardRoute[] = [
  { path: below(paths.dashboard.reports), module: 'remote_explore/reports-page' },
  { path: below(paths.dashboard.worker), module: 'remote_workers/worker-page' },
  { path: below(paths.dashboard.pipeline), module: 'remote_workers/pipeline-page' },
  { path: below(paths.dashboard.considerations), module: 'remote_explore/considerations-page' },
  { path: below(paths.dashboard.tasks), module: 'remote_workers/tasks-page' },
  { path: below(paths.dashboard.relatedArticles), module: 'remote_explore/related-articles-page' },
  { path: below(paths.dashboard.thinkboard), module: 'remote_workers/thinkboard-page' },
  { path: below(paths.dashboard.tension), module: 'remote_workers/tension-page' },
  { path: below(paths.dashboard.scheduler), module: 'remote_workers/scheduler-page' },
  { path: below(paths.dashboard.ejournal), module: 'remote_explore/ejournal-page' },
  { path: below(paths.dashboard.notes), module: 'remote_workers/notes-page' },
  { path: below(paths.dashboard.pdfArticle), module: 'remote_explore/pdf-article-page' },
  { path: below(paths.dashboard.historicalEvents), module: 'remote_explore/historical-events-page' },
  { path: below(paths.dashboard.realTimeEvents), module: 'remote_workers/real-time-events-page' },
  { path: below(paths.dashboard.mediaScaleIndex), module: 'remote_explore/media-scale-index-page' },
  { path: 'read/:id', module: 'remote_explore/read-page' },
  { path: 'source-analysis/:source', module: 'remote_explore/source-analysis-page' },
  { path: below(paths.dashboard.search), module: 'remote_explore/search-page' },
  { path: below(paths.dashboard.monitor), module: 'remote_workers/monitor-page' },
  { path: below(paths.dashboard.group.sources), module: 'remote_resources/sources-page' },
  { path: below(paths.dashboard.group.sourceGroups), module: 'remote_resources/source-groups-page' },
  { path: below(paths.dashboard.group.topics), module: 'remote_resources/topics-page' },
  { path: below(paths.dashboard.group.warehouse), module: 'remote_resources/warehouse-page' },
  { path: below(paths.dashboard.group.podcasts), module: 'remote_resources/podcasts-page' },
];
