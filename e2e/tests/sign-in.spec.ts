import { expect, test } from '@playwright/test';

import { accounts } from '../support/accounts';
import { signIn } from '../support/sign-in';

test.describe('sign-in and registration', () => {
  test('a guest is sent to login with returnTo, and lands back there after signing in', async ({ page }) => {
    await page.goto('/dashboard/worker');
    await expect(page).toHaveURL('/auth/jwt/login?returnTo=%2Fdashboard%2Fworker');
    await expect(page).toHaveTitle('Sign in | Mediawatch');
    await expect(page.getByText('Mediawatch : The Plateform')).toBeVisible();

    await page.getByLabel('Email address').fill(accounts.analyst.email);
    await page.getByLabel('Password', { exact: true }).fill(accounts.analyst.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL('/dashboard/worker');
    await expect(page.getByRole('heading', { level: 1, name: 'Worker' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^ey/);
  });

  test('each field is validated beside it, and a failed login shows the one error text', async ({ page }) => {
    await page.goto('/auth/jwt/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email must be a valid email address')).toBeVisible();

    await page.getByLabel('Email address').fill(accounts.admin.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong credentials , try again' })).toBeVisible();

    await page.getByLabel('Email address').fill('nobody@mediawatch.local');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong credentials , try again' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/jwt\/login/);
  });

  test('a login answer without a token is a failure', async ({ page }) => {
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ user: null }) }),
    );
    await page.goto('/auth/jwt/login');
    await page.getByLabel('Email address').fill(accounts.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(accounts.admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong credentials , try again' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('the session survives a reload, and a signed-in user skips the guest pages', async ({ page }) => {
    await signIn(page);
    await page.reload();
    await expect(page).toHaveURL('/dashboard/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Report' })).toBeVisible();

    await page.goto('/auth/jwt/login');
    await expect(page).toHaveURL('/dashboard/reports');
    await page.goto('/auth/jwt/register?returnTo=%2Fdashboard%2Fnotes');
    await expect(page).toHaveURL('/dashboard/notes');
  });

  test('registration creates a viewer and signs them in', async ({ page }) => {
    const email = `reporter-${Date.now()}@example.org`;
    await page.goto('/auth/jwt/register');
    await expect(page).toHaveTitle('Register | Mediawatch');
    await expect(page.getByText('Manage the job more effectively with Minimal')).toBeVisible();

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();

    const request = page.waitForRequest('**/api/auth/register');
    await page.getByLabel('First name').fill('Nadia');
    await page.getByLabel('Last name').fill('Benali');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: 'Create account' }).click();

    expect((await request).postDataJSON()).toEqual({
      email,
      password: 'correct horse battery',
      firstName: 'Nadia',
      lastName: 'Benali',
    });
    await expect(page).toHaveURL('/dashboard/reports');
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('menu').getByText('Nadia Benali')).toBeVisible();
    // Open registration makes a viewer; an admin promotes (docs/decisions/0042-accounts-and-ownership.md).
    await expect(page.getByRole('menu').getByText('viewer')).toBeVisible();

    // Registering the same address again is refused with a neutral message (409);
    // a weak password is refused beside the field first.
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/jwt\/login/);
    await page.goto('/auth/jwt/register');
    await page.getByLabel('First name').fill('Nadia');
    await page.getByLabel('Last name').fill('Benali');
    await page.getByLabel('Email address').fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill('password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      'This password is on a list of common or breached passwords. Choose another.',
    );
    await page.getByLabel('Password', { exact: true }).fill('another sturdy passphrase');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This address cannot be registered.' })).toBeVisible();
    await expect(page).toHaveURL('/auth/jwt/register');
  });

  test('logout ends the session and goes to the root', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // `/` redirects to the landing page, whose guard sends a guest to login.
    await expect(page).toHaveURL(/\/auth\/jwt\/login/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });

  test('an expired token alerts "Token expired", is removed, and goes to login', async ({ page }) => {
    await page.clock.install();
    await signIn(page);
    const dialog = page.waitForEvent('dialog');
    // Tokens live 8 hours by default; move the page's clock past that.
    await page.clock.fastForward('08:00:05');
    const alert = await dialog;
    expect(alert.message()).toBe('Token expired');
    await alert.accept();
    await expect(page).toHaveURL(/\/auth\/jwt\/login/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});
