#!/usr/bin/env node
// Bundles src/server.ts into dist/server.js (ESM, Node 20), and the feed
// worker threads' entry src/news/feed-worker.ts into dist/feed-worker.js beside
// it, where src/news/feed-pool.ts looks for it (a second bundle: a worker
// thread loads a file, not a module of the server's bundle;
// docs/decisions/0041-feeds-parsed-off-the-main-thread.md). @mediawatch/shared
// is TypeScript source, so it is bundled; every other dependency stays
// external and is loaded from node_modules. The SQL migrations are not copied:
// the bundle reads ../migrations/ relative to itself (see src/migrations-dir.ts).
//
//   node build.mjs           build once
//   node build.mjs --watch   rebuild on change and restart the server (dev)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@mediawatch/shared');
const watch = process.argv.includes('--watch');

/** @type {import('esbuild').BuildOptions} */
const options = {
  absWorkingDir: root,
  entryPoints: { server: 'src/server.ts', 'feed-worker': 'src/news/feed-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Subpaths too (e.g. @electric-sql/pglite/contrib/...).
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'info',
  plugins: watch ? [restartServer()] : [],
};

let child;

/** In watch mode: (re)starts `node dist/server.js` after each good build. */
function restartServer() {
  return {
    name: 'restart-server',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length > 0) return;
        if (child && child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        }
        child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], { cwd: root, stdio: 'inherit' });
      });
    },
  };
}

if (watch) {
  const context = await esbuild.context(options);
  await context.watch();
  // Stop the server with the watcher, so its data-folder lock is released.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, async () => {
      await context.dispose();
      if (child && child.exitCode === null) child.kill(signal);
    });
  }
} else {
  await esbuild.build(options);
}
