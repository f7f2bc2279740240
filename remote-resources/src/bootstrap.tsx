import { paths } from '@mediawatch/shared';
import { mountRemoteHarness } from '@mediawatch/shared/harness';

mountRemoteHarness({
  name: 'remote-resources',
  pages: [
    { path: paths.dashboard.group.sources, label: 'Sources', load: () => import('./pages/sources-page') },
    { path: paths.dashboard.group.sourceGroups, label: 'Source groups', load: () => import('./pages/source-groups-page') },
    { path: paths.dashboard.group.topics, label: 'Topics', load: () => import('./pages/topics-page') },
    { path: paths.dashboard.group.warehouse, label: 'Data Warehouse', load: () => import('./pages/warehouse-page') },
    { path: paths.dashboard.group.podcasts, label: 'Podcasts', load: () => import('./pages/podcasts-page') },
  ],
});
