import type {
  PdfSearchQuery,
  AlertListQuery,
  ArticleListQuery,
  ArticleSearchQuery,
  ConsiderationQuery,
  DailyReportQuery,
  EjournalQuery,
  EntityArticlesQuery,
  EntityWindowQuery,
  ExploreAttentionQuery,
  ExploreEntitiesQuery,
  ExploreSummaryQuery,
  FetchRunListQuery,
  HistoricalEventQuery,
  NoteQuery,
  SourceAnalysisQuery,
  TaskStatus,
  TensionOverviewQuery,
  TensionQuery,
  ThinkboardQuery,
} from '@mediawatch/shared';

// ----------------------------------------------------------------------
// The query keys of every domain, in one file so a mutation can name what it
// changes. Each domain's keys start with its own root (`['sources']`), which
// is what a mutation invalidates: every list, detail and search under it.

export const sourceKeys = {
  all: ['sources'] as const,
  list: () => [...sourceKeys.all, 'list'] as const,
  detail: (id: string) => [...sourceKeys.all, 'detail', id] as const,
};

export const sourceGroupKeys = {
  all: ['sourceGroups'] as const,
  list: () => [...sourceGroupKeys.all, 'list'] as const,
};

export const topicKeys = {
  all: ['topics'] as const,
  list: () => [...topicKeys.all, 'list'] as const,
  validate: (query: string) => [...topicKeys.all, 'validate', query] as const,
};

export const articleKeys = {
  all: ['articles'] as const,
  list: (query: ArticleListQuery) => [...articleKeys.all, 'list', query] as const,
  search: (query: ArticleSearchQuery) => [...articleKeys.all, 'search', query] as const,
  detail: (id: string) => [...articleKeys.all, 'detail', id] as const,
  retention: () => [...articleKeys.all, 'retention'] as const,
};

export const workerKeys = {
  all: ['worker'] as const,
  status: () => [...workerKeys.all, 'status'] as const,
  fetchRuns: (query: FetchRunListQuery) => [...workerKeys.all, 'fetchRuns', query] as const,
  /** The last `minutes` minutes, whenever asked (the window slides with each refetch). */
  pipelineLast: (minutes: number) => [...workerKeys.all, 'pipeline', 'last', minutes] as const,
};

export const podcastKeys = {
  all: ['podcasts'] as const,
  list: () => [...podcastKeys.all, 'list'] as const,
  search: (query: string) => [...podcastKeys.all, 'search', query] as const,
};

export const taskKeys = {
  all: ['tasks'] as const,
  list: (status?: TaskStatus) => [...taskKeys.all, 'list', status ?? 'all'] as const,
};

export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  assignable: () => [...userKeys.all, 'assignable'] as const,
};

/** Personal API tokens: the signed-in user's, and every account's for admins. */
export const apiTokenKeys = {
  all: ['apiTokens'] as const,
  mine: () => [...apiTokenKeys.all, 'mine'] as const,
  everyone: () => [...apiTokenKeys.all, 'everyone'] as const,
};

/** The analyst's pages: figures read from the rollups (docs/decisions/0012-analytics-rollups.md). */
export const analyticsKeys = {
  all: ['analytics'] as const,
  report: (query: DailyReportQuery) => [...analyticsKeys.all, 'report', query] as const,
  reportEntities: (query: DailyReportQuery) => [...analyticsKeys.all, 'reportEntities', query] as const,
  attention: (query: ExploreAttentionQuery) => [...analyticsKeys.all, 'attention', query] as const,
  summary: (query: ExploreSummaryQuery) => [...analyticsKeys.all, 'summary', query] as const,
  entities: (query: ExploreEntitiesQuery) => [...analyticsKeys.all, 'entities', query] as const,
  source: (sourceId: string, query: SourceAnalysisQuery) => [...analyticsKeys.all, 'source', sourceId, query] as const,
  entity: (entityId: number) => [...analyticsKeys.all, 'entity', entityId] as const,
  entityFigures: (entityId: number, query: EntityWindowQuery) => [...analyticsKeys.entity(entityId), 'figures', query] as const,
  entityArticles: (entityId: number, query: EntityArticlesQuery) => [...analyticsKeys.entity(entityId), 'articles', query] as const,
  tension: (query: TensionQuery) => [...analyticsKeys.all, 'tension', query] as const,
  tensionOverview: (query: TensionOverviewQuery) => [...analyticsKeys.all, 'tensionOverview', query] as const,
  mediaScale: (days: number) => [...analyticsKeys.all, 'mediaScale', days] as const,
  mediaScaleWeights: () => [...analyticsKeys.all, 'mediaScaleWeights'] as const,
  throughput: (minutes: number) => [...analyticsKeys.all, 'throughput', minutes] as const,
  toneRescore: () => [...analyticsKeys.all, 'toneRescore'] as const,
};

/** The Scheduler's jobs. */
export const schedulerKeys = {
  all: ['scheduler'] as const,
  list: () => [...schedulerKeys.all, 'list'] as const,
  preview: (cron: string, timeZone: string) => [...schedulerKeys.all, 'preview', cron, timeZone] as const,
};

/** Historical events. */
export const historicalEventKeys = {
  all: ['historicalEvents'] as const,
  list: (query: HistoricalEventQuery) => [...historicalEventKeys.all, 'list', query] as const,
};

/** Notes and editorial considerations. */
export const pdfKeys = {
  all: ['pdfs'] as const,
  list: () => [...pdfKeys.all, 'list'] as const,
  detail: (id: string) => [...pdfKeys.all, 'detail', id] as const,
  page: (id: string, page: number) => [...pdfKeys.all, 'page', id, page] as const,
  search: (query: PdfSearchQuery) => [...pdfKeys.all, 'search', query] as const,
};

export const noteKeys = {
  all: ['notes'] as const,
  list: (query: NoteQuery) => [...noteKeys.all, 'list', query] as const,
  detail: (id: string) => [...noteKeys.all, 'detail', id] as const,
  versions: (id: string) => [...noteKeys.all, 'versions', id] as const,
  considerations: (query: ConsiderationQuery) => [...noteKeys.all, 'considerations', query] as const,
};

/** ThinkBoard boards. */
export const thinkboardKeys = {
  all: ['thinkboards'] as const,
  lists: () => [...thinkboardKeys.all, 'list'] as const,
  list: (query: ThinkboardQuery) => [...thinkboardKeys.lists(), query] as const,
  detail: (id: string) => [...thinkboardKeys.all, 'detail', id] as const,
};

/** E-journal issues. */
export const ejournalKeys = {
  all: ['ejournals'] as const,
  list: (query: EjournalQuery) => [...ejournalKeys.all, 'list', query] as const,
  detail: (id: string) => [...ejournalKeys.all, 'detail', id] as const,
};

/** The Monitor's watchlist columns. */
export const monitorKeys = {
  all: ['monitor'] as const,
  columns: () => [...monitorKeys.all, 'columns'] as const,
};

/** Alerts: the signed-in user's list, unread count and settings; the admins' webhooks. */
export const alertKeys = {
  all: ['alerts'] as const,
  list: (query: AlertListQuery) => [...alertKeys.all, 'list', query] as const,
  unreadCount: () => [...alertKeys.all, 'unreadCount'] as const,
  settings: () => [...alertKeys.all, 'settings'] as const,
  webhooks: () => [...alertKeys.all, 'webhooks'] as const,
};
