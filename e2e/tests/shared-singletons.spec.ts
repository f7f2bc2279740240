import { expect, test } from '@playwright/test';

import { accounts } from '../support/accounts';

// One copy of each shared module (docs/decisions/0002-shared-module-policy.md). A stand-in for React's
// devtools hook counts the react-dom renderers that register; the auth store
// registers each evaluation of @mediawatch/shared; the federation runtime's
// share scope says which copy of each package was loaded.

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
});

interface ShareEntry {
  loaded?: boolean;
  loading?: unknown;
  lib?: unknown;
  from: string;
}

test('exactly one copy of React, MUI and the auth store after pages of three remotes', async ({ page }) => {
  await page.goto('/auth/jwt/login');
  await page.evaluate(() => ((window as { noReload?: boolean }).noReload = true));

  // Sign in on remote-auth's screen: the host's guard reacts without a reload.
  await page.getByLabel('Email address').fill(accounts.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(accounts.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/dashboard/reports');
  expect(await page.evaluate(() => (window as { noReload?: boolean }).noReload)).toBe(true);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();

  // Pages of remote-explore (reports), remote-workers and remote-resources, via in-app links.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Scheduler' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduler' })).toBeVisible();
  await nav.getByRole('button', { name: 'Resources' }).click();
  await nav.getByRole('link', { name: 'Sources' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sources' })).toBeVisible();
  expect(await page.evaluate(() => (window as { noReload?: boolean }).noReload)).toBe(true);

  const report = await page.evaluate(() => {
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version: string }> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    const federation = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> };
      }
    ).__FEDERATION__;
    const loadedCopies: Record<string, string[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded || entry.lib) {
              const copy = `${version} from ${entry.from}`;
              loadedCopies[pkg] = [...new Set([...(loadedCopies[pkg] ?? []), copy])];
            }
          }
        }
      }
    }
    return {
      renderers: [...hook.renderers.values()].map((renderer) => renderer.version),
      authStores: (window as unknown as { __MEDIAWATCH__: { authStores: unknown[] } }).__MEDIAWATCH__.authStores.length,
      loadedCopies,
    };
  });

  expect(report.renderers).toHaveLength(1);
  expect(report.authStores).toBe(1);
  for (const pkg of ['react', 'react-dom', '@mediawatch/shared', 'zustand', '@mediawatch/shared/router', '@emotion/react']) {
    expect(report.loadedCopies[pkg], pkg).toHaveLength(1);
  }
  const muiModules = Object.keys(report.loadedCopies).filter((pkg) => pkg.startsWith('@mui/material/'));
  expect(muiModules.length).toBeGreaterThan(5);
  for (const pkg of muiModules) expect(report.loadedCopies[pkg], pkg).toHaveLength(1);
  // The core singletons come from the host, which loaded them before any remote.
  for (const pkg of ['react', 'react-dom', '@mediawatch/shared', 'zustand', '@mediawatch/shared/router']) {
    expect(report.loadedCopies[pkg]?.[0], pkg).toMatch(/from host$/);
  }
});
