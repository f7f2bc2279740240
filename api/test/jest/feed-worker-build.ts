import fs from 'node:fs';
import path from 'node:path';

import * as esbuild from 'esbuild';

// The feed worker threads' entry for the tests: jest runs the API's
// TypeScript through swc, but a worker thread loads a file, so the entry
// (src/news/feed-worker.ts) is bundled once per run, as api/build.mjs bundles
// it for production, and MEDIAWATCH_FEED_WORKER points the pool at it
// (docs/decisions/0041-feeds-parsed-off-the-main-thread.md). It is written
// under api/node_modules/.cache so its dependencies resolve from api/.

const API = path.resolve(__dirname, '../..');

export async function buildFeedWorker(): Promise<string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(API, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@mediawatch/shared');
  const outfile = path.join(API, 'node_modules/.cache/mediawatch-test', `feed-worker-${process.pid}.mjs`);
  await esbuild.build({
    absWorkingDir: API,
    entryPoints: ['src/news/feed-worker.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: external.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'warning',
  });
  return outfile;
}
