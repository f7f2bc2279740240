import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { startStack } from '../scripts/lib/stack.mjs';
import { port } from './support/servers';

/** Starts the built product on a fresh embedded database; returns the teardown. */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mediawatch-e2e-'));
  // The accounts journey reads the mail the API writes to <data>/outbox (no SMTP in the suite).
  process.env.MEDIAWATCH_E2E_DATA = dataDir;
  const stack = await startStack({
    apiOutput: process.env.E2E_API_LOGS ? 'inherit' : 'ignore',
    env: {
      MEDIAWATCH_DATA: dataDir,
      // The suite signs in many times from one address; the limits themselves are tested in api/.
      MEDIAWATCH_LOGIN_RATE_IP: '1000',
      MEDIAWATCH_LOGIN_RATE_ACCOUNT: '1000',
      // The news journey serves its own feed on loopback, which the fetcher refuses unless allowed.
      MEDIAWATCH_FETCH_ALLOW_HOSTS: `127.0.0.1:${port(3190)}`,
    },
  });
  return async () => {
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
