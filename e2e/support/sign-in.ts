import { expect, type Page } from '@playwright/test';

import { accounts, type Account } from './accounts';

/** Signs in through the login form, the way a person does, and waits for the dashboard. */
export async function signIn(page: Page, account: Account = accounts.admin, { path = '/auth/jwt/login', origin = '' } = {}) {
  await page.goto(`${origin}${path}`);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/**
 * Logs out from the account menu and waits for the sign-in page, as a person
 * does before going on: the session ends when the logout call has answered
 * (docs/spec.md: "Logout logs out, then goes to /"), so a navigation started
 * earlier would still carry it.
 */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/jwt\/login/);
}
