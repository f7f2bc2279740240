// Starts the built product: the API as a child process, then the host and each
// remote on its own port. Used by `npm start`, `npm run serve` and the e2e suite.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { API_PORT, APPS, localRemotes, PORT_OFFSET } from './apps.mjs';
import { ROOT } from './pnpm.mjs';
import { startStaticServer } from './static-server.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} before it was ready.`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`The API did not answer ${url} within ${timeoutMs / 1000} s.`);
}

/**
 * @param {object} [options]
 * @param {Record<string, string>} [options.env]  extra environment for the API
 * @param {string[]} [options.skip]               app names not to serve (for tests of a missing remote)
 * @param {'inherit' | 'ignore' | 'pipe'} [options.apiOutput]
 */
export async function startStack({ env = {}, skip = [], apiOutput = 'inherit' } = {}) {
  for (const app of APPS) {
    // The host is a page; a production remote is only its federation manifest and chunks.
    const marker = app.name === 'host' ? 'index.html' : 'mf-manifest.json';
    if (!fs.existsSync(path.join(app.dist, marker))) {
      throw new Error(`${app.name} is not built (${app.dist} has no ${marker}). Run \`npm run build\` first.`);
    }
  }
  const apiEntry = path.join(ROOT, 'api/dist/server.js');
  if (!fs.existsSync(apiEntry)) throw new Error('The API is not built (api/dist/server.js). Run `npm run build` first.');

  const api = spawn(process.execPath, [apiEntry], {
    cwd: ROOT,
    // The host's server is the proxy in front of the API and sets X-Forwarded-For
    // itself, so the API may trust it for per-client rate limits.
    env: { ...process.env, MEDIAWATCH_API_PORT: String(API_PORT), MEDIAWATCH_TRUST_PROXY: 'true', ...env },
    stdio: ['ignore', apiOutput, apiOutput],
  });
  const servers = [];

  const stop = async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    servers.forEach((server) => server.closeAllConnections?.());
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await Promise.race([new Promise((resolve) => api.once('exit', resolve)), sleep(5000)]);
      if (api.exitCode === null) api.kill('SIGKILL');
    }
  };

  // With shifted ports the built remotes.json is wrong; serve one that matches.
  let remotesFile;
  if (PORT_OFFSET) {
    remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mediawatch-remotes-')), 'remotes.json');
    fs.writeFileSync(remotesFile, JSON.stringify(localRemotes(), null, 2));
  }

  try {
    await waitForHealth(`http://127.0.0.1:${API_PORT}/api/health`, api, 60_000);
    for (const app of APPS) {
      if (skip.includes(app.name)) continue;
      servers.push(
        await startStaticServer({
          root: app.dist,
          port: app.port,
          spa: app.name === 'host',
          apiTarget: app.name === 'host' ? `http://127.0.0.1:${API_PORT}` : undefined,
          remotesFile: app.name === 'host' ? remotesFile : undefined,
        }),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return { api, servers, stop };
}
