// What the API-side parts of `npm run bench` share: a bench written in
// TypeScript under api/bench/ is bundled like the API itself (esbuild,
// dependencies external) and run in its own process, which prints its result
// as JSON on its last line; a part's markdown section replaces its last one
// in docs/benchmarks.md.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API = path.join(ROOT, 'api');

/**
 * Bundles `api/bench/<name>.ts` and runs it; answers the JSON it printed last.
 * The feed worker threads' entry is bundled beside it (dist/feed-worker.js),
 * where the API's feed pool looks for it, as in the API's own build.
 * `env` is added to the bench process's environment.
 */
export async function runApiBench(name, { env = {} } = {}) {
  const out = path.join(API, `dist/${name}.js`);
  const require = createRequire(path.join(API, 'package.json'));
  const esbuild = require('esbuild');
  const pkg = require(path.join(API, 'package.json'));
  const external = Object.keys(pkg.dependencies ?? {}).filter((dependency) => dependency !== '@mediawatch/shared');
  await esbuild.build({
    absWorkingDir: API,
    entryPoints: { [name]: `bench/${name}.ts`, 'feed-worker': 'src/news/feed-worker.ts' },
    outdir: path.join(API, 'dist'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: external.flatMap((dependency) => [dependency, `${dependency}/*`]),
    logLevel: 'warning',
  });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [out], { cwd: API, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${name} exited with code ${code}`));
      resolve(JSON.parse(output.trim().split('\n').pop()));
    });
  });
}

/** Puts `section` (which starts with `heading`) in docs/benchmarks.md in place of its last one, or at the end. */
export function writeBenchmarkSection(heading, section) {
  const file = path.join(ROOT, 'docs/benchmarks.md');
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = text.indexOf(heading);
  if (start === -1) return fs.writeFileSync(file, `${text.trimEnd()}\n\n${section}`);
  const next = text.indexOf('\n## ', start + 1);
  fs.writeFileSync(file, `${text.slice(0, start)}${section}${next === -1 ? '' : `\n${text.slice(next + 1)}`}`);
}

/**
 * A part of `npm run bench` measured by api/bench/<name>.ts: answers the
 * function that runs it ({ markdown, failures, result }). When `moduleUrl` is
 * the script node was started with, it also runs at once: prints the section
 * and what it misses, puts the section in docs/benchmarks.md with --write, and
 * exits 1 on a missed budget (a missed target, `budget: false`, only prints).
 */
export function apiBenchPart(moduleUrl, { name, heading, markdown, failures, budget = true }) {
  const run = async () => {
    const result = await runApiBench(name);
    return { markdown: markdown(result), failures: failures(result), result };
  };
  if (process.argv[1] === fileURLToPath(moduleUrl)) {
    void run().then(({ markdown: section, failures: missed }) => {
      console.log(section);
      if (process.argv.includes('--write')) writeBenchmarkSection(heading, section);
      for (const failure of missed) console.error(`${budget ? 'Budget exceeded' : 'Target missed'}: ${failure}`);
      if (budget && missed.length) process.exitCode = 1;
    });
  }
  return run;
}
