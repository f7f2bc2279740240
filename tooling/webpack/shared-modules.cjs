// The shared-module policy (docs/decisions/0002-shared-module-policy.md):
// these packages load exactly once, as singletons, in the host and in every
// remote. The required range comes from the consuming package's own
// package.json, so a remote built against an incompatible major warns at run
// time instead of silently loading a second copy.

/** Package name to the keys under which it is shared (prefix keys cover deep imports). */
const SINGLETONS = {
  react: ['react', 'react/'],
  'react-dom': ['react-dom', 'react-dom/'],
  '@mui/material': ['@mui/material', '@mui/material/'],
  '@emotion/react': ['@emotion/react'],
  '@emotion/styled': ['@emotion/styled'],
  '@emotion/cache': ['@emotion/cache'],
  zustand: ['zustand'],
  // One server-state cache: the host's QueryClientProvider serves every remote.
  '@tanstack/react-query': ['@tanstack/react-query'],
  // One i18next instance: the language the host sets is the one every remote translates with.
  i18next: ['i18next'],
  'react-i18next': ['react-i18next'],
  // The entry, and the one router entry: react-router-dom is bundled inside it,
  // tree-shaken to the names it re-exports (docs/decisions/0002).
  '@mediawatch/shared': ['@mediawatch/shared', '@mediawatch/shared/router'],
};

function rangeOf(pkg, name, dir) {
  const range = pkg.dependencies?.[name] ?? pkg.devDependencies?.[name] ?? pkg.peerDependencies?.[name];
  if (!range) return undefined;
  // A workspace dependency is shared under the workspace package's real version.
  if (range.startsWith('workspace:')) {
    const { version } = require(require.resolve(`${name}/package.json`, { paths: [dir] }));
    return `^${version}`;
  }
  return range;
}

/**
 * The `shared` option of ModuleFederationPlugin for the package in `dir`.
 * Only the singletons the package itself depends on are listed.
 */
function sharedModules(dir) {
  const pkg = require(`${dir}/package.json`);
  const shared = {};
  for (const [name, keys] of Object.entries(SINGLETONS)) {
    const requiredVersion = rangeOf(pkg, name, dir);
    if (!requiredVersion) continue;
    for (const key of keys) {
      shared[key] = { singleton: true, requiredVersion, strictVersion: false };
    }
  }
  return shared;
}

module.exports = { SINGLETONS, sharedModules };
