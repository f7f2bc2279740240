import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { ROOT } from '../../scripts/lib/pnpm.mjs';
import { signIn } from '../support/sign-in';
import { port, remoteServer, startHost } from '../support/servers';

// A remote built against another major of a shared library
// (docs/decisions/0020-the-host-provides-every-shared-module.md):
// the page says so in a console error naming the library and both versions,
// and the remote runs on the host's copy; never a blank page.

test('a remote built against another major of MUI is reported by name and runs on the host’s copy', async ({ page }) => {
  test.setTimeout(180_000);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'mediawatch-mismatch-'));
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'scripts/release-remote.mjs'),
      'remote-workers',
      '--version',
      '2.0.0-e2e',
      '--shared-range',
      '@mui/material=^10.0.0',
      '--out',
      out,
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  const release = remoteServer(out, port(3164));
  await release.start();
  const host = await startHost(port(3160), { remote_workers: release.manifest });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  try {
    await signIn(page, undefined, { origin: host.origin, path: '/auth/jwt/login?returnTo=%2Fdashboard%2Fworker' });
    await expect(page.getByRole('heading', { level: 1, name: 'Worker' })).toBeVisible();
    await expect
      .poll(() => errors.find((text) => text.includes('remote_workers was built against @mui/material ^10.0.0')))
      .toContain('but this page runs @mui/material 9.');
    // One error per remote and library, however many MUI modules it uses.
    expect(errors.filter((text) => text.includes('was built against @mui/material'))).toHaveLength(1);
    // The rest of the product is untouched.
    await expect(page.getByRole('region', { name: 'Podcast player' })).toBeVisible();
  } finally {
    await release.stop();
    await host.close();
    fs.rmSync(out, { recursive: true, force: true });
  }
});
