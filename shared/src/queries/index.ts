// `@mediawatch/shared/queries`: the one home of server state. One file per API
// call: its fetcher, its query options, its hook; the keys of every domain in
// keys.ts; a mutation refreshes the keys of everything it changes, wherever
// that is on screen (one QueryClient per page). Not a shared module: each app
// bundles the calls it uses; what they read (the API client, the auth token,
// the cache) is the shared entry's one instance. The auth calls live with the
// auth store in the shared entry, their only caller.

export * from './keys';
export { createQueryClient } from './query-client';

export * from './sources/get-sources';
export * from './sources/create-source';
export * from './sources/update-source';
export * from './sources/delete-source';
export * from './sources/source-action';
export * from './sources/test-feed';
export * from './sources/discover-feeds';
export * from './sources/import-opml';
export * from './sources/export-opml';

export * from './source-groups/get-source-groups';
export * from './source-groups/create-source-group';
export * from './source-groups/update-source-group';
export * from './source-groups/delete-source-group';

export * from './topics/get-topics';
export * from './topics/create-topic';
export * from './topics/update-topic';
export * from './topics/delete-topic';
export * from './topics/validate-topic-query';

export * from './articles/get-articles';
export * from './articles/search-articles';
export * from './articles/get-article';
export * from './articles/export-articles';
export * from './articles/get-retention';

export * from './fetch-runs/get-fetch-runs';
export * from './fetch-runs/get-worker-status';
export * from './fetch-runs/get-pipeline-stats';

export * from './podcasts/messages';
export * from './podcasts/get-podcasts';
export * from './podcasts/get-podcast';
export * from './podcasts/search-podcasts';
export * from './podcasts/get-featured-podcasts';
export * from './podcasts/create-podcast';
export * from './podcasts/update-podcast';
export * from './podcasts/delete-podcast';
export * from './podcasts/upload-podcast-media';

export * from './tasks/get-tasks';
export * from './tasks/create-task';
export * from './tasks/update-task';
export * from './tasks/delete-task';
export * from './tasks/move-task';
export * from './tasks/get-assignable-users';
export * from './tasks/task-conflict';

export * from './users/get-users';
export * from './users/manage-users';

export * from './api-tokens/get-api-tokens';
export * from './api-tokens/get-every-api-token';
export * from './api-tokens/create-api-token';
export * from './api-tokens/revoke-api-token';

export * from './analytics/get-daily-report';
export * from './analytics/get-report-entities';
export * from './analytics/get-explore-attention';
export * from './analytics/get-explore-summary';
export * from './analytics/get-explore-entities';
export * from './analytics/get-source-analysis';
export * from './analytics/get-entity';
export * from './analytics/get-tension';
export * from './analytics/get-media-scale-index';
export * from './analytics/get-media-scale-weights';
export * from './analytics/update-media-scale-weights';
export * from './analytics/get-pipeline-throughput';
export * from './analytics/get-tone-rescore';
export * from './analytics/download-report-pdf';

export * from './live/live-connection';
export * from './live/use-live-events';

export * from './monitor/get-monitor-columns';
export * from './monitor/save-monitor-columns';
export * from './scheduler/get-scheduled-jobs';
export * from './scheduler/run-scheduled-job';
export * from './scheduler/update-scheduled-job';
export * from './scheduler/preview-cron';

export * from './historical-events/get-historical-events';
export * from './historical-events/create-historical-event';
export * from './historical-events/update-historical-event';

export * from './pdfs/pdfs';
export * from './notes/get-notes';
export * from './notes/get-note';
export * from './notes/get-note-versions';
export * from './notes/get-considerations';
export * from './notes/create-note';
export * from './notes/update-note';
export * from './notes/delete-note';
export * from './thinkboards/get-thinkboards';
export * from './thinkboards/get-thinkboard';
export * from './thinkboards/create-thinkboard';
export * from './thinkboards/save-thinkboard';
export * from './thinkboards/add-thinkboard-card';
export * from './thinkboards/delete-thinkboard';
export * from './ejournals/ejournals';
export * from './alerts/get-alerts';
export * from './alerts/get-alert-unread-count';
export * from './alerts/mark-alerts-read';
export * from './alerts/mark-all-alerts-read';
export * from './alerts/get-alert-settings';
export * from './alerts/update-alert-settings';
export * from './alerts/get-webhooks';
export * from './alerts/create-webhook';
export * from './alerts/update-webhook';
export * from './alerts/delete-webhook';
export * from './users/use-report-language';
