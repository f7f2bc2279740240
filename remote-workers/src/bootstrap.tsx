import { paths } from '@mediawatch/shared';
import { mountRemoteHarness } from '@mediawatch/shared/harness';

mountRemoteHarness({
  name: 'remote-workers',
  pages: [
    { path: paths.dashboard.worker, label: 'Worker', load: () => import('./pages/worker-page') },
    { path: paths.dashboard.pipeline, label: 'Pipeline', load: () => import('./pages/pipeline-page') },
    { path: paths.dashboard.tension, label: 'Tension', load: () => import('./pages/tension-page') },
    { path: paths.dashboard.monitor, label: 'Monitor', load: () => import('./pages/monitor-page') },
    { path: paths.dashboard.realTimeEvents, label: 'Real Time Events', load: () => import('./pages/real-time-events-page') },
    { path: paths.dashboard.scheduler, label: 'Scheduler', load: () => import('./pages/scheduler-page') },
    { path: paths.dashboard.tasks, label: 'Tasks', load: () => import('./pages/tasks-page') },
    { path: paths.dashboard.notes, label: 'Notes', load: () => import('./pages/notes-page') },
    { path: paths.dashboard.thinkboard, label: 'ThinkBoard', load: () => import('./pages/thinkboard-page') },
  ],
});
