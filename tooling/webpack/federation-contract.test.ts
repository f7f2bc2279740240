import path from 'node:path';

import { remoteContract, type RemoteName } from '../../shared/src/federation/contract';

// The remotes' webpack configs must expose exactly the modules the host routes
// to (the contract in @mediawatch/shared), and every app must share the
// singletons with a real semver range.

const ROOT = path.resolve(__dirname, '../..');

const PACKAGE_OF: Record<RemoteName, string> = {
  remote_auth: 'remote-auth',
  remote_player: 'remote-player',
  remote_resources: 'remote-resources',
  remote_workers: 'remote-workers',
  remote_explore: 'remote-explore',
};

interface FederationOptions {
  name: string;
  exposes?: Record<string, string>;
  shared: Record<string, { singleton: boolean; requiredVersion: string }>;
  shareStrategy: string;
}

function federationOptions(pkg: string): FederationOptions {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- webpack configs are CommonJS.
  const factory = require(path.join(ROOT, pkg, 'webpack.config.cjs')) as (
    env: object,
    argv: object,
  ) => { plugins: { constructor: { name: string }; _options?: FederationOptions }[] };
  const plugin = factory({}, { mode: 'production' }).plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  if (!plugin?._options) throw new Error(`${pkg} has no ModuleFederationPlugin`);
  return plugin._options;
}

describe('the remote contract', () => {
  it.each(Object.entries(PACKAGE_OF))('%s exposes exactly its contract modules', (remote, pkg) => {
    const options = federationOptions(pkg);
    expect(options.name).toBe(remote);
    expect(Object.keys(options.exposes ?? {}).sort()).toEqual([...remoteContract[remote as RemoteName]].sort());
  });
});

describe('the shared-module policy', () => {
  const CORE = ['react', 'react/', 'react-dom', 'react-dom/', 'react-router', '@mui/material', '@mui/material/', '@emotion/react', '@emotion/styled', '@emotion/cache', 'zustand', '@tanstack/react-query', '@mediawatch/shared'];

  it.each(['host', ...Object.values(PACKAGE_OF)])('%s shares every core singleton with a semver range', (pkg) => {
    const { shared, shareStrategy } = federationOptions(pkg);
    expect(shareStrategy).toBe('loaded-first');
    for (const key of CORE) {
      expect(shared[key]).toEqual(expect.objectContaining({ singleton: true }));
      expect(shared[key]?.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
  });

  it.each(['host', 'remote-auth'])('%s shares i18next and react-i18next as singletons (one language for the shell and the auth screens)', (pkg) => {
    const { shared } = federationOptions(pkg);
    for (const key of ['i18next', 'react-i18next']) {
      expect(shared[key]).toEqual(expect.objectContaining({ singleton: true }));
      expect(shared[key]?.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
  });
});
