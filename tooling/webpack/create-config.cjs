// One webpack factory for the host and every remote, so that the federation
// settings (shared singletons, manifest, public path, chunk names) cannot drift
// between packages.
const fs = require('node:fs');
const path = require('node:path');
const compilerWebpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const { sharedModules } = require('./shared-modules.cjs');
const { apps } = require('../../shared/src/federation/apps.json');

/** The folders whose files a remote exposes: `./x-page` is `src/pages/x-page.tsx`, `./x` is `src/slots/x.tsx`. */
const EXPOSED_FOLDERS = ['src/pages', 'src/slots'];

/**
 * A remote's `exposes`, by convention from its files: every page module in
 * `src/pages/` and every slot in `src/slots/` (tests aside). The contract
 * table in @mediawatch/shared names the same modules; a test in
 * tooling/webpack compares the two.
 */
function exposesOf(dir) {
  const exposes = {};
  for (const folder of EXPOSED_FOLDERS) {
    const full = path.join(dir, folder);
    if (!fs.existsSync(full)) continue;
    for (const file of fs.readdirSync(full).sort()) {
      if (!/\.tsx$/.test(file) || /\.test\.tsx$/.test(file)) continue;
      exposes[`./${file.replace(/\.tsx$/, '')}`] = `./${folder}/${file}`;
    }
  }
  return exposes;
}

/** The Module Federation name and port of the app in `dir` (apps.json, the one place they are written). */
function appOf(dir) {
  const entry = Object.entries(apps).find(([, app]) => app.package === path.basename(dir));
  if (!entry) throw new Error(`${path.basename(dir)} is not an app of shared/src/federation/apps.json.`);
  return { name: entry[0], port: entry[1].port };
}

/**
 * The host's `remotes.json` for the ports of apps.json: each remote's manifest
 * on its own localhost origin, as `npm start` serves them. An environment
 * replaces this file where the host is deployed (README, platform engineers).
 */
function localRemotesJson() {
  const remotes = Object.fromEntries(
    Object.entries(apps)
      .filter(([name]) => name !== 'host')
      .map(([name, app]) => [name, `http://localhost:${app.port}/mf-manifest.json`]),
  );
  return `${JSON.stringify(remotes, null, 2)}\n`;
}

/**
 * The plugins below read webpack's and Module Federation's internals (module
 * types, a provide module's `_name`, the names of the exposes' chunk groups,
 * the manifest asset). When an upgrade moves one, they must fail the build
 * rather than quietly do nothing: a page would lose its preloads or its
 * shared-module list with no error anywhere (docs/toolchain.md, "Upgrading
 * webpack or Module Federation").
 */
function internalsMissing(plugin, what) {
  return new Error(
    `${plugin} (tooling/webpack/create-config.cjs): ${what}. webpack or @module-federation/enhanced changed an internal this build reads; see docs/toolchain.md, "Upgrading webpack or Module Federation".`,
  );
}

/** Emits a generated file as an asset of the build. */
class GeneratedAssetPlugin {
  constructor(name, content) {
    this.name = name;
    this.content = content;
  }

  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('GeneratedAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'GeneratedAssetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.name, new sources.RawSource(this.content()));
      });
    });
  }
}

/**
 * Emits every file of the package's `public/` folder as an asset, so it is
 * part of the build output and survives `clean`.
 */
class PublicFolderPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFolderPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(this.dir)) return;
        for (const file of fs.readdirSync(this.dir, { recursive: true })) {
          const full = path.join(this.dir, file);
          if (!fs.statSync(full).isFile()) continue;
          compilation.fileDependencies.add(full);
          compilation.emitAsset(file.split(path.sep).join('/'), new sources.RawSource(fs.readFileSync(full)));
        }
      });
    });
  }
}

