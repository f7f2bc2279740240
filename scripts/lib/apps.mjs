import path from 'node:path';

import { ROOT } from './pnpm.mjs';

/**
 * Shifts every port (host, remotes, API) so a second copy of the product can
 * run beside the first, such as a test run beside `npm start`.
 */
export const PORT_OFFSET = Number(process.env.MEDIAWATCH_PORT_OFFSET ?? 0);

/** The browser apps, their Module Federation names and the ports they are served on (each its own origin). */
export const APPS = [
  { name: 'host', federationName: 'host', port: 3000 },
  { name: 'remote-auth', federationName: 'remote_auth', port: 3001 },
  { name: 'remote-player', federationName: 'remote_player', port: 3002 },
  { name: 'remote-resources', federationName: 'remote_resources', port: 3003 },
  { name: 'remote-workers', federationName: 'remote_workers', port: 3004 },
  { name: 'remote-explore', federationName: 'remote_explore', port: 3005 },
].map((app) => ({ ...app, port: app.port + PORT_OFFSET, dist: path.join(ROOT, app.name, 'dist') }));

export const API_PORT = Number(process.env.MEDIAWATCH_API_PORT ?? 3100 + PORT_OFFSET);

/** remotes.json for the ports above: each remote's manifest on its own localhost origin. */
export function localRemotes() {
  return Object.fromEntries(
    APPS.filter((app) => app.name !== 'host').map((app) => [app.federationName, `http://localhost:${app.port}/mf-manifest.json`]),
  );
}

export const DEMO_SIGN_IN = { email: 'admin@mediawatch.local', password: 'mediawatch' };
