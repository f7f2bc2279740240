import { expect, request as playwrightRequest, test } from '@playwright/test';

import { accounts } from '../support/accounts';
import { HOST_ORIGIN } from '../support/servers';
import { signIn } from '../support/sign-in';

// Personal API tokens (docs/decisions/0055-api-tokens.md): an analyst creates
// one on the account page, copies its secret from the one dialog that shows
// it, a script uses it against the API (reads, adds a topic, is refused the
// user routes), the page shows the use, and once revoked the script is refused.

test('an analyst creates an API token, a script uses it, and once revoked the script is refused', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Nightly export ${Date.now()}`;
  await signIn(page, accounts.analyst);
  await page.goto('/dashboard/account');

  const section = page.getByRole('region', { name: 'API tokens' });
  await section.getByRole('button', { name: 'Create token' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'New API token' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await expect(dialog.getByRole('checkbox', { name: 'Read articles and analytics' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Manage topics' }).check();
  await dialog.getByRole('combobox', { name: 'Expires after' }).click();
  await page.getByRole('option', { name: '30 days' }).click();
  await dialog.getByRole('button', { name: 'Create token' }).click();

  const secretDialog = page.getByRole('dialog', { name: 'Copy your new token' });
  const secretField = secretDialog.getByRole('textbox', { name: `Token "${name}"` });
  await expect(secretField).toHaveValue(/^mwt_[A-Za-z0-9_-]{43}$/);
  const secret = await secretField.inputValue();
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(secretDialog).toBeHidden();
  const row = section.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Manage topics');
  await expect(row).toContainText('Never');
  await expect(page.getByText(secret)).toHaveCount(0);

  // A script: no cookies, no session, only the token.
  const script = await playwrightRequest.newContext({ baseURL: HOST_ORIGIN, extraHTTPHeaders: { authorization: `Bearer ${secret}` } });
  try {
    expect((await script.get('/api/article/all?pageSize=5')).status()).toBe(200);
    const topic = await script.post('/api/topic/add', { data: { name: `From a script ${Date.now()}`, query: 'harbour' } });
    expect(topic.status()).toBe(201);
    const users = await script.get('/api/token/all');
    expect(users.status()).toBe(403);

    // A reload starts the whole app again: on a busy two-core machine that takes a while.
    await page.reload();
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row).not.toContainText('Never');

    await row.getByRole('button', { name: `Revoke the token "${name}"` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this token?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);

    const refused = await script.get('/api/article/all?pageSize=5');
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ message: 'This API token has been revoked.', coded: { code: 'token.revoked' } });
  } finally {
    await script.dispose();
  }
});
