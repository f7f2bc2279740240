const { createConfig } = require('../tooling/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'remote_player',
  title: 'remote-player · Mediawatch',
  exposes: {
    './podcast-player': './src/player/podcast-player.tsx',
  },
});
