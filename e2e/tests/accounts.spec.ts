import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test, type Browser, type Page } from '@playwright/test';

import { accounts } from '../support/accounts';
import { signIn } from '../support/sign-in';

// Accounts and roles (docs/decisions/0042-accounts-and-ownership.md): an open
// registration makes a viewer, an admin promotes them on the Users page, a
// password change signs the other sessions out, and a forgotten password is
// reset through the link the outbox holds (no SMTP here: .eml files in the
// data folder's outbox, which global-setup.ts names in MEDIAWATCH_E2E_DATA).

const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.artifacts', 'accounts-screenshots');

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a fresh sturdy passphrase';
const RESET_PASSWORD = 'the reset sturdy passphrase';

async function shot(page: Page, name: string) {
  await expect(page.locator('h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 15_000 });
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** The newest link to `email` in the outbox folder (quoted-printable undone). */
async function mailedLink(email: string, pathname: string): Promise<string> {
  const dir = path.join(process.env.MEDIAWATCH_E2E_DATA!, 'outbox');
  let link: string | undefined;
  await expect(async () => {
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((file) => file.includes(email))
          .sort()
      : [];
    expect(files.length).toBeGreaterThan(0);
    const eml = fs
      .readFileSync(path.join(dir, files.at(-1)!), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    link = new RegExp(`https?://[^\\s]+${pathname}\\?[^\\s]+`).exec(eml)?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return link!;
}

/** A page in a fresh browser context with `settings` and `language` stored before the app starts. */
async function pageWith(browser: Browser, { settings = {}, language = 'en', width = 1440 } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(
    ([stored, lng]) => {
      if (!sessionStorage.getItem('e2e-prepared')) {
        localStorage.setItem('settings', stored);
        localStorage.setItem('i18nextLng', lng);
        sessionStorage.setItem('e2e-prepared', '1');
      }
    },
    [JSON.stringify(settings), language] as const,
  );
  return context.newPage();
}

test('a stranger registers as a viewer, an admin promotes them, a password change signs the old session out, and a forgotten password is reset by mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `newcomer-${Date.now()}@example.org`;

  // 1. Register: a viewer, signed in at once.
  await page.goto('/auth/jwt/register');
  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Last name').fill('Haddad');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/dashboard/reports');
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menu').getByText('viewer')).toBeVisible();
  await page.keyboard.press('Escape');

  // 2. The admin promotes them to analyst on the Users page.
  const admin = await pageWith(browser);
  await signIn(admin, accounts.admin);
  await admin.goto('/dashboard/users');
  await expect(admin.getByText('Anyone can register; a new account is a viewer until an admin promotes it.')).toBeVisible();
  const role = admin.getByRole('combobox', { name: 'Role of Noor Haddad' });
  await expect(role).toHaveText('Viewer');
  await role.click();
  await admin.getByRole('option', { name: 'Analyst' }).click();
  await expect(role).toHaveText('Analyst');
  // The last enabled admin cannot be demoted or disabled.
  await expect(admin.getByRole('switch', { name: 'Account of Amira Haddad enabled' })).toBeDisabled();
  await shot(admin, 'journey-users');
  await admin.context().close();

  // The role is read on each request: the next load shows analyst.
  await page.reload();
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menu').getByText('analyst')).toBeVisible();

  // 3. A second session of the same account, then a password change from the account page.
  const other = await pageWith(browser);
  await signIn(other, { email, password: PASSWORD, role: 'analyst' } as never);

  await page.getByRole('menuitem', { name: /Your account/ }).click();
  await expect(page).toHaveURL('/dashboard/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is wrong.')).toBeVisible();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Your other sessions are signed out.')).toBeVisible();
  await shot(page, 'journey-account');

  // This session goes on (its fresh token); the other one is signed out.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await other.reload();
  await expect(other).toHaveURL(/\/auth\/jwt\/login/);
  await other.context().close();

  // 4. Forgot password: the request page answers the same for any address; the link comes by mail.
  const guest = await pageWith(browser);
  await guest.goto('/auth/jwt/login');
  await guest.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(guest).toHaveURL('/auth/jwt/forgot-password');
  await guest.getByLabel('Email address').fill(email);
  await guest.getByRole('button', { name: 'Send the link' }).click();
  await expect(guest.getByRole('status').filter({ hasText: 'If this address has an account' })).toBeVisible();
  await shot(guest, 'journey-forgot-sent');

  const link = await mailedLink(email, '/auth/jwt/reset-password');
  await guest.goto(new URL(link).pathname + new URL(link).search);
  await guest.getByLabel('New password', { exact: true }).fill('password');
  await guest.getByRole('button', { name: 'Set the new password' }).click();
  await expect(guest.getByText('This password is on a list of common or breached passwords. Choose another.')).toBeVisible();
  await guest.getByLabel('New password', { exact: true }).fill(RESET_PASSWORD);
  await guest.getByRole('button', { name: 'Set the new password' }).click();
  await expect(guest.getByText('Your password is changed. Sign in with it.')).toBeVisible();

  // The reset ended every session, the one that changed the password too.
  await page.reload();
  await expect(page).toHaveURL(/\/auth\/jwt\/login/);
  // The link works once.
  await guest.goto(new URL(link).pathname + new URL(link).search);
  await guest.getByLabel('New password', { exact: true }).fill('yet another sturdy passphrase');
  await guest.getByRole('button', { name: 'Set the new password' }).click();
  await expect(guest.getByText('This link is not valid any more')).toBeVisible();
  await guest.context().close();

  await signIn(page, { email, password: RESET_PASSWORD, role: 'analyst' } as never);
});

test('screenshots of the account screens: light, dark, Arabic right to left, and a phone', async ({ browser }) => {
  test.setTimeout(180_000);
  const variants = [
    { name: 'light', settings: { themeMode: 'light' }, language: 'en', width: 1440 },
    { name: 'dark', settings: { themeMode: 'dark' }, language: 'en', width: 1440 },
    { name: 'arabic-rtl', settings: {}, language: 'ar', width: 1440 },
    { name: 'phone', settings: {}, language: 'en', width: 390 },
  ];
  for (const variant of variants) {
    const page = await pageWith(browser, variant);
    for (const route of [
      '/auth/jwt/register',
      '/auth/jwt/forgot-password',
      '/auth/jwt/reset-password?token=shown-for-the-screenshot-only',
      '/auth/jwt/login',
    ]) {
      await page.goto(route);
      await shot(page, `${route.split('/').pop()!.split('?')[0]}-${variant.name}`);
    }
    await page.goto('/auth/jwt/login');
    await page.locator('input[name="email"]').fill(accounts.admin.email);
    await page.locator('input[name="password"]').fill(accounts.admin.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto('/dashboard/users');
    await expect(page.getByRole('table')).toBeVisible();
    await shot(page, `users-${variant.name}`);
    await page.goto('/dashboard/account');
    await shot(page, `account-${variant.name}`);
    await page.context().close();
  }
});
