import fs from 'node:fs';
import path from 'node:path';

import { APPS, exposedModules, REMOTE_NAMES, type RemoteName } from '../../shared/src/federation/contract';

// The remotes' webpack configs expose exactly the modules of the contract
// table (by convention, from their files), each exposed file default-exports
// its component, and every app shares the singletons with a real semver range.

const ROOT = path.resolve(__dirname, '../..');

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

const REMOTES = REMOTE_NAMES.map((remote) => [remote, APPS[remote].package] as const);

describe('the remote contract', () => {
  it.each(REMOTES)('%s exposes exactly its contract modules', (remote, pkg) => {
    const options = federationOptions(pkg);
    expect(options.name).toBe(remote);
    expect(Object.keys(options.exposes ?? {}).sort()).toEqual(exposedModules(remote as RemoteName).sort());
  });

  it.each(REMOTES)('%s: every exposed file default-exports a component', (_remote, pkg) => {
    for (const file of Object.values(federationOptions(pkg).exposes ?? {})) {
      const source = fs.readFileSync(path.join(ROOT, pkg, file), 'utf8');
      expect({ file, defaultExport: /^export default function [A-Z]\w*\(\)/m.test(source) }).toEqual({ file, defaultExport: true });
    }
  });
});

describe('the shared-module policy', () => {
  const CORE = [
    'react',
    'react/',
    'react-dom',
    'react-dom/',
    '@mediawatch/shared/router',
    '@mui/material',
    '@mui/material/',
    '@emotion/react',
    '@emotion/styled',
    '@emotion/cache',
    'zustand',
    '@tanstack/react-query',
    '@mediawatch/shared',
  ];

  it.each(['host', ...REMOTES.map(([, pkg]) => pkg)])('%s shares every core singleton with a semver range', (pkg) => {
    const { shared, shareStrategy } = federationOptions(pkg);
    expect(shareStrategy).toBe('loaded-first');
    for (const key of CORE) {
      expect(shared[key]).toEqual(expect.objectContaining({ singleton: true }));
      expect(shared[key]?.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
  });

  it.each(['host', ...REMOTES.map(([, pkg]) => pkg)])(
    '%s shares i18next as a singleton (one language for the shell and every remote)',
    (pkg) => {
      const { shared } = federationOptions(pkg);
      expect(shared.i18next).toEqual(expect.objectContaining({ singleton: true }));
      expect(shared.i18next?.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
      expect(shared['react-i18next']).toBeUndefined();
    },
  );

  it('never shares react-router itself: routing is the one shared entry', () => {
    for (const pkg of ['host', ...REMOTES.map(([, name]) => name)]) {
      const { shared } = federationOptions(pkg);
      expect(Object.keys(shared).filter((key) => key.startsWith('react-router'))).toEqual([]);
    }
  });
});
