const fs = require('node:fs');
const path = require('node:path');

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
  // One i18next instance: the language the host sets is the one every remote
  // translates with (React reads it through `@mediawatch/shared`'s useTranslation).
  i18next: ['i18next'],
  // The entry, and the one router entry: react-router-dom is bundled inside it,
  // tree-shaken to the names it re-exports (docs/decisions/0002-shared-module-policy.md).
  '@mediawatch/shared': ['@mediawatch/shared', '@mediawatch/shared/router'],
};

/**
 * `MF_SHARED_RANGES` (JSON, `{"@mui/material": "^10.0.0"}`) builds a package as
 * if it required other versions of shared libraries: `scripts/release-remote.mjs
 * --shared-range` uses it to rehearse a mismatch before a real upgrade.
 */
const RANGE_OVERRIDES = JSON.parse(process.env.MF_SHARED_RANGES || '{}');

function rangeOf(pkg, name, dir) {
  if (RANGE_OVERRIDES[name]) return RANGE_OVERRIDES[name];
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
 * The libraries of which the host provides every entry any package of the
 * workspace imports, whether or not the host itself uses it: a remote gets its
 * MUI components from the host
 * (docs/decisions/0020-the-host-provides-every-shared-module.md).
 */
const HOST_PROVIDES = ['@mui/material'];

/**
 * Entries needed by code the remotes bundle rather than share: every
 * `@mui/icons-material` icon is made with `@mui/material/utils`.
 */
const ALWAYS_PROVIDED = ['@mui/material/utils', '@mui/material/styles'];

const WORKSPACE = path.resolve(__dirname, '../..');
const SOURCE_ROOTS = ['host', 'shared', 'remote-auth', 'remote-player', 'remote-resources', 'remote-workers', 'remote-explore'].map((pkg) =>
  path.join(WORKSPACE, pkg, 'src'),
);

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/**
 * Every entry of `name` (`@mui/material/Slider`, ...) that some package of the
 * workspace imports, plus ALWAYS_PROVIDED, each with the file it resolves to
 * for `import` (the ES module build the rest of the bundle uses), read from
 * the library's package.json `exports`.
 */
function providedEntries(name, dir) {
  const manifest = require.resolve(`${name}/package.json`, { paths: [dir] });
  const root = path.dirname(manifest);
  const exportsMap = require(manifest).exports ?? {};
  const pattern = new RegExp(`['"]${name.replace('/', '\\/')}/([A-Za-z/]+)['"]`, 'g');
  const used = new Set(ALWAYS_PROVIDED.filter((entry) => entry.startsWith(`${name}/`)));
  for (const file of SOURCE_ROOTS.flatMap(sourceFiles)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) used.add(`${name}/${match[1]}`);
  }
  const entries = {};
  const { version } = require(manifest);
  for (const entry of [...used].sort()) {
    const target = exportsMap[`./${entry.slice(name.length + 1)}`];
    const file = target?.import?.default ?? target?.default?.default;
    if (typeof file !== 'string') throw new Error(`${entry} is not a public entry of ${name}.`);
    entries[entry] = { file: path.join(root, file), version };
  }
  return entries;
}

/**
 * The `shared` option of ModuleFederationPlugin for the package in `dir`.
 * Only the singletons the package itself depends on are listed.
 *
 * The host is the one provider of every shared module on a page: it provides
 * each listed library, and every entry of HOST_PROVIDES the workspace uses,
 * even where the host does not use it itself. A production remote provides nothing (`import: false`):
 * it consumes the host's modules, so the internals of a library (MUI's
 * system, utils and styled engine, with their theme, rtl and default-props
 * contexts) exist once on a page, whichever app renders a component. A
 * remote in its development harness runs alone and brings its own copies.
 *
 * @param {string} dir
 * @param {{ kind: 'host' | 'remote', production: boolean }} options
 */
function sharedModules(dir, { kind, production }) {
  const pkg = require(`${dir}/package.json`);
  const consumeOnly = kind === 'remote' && production;
  const shared = {};
  for (const [name, keys] of Object.entries(SINGLETONS)) {
    const requiredVersion = rangeOf(pkg, name, dir);
    if (!requiredVersion) continue;
    for (const key of keys) {
      shared[key] = { singleton: true, requiredVersion, strictVersion: false, ...(consumeOnly ? { import: false } : {}) };
    }
    if (kind === 'host' && HOST_PROVIDES.includes(name)) {
      // An absolute `import` is provided unconditionally (a bare one only when imported).
      // Its version is the library's: nothing reads it from a file given by path.
      for (const [shareKey, { file, version }] of Object.entries(providedEntries(name, dir))) {
        shared[file] = { shareKey, version, singleton: true, requiredVersion, strictVersion: false };
      }
    }
  }
  return shared;
}

module.exports = { SINGLETONS, HOST_PROVIDES, providedEntries, sharedModules };
