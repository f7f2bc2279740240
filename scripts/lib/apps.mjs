import fs from 'node:fs';
import path from 'node:path';

import { ROOT } from './pnpm.mjs';

// The apps and their ports come from shared/src/federation/apps.json, the one
// place they are written (the contract, the webpack factory and these scripts
// read it).
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/src/federation/apps.json'), 'utf8'));

/**
 * Shifts every port (host, remotes, API) so a second copy of the product can
 * run beside the first, such as a test run beside `npm start`.
 */
export const PORT_OFFSET = Number(process.env.MEDIAWATCH_PORT_OFFSET ?? 0);

/** The browser apps, their Module Federation names and the ports they are served on (each its own origin). */
export const APPS = Object.entries(manifest.apps).map(([federationName, app]) => ({
  name: app.package,
  federationName,
  port: app.port + PORT_OFFSET,
  dist: path.join(ROOT, app.package, 'dist'),
}));

export const API_PORT = Number(process.env.MEDIAWATCH_API_PORT ?? manifest.api.port + PORT_OFFSET);

/** The demo feed server's port (the API starts it; its sources point at it). */
export const DEMO_FEEDS_PORT = manifest.demoFeeds.port + PORT_OFFSET;

/** remotes.json for the ports above: each remote's manifest on its own localhost origin. */
export function localRemotes() {
  return Object.fromEntries(
    APPS.filter((app) => app.name !== 'host').map((app) => [app.federationName, `http://localhost:${app.port}/mf-manifest.json`]),
  );
}

export const DEMO_SIGN_IN = { email: 'admin@mediawatch.local', password: 'mediawatch' };
