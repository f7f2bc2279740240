import { expect, test, type Page } from '@playwright/test';

import { signIn } from '../support/sign-in';

// "Preloading the start" in docs/decisions/0020-the-host-provides-every-shared-module.md: the host's page asks for the scripts every page starts with
// (its bootstrap and the shared modules the bootstrap uses) beside main.js,
// instead of after it has run; and it asks for nothing a page does not run.

/** The scripts index.html preloads, as absolute URLs. */
async function preloadedScripts(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/auth/jwt/login')).text();
  const hrefs = [...html.matchAll(/<link[^>]*rel="?preload"?[^>]*>/g)]
    .filter(([tag]) => /as="?script"?/.test(tag))
    .map(([tag]) => /href="?([^"\s>]+)"?/.exec(tag)?.[1] ?? '');
  return hrefs.map((href) => new URL(href, 'http://localhost').pathname);
}

/** The paths of the scripts Chromium compiled while `visit` ran: a preloaded script that is never run is not among them. */
async function scriptsRun(page: Page, visit: () => Promise<void>): Promise<Set<string>> {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await visit();
  await page.waitForLoadState('networkidle');
  const entries = await page.coverage.stopJSCoverage();
  return new Set(entries.filter((entry) => entry.url.startsWith('http')).map((entry) => new URL(entry.url).pathname));
}

test('the sign-in page runs every script the host preloads', async ({ page }) => {
  const preloaded = await preloadedScripts(page);
  // The bootstrap, the libraries every page starts with (React, react-dom, the
  // router, i18next, the MUI parts the shell draws with: the \`start\` chunk) and MUI's base.
  expect(preloaded).toEqual(expect.arrayContaining([expect.stringMatching(/^\/start\./), expect.stringMatching(/^\/mui-base\./)]));
  const run = await scriptsRun(page, async () => {
    await page.goto('/auth/jwt/login');
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  });
  expect(preloaded.filter((path) => !run.has(path))).toEqual([]);
});

test('the landing runs every script the host preloads', async ({ page }) => {
  await signIn(page);
  const preloaded = await preloadedScripts(page);
  const run = await scriptsRun(page, async () => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Report' })).toBeVisible();
  });
  expect(preloaded.filter((path) => !run.has(path))).toEqual([]);
});
