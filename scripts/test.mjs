#!/usr/bin/env node
// `npm test`: installs what the tests need, then lints (ESLint, Prettier, knip),
// type-checks every package and runs the jest suites, the API suite on PGlite and on PostgreSQL, and the
// Playwright suite against the built product. Exits non-zero on any failure.
//
// One step at a time: beside the type-check, the web suites' typing and debounce tests overran their
// 5 s (docs/decisions/0054-the-test-suite-on-two-cores.md).
import fs from 'node:fs';
import net from 'node:net';

import { CHROMIUM_PATH as CHROMIUM } from './lib/chromium.mjs';
import { installWorkspace, run, runPnpm, ROOT } from './lib/pnpm.mjs';
const results = [];

async function step(name, fn) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  let ok;
  try {
    ok = (await fn()) !== false;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    ok = false;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok, seconds });
  console.log(`━━ ${name}: ${ok ? 'passed' : 'FAILED'} (${seconds} s)`);
  return ok;
}

const exitCode = (code) => code === 0;

async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${CHROMIUM} and this user cannot install it.\n` +
        'Install it with: sudo apt-get update && sudo apt-get install -y chromium',
    );
    return false;
  }
  console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!exitCode(await run('apt-get', ['update', '-qq'], { env }))) return false;
  return exitCode(await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env }));
}

/** True when something accepts TCP connections on host:port within the timeout. */
function listening(host, port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const jest = (args, env = {}) =>
  run(process.execPath, ['node_modules/jest/bin/jest.js', ...args], { env: { ...process.env, ...env } }).then(exitCode);
const pnpm = (args) => runPnpm(args).then(exitCode);

/** The API's suite on `database`, then its timing tests alone (api/jest.config.cjs says why). */
async function apiSuite(database) {
  const suite = await jest(['-c', 'api/jest.config.cjs'], { MEDIAWATCH_TEST_DB: database });
  const timed = await jest(['-c', 'api/jest.config.cjs'], { MEDIAWATCH_TEST_DB: database, MEDIAWATCH_TEST_TIMING: '1' });
  return suite && timed;
}

/** The PostgreSQL run of the API suite, or why there is none (CI demands one). */
async function postgresSuite() {
  const pgHost = process.env.PGHOST ?? '127.0.0.1';
  const pgPort = Number(process.env.PGPORT ?? 5432);
  if (await listening(pgHost, pgPort)) return step('api tests on PostgreSQL', () => apiSuite('postgres'));
  if (process.env.CI) {
    return step('api tests on PostgreSQL', () => {
      console.error(`No PostgreSQL answers on ${pgHost}:${pgPort}; CI requires both database runs.`);
      return false;
    });
  }
  console.warn(
    `\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n` +
      `!! No PostgreSQL answers on ${pgHost}:${pgPort}: the API suite ran on PGlite ONLY.\n` +
      `!! Start PostgreSQL (user postgres, trust auth) to run both; CI demands it.\n` +
      `!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n`,
  );
  return true;
}

async function main() {
  const installed = await step('install', async () => {
    await installWorkspace();
    return ensureChromium();
  });
  if (!installed) return finish();

  await step('lint: ESLint, Prettier and knip (npm run lint)', async () => {
    const eslint = exitCode(await run(process.execPath, ['node_modules/eslint/bin/eslint.js', '--max-warnings=0', '.']));
    const prettier = exitCode(await run(process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level=warn', '.']));
    const knip = exitCode(await run(process.execPath, ['node_modules/knip/bin/knip.js', '--no-progress']));
    return eslint && prettier && knip;
  });
  await step('type-check every package', () => pnpm(['--recursive', 'run', 'typecheck']));
  await step('jest: shared, host, remotes, tooling', () => jest(['-c', 'jest.config.cjs']));
  await step('api tests on PGlite', () => apiSuite('pglite'));
  await postgresSuite();
  const built = await step('build', () => pnpm(['--recursive', 'run', 'build']));
  if (built) {
    await step('end-to-end (Playwright, Chromium)', async () =>
      exitCode(await run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test'], { cwd: `${ROOT}/e2e` })),
    );
  }
  return finish();
}

function finish() {
  const passed = results.filter((result) => result.ok).length;
  const failed = results.length - passed;
  console.log('\nSummary');
  for (const result of results) console.log(`  ${result.ok ? 'ok  ' : 'FAIL'}  ${result.name} (${result.seconds} s)`);
  console.log(`steps: ${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

await main();
