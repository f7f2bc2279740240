import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { HOST_ORIGIN } from './support/servers';

/**
 * The end-to-end suite drives the built product (host on :3000, remotes on
 * :3001-3005, the API behind /api) in Debian's Chromium. global-setup.ts
 * starts the stack on a fresh embedded database and stops it afterwards.
 * MEDIAWATCH_PORT_OFFSET shifts every port, to run beside `npm start`.
 */
export default defineConfig({
  testDir: './tests',
  // The slow-link journeys (Slow 3G and 2 s of latency, half a minute a load) run on demand with
  // MEDIAWATCH_SLOW_LINKS=1, not in every `npm test` (docs/decisions/0049-time-outs-measure-progress.md).
  testIgnore: process.env.MEDIAWATCH_SLOW_LINKS === '1' ? [] : ['**/slow-links.spec.ts'],
  outputDir: './.artifacts/test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: HOST_ORIGIN,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Real audio plays in the player journeys without a click first.
      args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
    },
  },
});
