import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { ROOT } from '../../scripts/lib/pnpm.mjs';
import { signIn } from '../support/sign-in';
import { port, remoteServer, startHost } from '../support/servers';

// A team releases its remote alone (docs/decisions/0001-remote-contract-and-runtime-wiring.md): a new build in its own
// folder, served from its own origin, wired in by editing remotes.json. The
// running host shows it after a reload; the host is not rebuilt.

test('a remote released alone reaches the running host through remotes.json', async ({ page }) => {
  test.setTimeout(180_000);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'mediawatch-release-'));
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'scripts/release-remote.mjs'), 'remote-workers', '--version', '9.9.9-e2e', '--out', out],
    { cwd: ROOT, stdio: 'inherit' },
  );
  const hostBuild = fs.statSync(path.join(ROOT, 'host/dist/main.js')).mtimeMs;

  const release = remoteServer(out, port(3154));
  await release.start();
  const host = await startHost(port(3150));
  try {
    await signIn(page, undefined, { origin: host.origin, path: '/auth/jwt/login?returnTo=%2Fdashboard%2Fworker' });
    await expect(page.getByRole('heading', { level: 1, name: 'Worker' })).toBeVisible();
    await page.getByRole('button', { name: 'Build versions' }).click();
    const versions = page.getByRole('table', { name: 'Remote builds' });
    await expect(versions.getByRole('row', { name: /remote_workers/ })).toContainText('0.1.0');
    await page.keyboard.press('Escape');

    // The platform engineer's edit: point remote_workers at the new build.
    host.writeRemotes({ remote_workers: release.manifest });
    const fromRelease = page.waitForRequest((request) => request.url().startsWith(release.manifest.replace('mf-manifest.json', '')));
    await page.reload();
    await fromRelease;
    await expect(page.getByRole('heading', { level: 1, name: 'Worker' })).toBeVisible();
    await page.getByRole('button', { name: 'Build versions' }).click();
    await expect(versions.getByRole('row', { name: /remote_workers/ })).toContainText('9.9.9-e2e');
    await expect(versions.getByRole('row', { name: /remote_workers/ })).toContainText(release.manifest);

    expect(fs.statSync(path.join(ROOT, 'host/dist/main.js')).mtimeMs).toBe(hostBuild);
  } finally {
    await release.stop();
    await host.close();
    fs.rmSync(out, { recursive: true, force: true });
  }
});
