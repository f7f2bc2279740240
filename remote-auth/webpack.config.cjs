const { createConfig } = require('../tooling/webpack/create-config.cjs');

// The exposed names are the contract in @mediawatch/shared (src/federation/contract.ts);
// src/exposes.ts checks the same modules against it at type level.
module.exports = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'remote_auth',
  title: 'Mediawatch · remote-auth',
  exposes: {
    './login-page': './src/pages/login-page.tsx',
    './register-page': './src/pages/register-page.tsx',
  },
});