/** Writes into each expose of `manifest` the shared modules its chunks consume (ExposeSharedModulesPlugin). */
function addSharedModules(compilation, manifest) {
  if (!Array.isArray(manifest.exposes) || manifest.exposes.length === 0)
    throw internalsMissing('ExposeSharedModulesPlugin', 'the manifest lists no `exposes`');
  for (const expose of manifest.exposes) {
    const groupName = `__federation_expose_${String(expose.name).replace(/[^A-Za-z0-9]/g, '_')}`;
    const group = compilation.namedChunkGroups.get(groupName);
    if (!group) throw internalsMissing('ExposeSharedModulesPlugin', `no chunk group named ${groupName} for the expose ${expose.name}`);
    const keys = new Set();
    for (const chunk of group.chunks)
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
        if (module.type === 'consume-shared-module') {
          if (typeof module.options?.shareKey !== 'string')
            throw internalsMissing('ExposeSharedModulesPlugin', 'a consume-shared module without `options.shareKey`');
          keys.add(module.options.shareKey);
        }
    // Every exposed module draws with React at least: none found means the module type moved.
    if (keys.size === 0) throw internalsMissing('ExposeSharedModulesPlugin', `no consume-shared module in the chunks of ${expose.name}`);
    expose.sharedModules = [...keys].sort();
  }
}

/**
 * Lists in the remote's mf-manifest.json, for each exposed module, the shared
 * modules its code consumes as it loads (`sharedModules`). The host reads it
 * for the first page's module and asks for those modules beside the remote's
 * entry (host/src/federation/preload-shared.ts) instead of after it: the
 * runtime learns which shared modules a chunk needs only from the entry. The
 * manifest's own `shared` lists what the whole remote consumes (57 modules for
 * remote-explore), too many to load for one page.
 */
class ExposeSharedModulesPlugin {
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ExposeSharedModulesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ExposeSharedModulesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset('mf-manifest.json');
        if (!asset) throw internalsMissing('ExposeSharedModulesPlugin', 'no mf-manifest.json among the assets at the report stage');
        const manifest = JSON.parse(asset.source.source().toString());
        addSharedModules(compilation, manifest);
        compilation.updateAsset('mf-manifest.json', new sources.RawSource(JSON.stringify(manifest)));
      });
    });
  }
}

/**
 * The host publishes its federation runtime for the remotes through the
 * plugin that `provideExternalRuntime` adds. That plugin is registered by its
 * CommonJS file, which would pull the CommonJS build of the runtime beside the
 * ES module build webpack's federation runtime already uses: two copies, and
 * 24 KiB gzip more. Pointing it at its ES module build makes both one module.
 */
function externalRuntimeAlias() {
  const enhanced = require.resolve('@module-federation/enhanced');
  const commonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [path.dirname(enhanced)] });
  const esm = path.join(path.dirname(commonJs), 'index.js');
  if (!fs.existsSync(esm)) throw internalsMissing('externalRuntimeAlias', `no ES module build at ${esm}`);
  return { [`${commonJs}$`]: esm };
}

/**
 * The host's start is a chain: main.js runs, then asks for its bootstrap and
 * the shared modules that bootstrap uses (React, react-dom, the router, MUI's
 * base, i18next, ...), which only then start downloading. This plugin writes
 * `<link rel="preload" as="script">` tags for exactly those files into
 * index.html, so they download beside main.js: the chunks of the entry's
 * `import()` (the bootstrap) and, for every shared module those chunks
 * consume, the chunks of the host's own provider of it (what the runtime
 * loads, since the host provides every shared module), and so on for what
 * those providers consume. Nothing a route may not need is listed. main.js
 * itself is fetched first (`fetchpriority=high`), and remotes.json beside it
 * (as the fetch main.js makes), so the remotes' manifests are asked for as
 * soon as main.js runs.
 */
class PreloadStartChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const files = startFiles(compilation);
        if (files.length === 0) throw internalsMissing('PreloadStartChunksPlugin', 'the host start has no chunk files to preload');
        const tags = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }),
        );
        tags.push(
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'fetch',
            href: `${publicPath}remotes.json`,
            crossorigin: 'anonymous',
          }),
        );
        // A deferred script is fetched at low priority and preloads at high: main.js would come last.
        const main = data.headTags.find((tag) => tag.tagName === 'script' && /\/main\.js$/.test(tag.attributes.src ?? ''));
        if (!main) throw internalsMissing('PreloadStartChunksPlugin', 'no <script src=".../main.js"> among the head tags of index.html');
        main.attributes.fetchpriority = 'high';
        data.headTags.push(...tags);
        return data;
      });
    });
  }
}

/**
 * The chunk groups the host's start loads on every page: the bootstrap's and,
 * for every shared module their chunks consume, the group of the host's own
 * provider of it (what the runtime loads, since the host provides every
 * shared module), followed to the end (the shared entry consumes i18next,
 * Alert consumes IconButton and Paper).
 */
function startChunkGroups(compilation) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    if (typeof module._name !== 'string' || !module.blocks[0])
      throw internalsMissing('startChunkGroups', 'a provide module without `_name` or without its async block');
    providers.set(module._name, module.blocks[0]);
  }
  if (providers.size === 0)
    throw internalsMissing('startChunkGroups', "no module of type 'provide-module' (the host provides every shared module)");
  const entry = compilation.entrypoints.get('main');
  if (!entry) throw internalsMissing('startChunkGroups', 'no entrypoint named main');
  const groups = new Set();
  const addGroup = (group) => {
    if (!group || groups.has(group)) return;
    groups.add(group);
    for (const chunk of group.chunks)
      for (const module of chunkGraph.getChunkModulesIterable(chunk))
        if (module.type === 'consume-shared-module') {
          const provider = providers.get(module.options?.shareKey);
          if (!provider) throw internalsMissing('startChunkGroups', `no provider of the shared module ${module.options?.shareKey}`);
          addGroup(chunkGraph.getBlockChunkGroup(provider));
        }
  };
  for (const chunk of entry.chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      // The entry's own code (its `import('./bootstrap')`), not the provide modules beside it.
      if (!module.type.startsWith('javascript/')) continue;
      for (const block of module.blocks) addGroup(chunkGraph.getBlockChunkGroup(block));
    }
  }
  if (groups.size === 0)
    throw internalsMissing('startChunkGroups', "the entry main has no `import()` of its bootstrap among its 'javascript/' modules");
  return groups;
}

/** The script files of the host's start (see startChunkGroups). */
function startFiles(compilation) {
  const files = new Set();
  for (const group of startChunkGroups(compilation))
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  return [...files].sort();
}

/**
 * The libraries every page's start loads, in one chunk (`start`) instead of
 * one per shared module (Stack, Typography, Alert, IconButton, ... about twenty
 * scripts of 0.3 to 2 KiB, each a request and a wrapper). The groups are read
 * before webpack splits the chunks, once per compilation; the chunk is in
 * every page's start, so nothing in it is loaded for nothing.
 */
class StartLibrariesChunk {
  groups = new Set();

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartLibrariesChunk', (compilation) => {
      let read = false;
      compilation.hooks.optimizeChunks.tap({ name: 'StartLibrariesChunk', stage: -100 }, () => {
        if (read) return;
        read = true;
        this.groups = startChunkGroups(compilation);
      });
    });
  }

  /** For a cache group's `test`: a library file that a chunk of the start holds. */
  test(module, chunkGraph) {
    if (!/[\\/]node_modules[\\/]/.test(module.resource ?? '')) return false;
    for (const chunk of chunkGraph.getModuleChunksIterable(module))
      for (const group of chunk.groupsIterable) if (this.groups.has(group)) return true;
    return false;
  }
}

/** A module of one of these packages, wherever pnpm put it. */
function packagesTest(names) {
  const pattern = names.map((name) => name.replace(/[/.]/g, (c) => `\\${c}`)).join('|');
  return new RegExp(`[\\\\/]node_modules[\\\\/](${pattern})[\\\\/]`);
}

/** Parts of MUI's base that only some components use: they go with those components. */
const NOT_BASE = /[\\/]@mui[\\/](system[\\/]Grid|utils[\\/]useRovingTabIndex|material[\\/]internal)[\\/]/;

