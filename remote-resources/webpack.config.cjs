const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'remote_resources',
  title: 'remote-resources · Mediawatch',
  exposes: {
    './sources-page': './src/pages/sources-page.tsx',
    './source-groups-page': './src/pages/source-groups-page.tsx',
    './topics-page': './src/pages/topics-page.tsx',
    './warehouse-page': './src/pages/warehouse-page.tsx',
    './podcasts-page': './src/pages/podcasts-page.tsx',
  },
});
