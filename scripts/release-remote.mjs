#!/usr/bin/env node
// Builds one remote, stamped with a release version, into a folder of its own,
// ready to be served from any origin. The host picks it up when remotes.json
// points at that folder's mf-manifest.json; the host is never rebuilt.
//
//   node scripts/release-remote.mjs remote-workers --version 1.4.0 --out /srv/remote-workers/1.4.0
//
// `--shared-range <library>=<range>` (repeatable) builds it as if it required
// that range of a shared library, to rehearse a mismatch with the running host
// (the page logs an error naming both versions and runs on the host's copy).
import path from 'node:path';
import { parseArgs } from 'node:util';

import { APPS } from './lib/apps.mjs';
import { run, ROOT } from './lib/pnpm.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, out: { type: 'string' }, 'shared-range': { type: 'string', multiple: true } },
});
const [name] = positionals;
const remotes = APPS.filter((app) => app.name !== 'host').map((app) => app.name);

if (!name || !remotes.includes(name) || !values.version || !values.out) {
  console.error(`Usage: node scripts/release-remote.mjs <${remotes.join('|')}> --version <semver> --out <folder>`);
  process.exit(2);
}

const sharedRanges = Object.fromEntries(
  (values['shared-range'] ?? []).map((pair) => {
    const at = pair.lastIndexOf('=');
    if (at <= 0) {
      console.error(`--shared-range takes <library>=<range>, such as @mui/material=^10.0.0 (got ${pair}).`);
      process.exit(2);
    }
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);

const out = path.resolve(values.out);
const code = await run(
  process.execPath,
  [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '--env', `outDir=${out}`],
  { cwd: path.join(ROOT, name), env: { ...process.env, MF_BUILD_VERSION: values.version, MF_SHARED_RANGES: JSON.stringify(sharedRanges) } },
);
if (code !== 0) process.exit(code);
console.log(`${name} ${values.version} is in ${out}; point remotes.json at <its origin>/mf-manifest.json.`);
