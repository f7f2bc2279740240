import { expect, test } from '@playwright/test';

import { accounts } from '../support/accounts';
import { signIn } from '../support/sign-in';
import { distOf, hungServer, port, remoteServer, startHost } from '../support/servers';

// A remote that is down costs only its own area
// (docs/decisions/0001-remote-contract-and-runtime-wiring.md). Each test
// runs a second host origin whose remotes.json points one remote at a server
// the test controls.

test.describe('a remote that is down', () => {
  test('costs only its area, shows a fallback within 5 s, and comes back with Retry', async ({ page }) => {
    const workers = remoteServer(distOf('remote-workers'), port(3114));
    const host = await startHost(port(3110), { remote_workers: workers.manifest });
    try {
      // remote-workers is stopped from the start: the host must still start and sign in.
      await signIn(page, accounts.admin, { origin: host.origin });
      await expect(page.getByRole('heading', { level: 1, name: 'Daily Report' })).toBeVisible();

      const started = Date.now();
      await page.goto(`${host.origin}/dashboard/worker`);
      const fallback = page.getByRole('alert').filter({ hasText: 'Workers is unavailable' });
      await expect(fallback).toBeVisible({ timeout: 5_000 });
      expect(Date.now() - started).toBeLessThan(5_000);

      // Every other area works: navigation, other remotes, the top bar.
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Search' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
      await page.goto(`${host.origin}/dashboard/group/sources`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sources' })).toBeVisible();

      // The remote comes back: Retry loads it without a reload.
      await page.goto(`${host.origin}/dashboard/worker`);
      await expect(fallback).toBeVisible({ timeout: 5_000 });
      await page.evaluate(() => ((window as { noReload?: boolean }).noReload = true));
      await workers.start();
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Worker' })).toBeVisible();
      expect(await page.evaluate(() => (window as { noReload?: boolean }).noReload)).toBe(true);
    } finally {
      await workers.stop();
      await host.close();
    }
  });

  test('a hung remote is cut off once nothing has arrived for the stall period (10 s)', async ({ page }) => {
    const hung = await hungServer(port(3125));
    const host = await startHost(port(3120), { remote_explore: hung.manifest });
    try {
      await signIn(page, accounts.admin, { origin: host.origin, path: '/auth/jwt/login?returnTo=%2Fdashboard%2Fworker' });
      await expect(page.getByRole('heading', { level: 1, name: 'Worker' })).toBeVisible();
      // Counted from the host's first request to the hung remote, not from the
      // navigation: on a loaded machine the host page itself may take seconds
      // to boot, which is not the remote's cost.
      let askedAt = 0;
      page.on('request', (request) => {
        if (!askedAt && request.url().startsWith(hung.manifest)) askedAt = Date.now();
      });
      await page.goto(`${host.origin}/dashboard/reports`);
      // A time-out measures progress, not wall time: silent for STALL_MS (10 s) after the page last received anything, the remote is hung
      // (docs/decisions/0049-time-outs-measure-progress.md); a slow one is waited for (slow-links.spec.ts).
      await expect(page.getByRole('alert').filter({ hasText: 'Explore is unavailable' })).toBeVisible({ timeout: 30_000 });
      expect(askedAt).toBeGreaterThan(0);
      expect(Date.now() - askedAt).toBeLessThan(20_000);
    } finally {
      await hung.close();
      await host.close();
    }
  });

  test('without remote-auth the login route shows a clear fallback with retry', async ({ page }) => {
    const auth = remoteServer(distOf('remote-auth'), port(3131));
    const host = await startHost(port(3130), { remote_auth: auth.manifest });
    try {
      await page.goto(`${host.origin}/dashboard/reports`);
      await expect(page).toHaveURL(/\/auth\/jwt\/login/);
      const fallback = page.getByRole('alert').filter({ hasText: 'Sign-in is unavailable' });
      await expect(fallback).toBeVisible({ timeout: 5_000 });

      await auth.start();
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByLabel('Email address')).toBeVisible();
    } finally {
      await auth.stop();
      await host.close();
    }
  });

  test('without remote-player the footer is quiet and the pages work', async ({ page }) => {
    const player = remoteServer(distOf('remote-player'), port(3141));
    const host = await startHost(port(3140), { remote_player: player.manifest });
    try {
      await signIn(page, accounts.admin, { origin: host.origin });
      const footer = page.getByRole('region', { name: 'Podcast player' });
      await expect(footer.getByText('The podcast player is unavailable right now.')).toBeVisible({ timeout: 5_000 });
      await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'E-journal' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'E-journal' })).toBeVisible();
    } finally {
      await player.stop();
      await host.close();
    }
  });
});
