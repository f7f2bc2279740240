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
