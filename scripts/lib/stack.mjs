// Starts the built product: the API and each static server (the host, every
// remote) as supervised child processes, each on its own port. Used by
// `npm start`, `npm run serve`, `npm run bench` and the e2e suite.
//
// A part that crashes is logged and restarted with backoff while the others
// keep serving (scripts/lib/supervisor.mjs); `stop()` ends them all; when this
// process dies, even by SIGKILL, every child notices its IPC channel close
// and stops, so no orphaned API keeps the data folder locked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { API_PORT, APPS, localRemotes, PORT_OFFSET } from './apps.mjs';
import { ROOT } from './pnpm.mjs';
import { supervise } from './supervisor.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * The loopback address the host's proxy connects to the API from. Linux routes
 * all of 127.0.0.0/8 to the loopback interface, so the proxy gets an address of
 * its own that no other local process uses by default; elsewhere it is 127.0.0.1.
 */
const PROXY_ADDRESS = process.platform === 'linux' ? '127.0.0.2' : '127.0.0.1';
const STATIC_SERVER_PROCESS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'static-server-process.mjs');

/** Resolves when `url` answers 2xx; rejects when the supervised child exits first or time runs out. */
async function waitForHealth(url, supervisor, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exited;
  const off = supervisor.onExit((code, signal) => {
    exited ??= signal ? `on ${signal}` : `with code ${code}`;
  });
  try {
    while (Date.now() < deadline) {
      if (exited) throw new Error(`The API exited ${exited} before it was ready.`);
      try {
        const response = await fetch(url);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await sleep(200);
    }
    throw new Error(`The API did not answer ${url} within ${timeoutMs / 1000} s.`);
  } finally {
    off();
  }
}

/** Resolves when the static server child says it listens; rejects when it exits first. */
function waitForListening(supervisor, timeoutMs) {
  return new Promise((resolve, reject) => {
    const child = supervisor.child;
    const timer = setTimeout(() => done(new Error(`${supervisor.name} did not start within ${timeoutMs / 1000} s.`)), timeoutMs);
    const onMessage = (message) => {
      if (message?.type === 'listening') done();
    };
    const off = supervisor.onExit((code) =>
      done(new Error(`${supervisor.name} exited with code ${code} before it listened (is its port in use?).`)),
    );
    function done(error) {
      clearTimeout(timer);
      child.off('message', onMessage);
      off();
      if (error) reject(error);
      else resolve();
    }
    child.on('message', onMessage);
  });
}

/**
 * @param {object} [options]
 * @param {Record<string, string>} [options.env]  extra environment for the API
 * @param {string[]} [options.skip]               app names not to serve (for tests of a missing remote)
 * @param {'inherit' | 'ignore' | 'pipe'} [options.apiOutput]
 * @param {(line: string) => void} [options.log]  where restarts are reported (stderr)
 */
export async function startStack({ env = {}, skip = [], apiOutput = 'inherit', log } = {}) {
  for (const app of APPS) {
    // The host is a page; a production remote is only its federation manifest and chunks.
    const marker = app.name === 'host' ? 'index.html' : 'mf-manifest.json';
    if (!fs.existsSync(path.join(app.dist, marker))) {
      throw new Error(`${app.name} is not built (${app.dist} has no ${marker}). Run \`npm run build\` first.`);
    }
  }
  const apiEntry = path.join(ROOT, 'api/dist/server.js');
  if (!fs.existsSync(apiEntry)) throw new Error('The API is not built (api/dist/server.js). Run `npm run build` first.');

  const api = supervise({
    name: 'api',
    command: process.execPath,
    args: [apiEntry],
    cwd: ROOT,
    // The host's server is the proxy in front of the API and sets X-Forwarded-For
    // itself; the API trusts that header from the proxy's own address only, not
    // from any other local process (docs/decisions/0011-hardening.md).
    // The demo and the e2e stack keep registration open (the API's default is
    // closed; docs/decisions/0042-accounts-and-ownership.md); the caller's env wins.
    env: {
      MEDIAWATCH_REGISTRATION: 'open',
      ...process.env,
      MEDIAWATCH_API_PORT: String(API_PORT),
      MEDIAWATCH_TRUST_PROXY: PROXY_ADDRESS,
      ...env,
    },
    output: apiOutput,
    log,
  });
  const servers = [];

  const stop = async () => {
    // All at once: a Ctrl-C reaches every child too, and none may be restarted meanwhile.
    await Promise.all([...servers.map((server) => server.stop()), api.stop()]);
  };

  // With shifted ports the built remotes.json is wrong; serve one that matches.
  let remotesFile;
  if (PORT_OFFSET) {
    remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mediawatch-remotes-')), 'remotes.json');
    fs.writeFileSync(remotesFile, JSON.stringify(localRemotes(), null, 2));
  }

  try {
    // A fresh PGlite folder is created, migrated and seeded first: minutes on a loaded 2-core machine.
    await waitForHealth(`http://127.0.0.1:${API_PORT}/api/health`, api, 180_000);
    for (const app of APPS) {
      if (skip.includes(app.name)) continue;
      const options = {
        root: app.dist,
        port: app.port,
        spa: app.name === 'host',
        apiTarget: app.name === 'host' ? `http://127.0.0.1:${API_PORT}` : undefined,
        apiSourceAddress: app.name === 'host' ? PROXY_ADDRESS : undefined,
        remotesFile: app.name === 'host' ? remotesFile : undefined,
      };
      const server = supervise({
        name: app.name,
        command: process.execPath,
        args: [STATIC_SERVER_PROCESS, JSON.stringify(options)],
        cwd: ROOT,
        log,
      });
      servers.push(server);
      await waitForListening(server, 30_000);
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return { api, servers, stop };
}
