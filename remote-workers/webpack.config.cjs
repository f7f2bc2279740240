const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'remote_workers',
  title: 'remote-workers · Mediawatch',
  exposes: {
    './worker-page': './src/pages/worker-page.tsx',
    './pipeline-page': './src/pages/pipeline-page.tsx',
    './tension-page': './src/pages/tension-page.tsx',
    './monitor-page': './src/pages/monitor-page.tsx',
    './real-time-events-page': './src/pages/real-time-events-page.tsx',
    './scheduler-page': './src/pages/scheduler-page.tsx',
    './tasks-page': './src/pages/tasks-page.tsx',
    './notes-page': './src/pages/notes-page.tsx',
    './thinkboard-page': './src/pages/thinkboard-page.tsx',
  },
});
