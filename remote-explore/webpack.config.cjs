const { createConfig } = require('../tooling/webpack/create-config.cjs');

// Name, port and exposes come from the contract (shared/src/federation) and the files in src/pages and src/slots.
module.exports = createConfig({ dir: __dirname, kind: 'remote' });
