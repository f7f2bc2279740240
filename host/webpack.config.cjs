const path = require('node:path');
const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  kind: 'host',
  runtimePlugins: [path.join(__dirname, 'src/federation/resilience-plugin.ts')],
});
