import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { accounts, type Account } from './accounts';
import { signIn } from './sign-in';

// ----------------------------------------------------------------------
// Helpers for the dashboard-shell journeys (docs/decisions/0004-settings-theme-and-shell.md).

/** Where the shell journeys save their screenshots (named in the README). */
export const SHELL_SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.artifacts', 'shell-screenshots');

export async function saveScreenshot(page: Page, name: string) {
  // A half-loaded page says nothing: wait for the page's heading, the footer
  // player (or its fallback) and the end of the top progress bar.
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 15_000 });
  const player = page.getByRole('region', { name: 'Podcast player' });
  if (await player.count()) await expect(player.getByRole('button').first()).toBeVisible({ timeout: 15_000 });
  fs.mkdirSync(SHELL_SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHELL_SCREENSHOTS, `${name}.png`) });
}

/** The stored display settings, as the app wrote them (null when none). */
export async function storedSettings(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate(() => localStorage.getItem('settings'));
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

/**
 * Signs in with `settings` already stored (raw string, as a person's browser
 * could hold it), the way a returning visitor arrives.
 */
export async function signInWithSettings(page: Page, settings: string | object, account: Account = accounts.admin) {
  await page.goto('/auth/jwt/login');
  await page.evaluate(
    (value) => localStorage.setItem('settings', value),
    typeof settings === 'string' ? settings : JSON.stringify(settings),
  );
  await signIn(page, account);
}

/** Opens the settings drawer from the top bar. */
export async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Settings' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** A bearer token from the API, for arranging data the way another user would. */
export async function apiToken(request: APIRequestContext, account: Account = accounts.admin): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}