const MUI_STYLES = /[\\/]@mui[\\/]material[\\/]styles[\\/]/;

/**
 * A module that `@mui/material/styles` imports itself loads wherever the theme
 * does, on every page: the colours, and the fifteen components' class names its
 * high-contrast theme reads. Each was a chunk of its own (shared with its
 * component) of about 0.3 KiB, most of it the chunk's wrapper.
 */
function importedByMuiStyles(module, moduleGraph) {
  if (!/[\\/]@mui[\\/]material[\\/]/.test(module.resource ?? '')) return false;
  for (const connection of moduleGraph.getIncomingConnections(module))
    if (MUI_STYLES.test(connection.originModule?.resource ?? '')) return true;
  return false;
}

/**
 * The host provides every shared module, each an async chunk of its own. What
 * those modules have in common goes to chunks of its own instead of being
 * copied into each (webpack's default below 20 KB), so that no file of a
 * library is downloaded twice on a page:
 *  - `mui-base`: MUI's styling engine and theme (system, utils, styled-engine,
 *    emotion, material's styles and internals, and what the styles import),
 *    needed by every component;
 *  - any other library file two chunks share: a chunk per combination.
 */
function hostSplitChunks(start) {
  return {
    chunks: 'async',
    minSize: 0,
    maxAsyncRequests: Infinity,
    cacheGroups: {
      default: false,
      muiBase: {
        name: 'mui-base',
        test: (module, { moduleGraph }) =>
          !NOT_BASE.test(module.resource ?? '') &&
          (importedByMuiStyles(module, moduleGraph) ||
            packagesTest([
              '@mui/system',
              '@mui/utils',
              '@mui/styled-engine',
              '@mui/private-theming',
              '@emotion/[^/]+',
              '@babel/runtime',
              'stylis',
              'react-is',
              'prop-types',
              'clsx',
              '@base-ui/utils',
            ]).test(module.resource ?? '') ||
            /[\\/]@mui[\\/]material[\\/](styles|utils|zero-styled|DefaultPropsProvider)[\\/]/.test(module.resource ?? '')),
        chunks: 'all',
        enforce: true,
        priority: 30,
      },
      start: {
        name: 'start',
        test: (module, { chunkGraph }) => start.test(module, chunkGraph),
        chunks: 'async',
        enforce: true,
        priority: 20,
      },
      defaultVendors: { test: /[\\/]node_modules[\\/]/, minChunks: 2, priority: -10, reuseExistingChunk: true },
    },
  };
}

/**
 * A remote's lazily loaded modules (a page's charts, its dialogs) often share
 * code, such as the UI kit's Chart and ChartPanel under two charts of one page.
 * Webpack's default splits that into a chunk of its own only from 20 KB, so
 * below it each lazy chunk carried a copy, downloaded twice on a page. From 4 KB
 * (about 1.5 KiB gzip, worth a request) it is its own chunk.
 */
function remoteSplitChunks() {
  return { chunks: 'async', minSize: 4096 };
}

/**
 * @param {object} options
 * @param {string} options.dir        the package folder (`__dirname` of its webpack.config.cjs)
 * @param {'host' | 'remote'} options.kind
 * @param {string[]} [options.runtimePlugins]          federation runtime plugins (host)
 * @param {string} [options.title]    the HTML page title (the app's package name for a remote's harness)
 * @returns {(env: Record<string, string>, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createConfig({ dir, kind, runtimePlugins = [], title = kind === 'host' ? 'Mediawatch' : `${path.basename(dir)} · Mediawatch` }) {
  const pkg = require(path.join(dir, 'package.json'));
  const { name, port: appPort } = appOf(dir);
  const port = Number(process.env.PORT ?? appPort);
  const exposes = kind === 'remote' ? exposesOf(dir) : {};

  return (env = {}, argv = {}) => {
    const production = (argv.mode ?? 'production') === 'production';
    const outDir = env.outDir ? path.resolve(env.outDir) : path.join(dir, 'dist');

    // A production remote is only ever loaded by the host: it has no page of its
    // own, and it uses the federation runtime the host provides instead of
    // shipping a second copy (~25 KiB gzip per remote on every page). In
    // development each remote runs alone in its harness, with its own runtime.
    const harness = kind === 'host' || !production;
    // Every app runs in a browser only: `target: 'web'` lets the federation
    // runtime drop its Node.js loaders (docs/decisions/0030-declarative-routing.md).
    const runtime = kind === 'host' ? { provideExternalRuntime: true } : production ? { externalRuntime: true } : {};
    const experiments = { ...runtime, optimization: { target: 'web' } };
    const start = new StartLibrariesChunk();

    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: harness ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        // The host is always served from its site root; remotes from wherever
        // their manifest is, which only the runtime knows.
        publicPath: kind === 'host' ? '/' : 'auto',
        // Module Federation cannot hash entry names (docs/toolchain.md); chunks are hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        alias: kind === 'host' ? externalRuntimeAlias() : {},
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              // Types are checked once by `tsc --noEmit` in the test command.
              options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
            },
          },
          { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset' },
          // `import url from 'file?url'`: the file as an asset of the build, its address in the script (data
          // fetched when needed rather than bundled as script: docs/decisions/0048-the-coverage-map.md).
          { resourceQuery: /^\?url$/, type: 'asset/resource' },
          // A library's stylesheet as text, injected by the component that uses it (no style-loader, no <link> to allow).
          { test: /\.css$/, type: 'asset/source' },
        ],
      },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
        buildDependencies: {
          config: [
            __filename,
            path.join(dir, 'webpack.config.cjs'),
            path.join(__dirname, 'shared-modules.cjs'),
            path.join(__dirname, '../../shared/src/federation/apps.json'),
          ],
        },
        name: `${name}-${production ? 'production' : 'development'}`,
        // A build as if against other shared ranges (shared-modules.cjs) is another build.
        version: process.env.MF_SHARED_RANGES ?? '',
      },
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        ...(production ? { splitChunks: kind === 'host' ? hostSplitChunks(start) : remoteSplitChunks() } : {}),
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(kind === 'remote' ? { filename: 'remoteEntry.js', exposes } : {}),
          remotes: {},
          shared: sharedModules(dir, { kind, production }),
          // A remote that is down must never block the host's own shared modules.
          shareStrategy: 'loaded-first',
          // Every app reports a shared library of another major than it was built for.
          runtimePlugins: [path.join(__dirname, '../../shared/src/federation/version-check-plugin.ts'), ...runtimePlugins],
          manifest: true,
          dts: false,
          experiments,
        }),
        new PublicFolderPlugin(path.join(dir, 'public')),
        kind === 'host' && new GeneratedAssetPlugin('remotes.json', localRemotesJson),
        new compilerWebpack.DefinePlugin({
          __MEDIAWATCH_VERSION__: JSON.stringify(process.env.MF_BUILD_VERSION ?? pkg.version),
        }),
        harness &&
          new HtmlWebpackPlugin({
            template: path.join(__dirname, 'index.html'),
            title,
            chunks: ['main'],
            // The host's page shows a splash until its first page is drawn.
            splash: kind === 'host',
            // The page itself (host, or a remote's stand-alone harness) is always
            // served from its site root, so deep links find main.js.
            publicPath: '/',
          }),
        kind === 'host' && production && start,
        kind === 'host' && production && new PreloadStartChunksPlugin(),
        kind === 'remote' && new ExposeSharedModulesPlugin(),
      ].filter(Boolean),
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: fs.existsSync(path.join(dir, 'public')) ? { directory: path.join(dir, 'public') } : false,
        proxy: [{ context: ['/api'], target: process.env.MEDIAWATCH_API_URL ?? 'http://localhost:3100' }],
      },
    };
  };
}

module.exports = { addSharedModules, createConfig, exposesOf, startChunkGroups };
