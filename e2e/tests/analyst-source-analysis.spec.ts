import { expect, test } from '@playwright/test';

import { accounts } from '../support/accounts';
import { signIn } from '../support/sign-in';

// From the sources table (Resources > Sources), a source's
// name opens its analysis: 28 days of volume with the alert band, tone, share
// of voice, top words and feed health.

test("a source's name in the sources table opens its analysis", async ({ page }) => {
  test.setTimeout(45_000);
  await signIn(page, accounts.analyst);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Resources' }).click();
  await nav.getByRole('link', { name: 'Sources', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sources' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Sources' });
  const name = table.getByRole('rowheader').first().getByRole('link').first();
  await expect(name).toBeVisible({ timeout: 20_000 });
  const source = (await name.innerText()).trim();
  await name.click();

  await expect(page).toHaveURL(/\/dashboard\/source-analysis\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: `Source analysis: ${source}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Articles in 28 days' })).toBeVisible({ timeout: 20_000 });
  const volume = page.getByRole('region', { name: 'Daily volume and alert band', exact: true });
  await expect(volume).toBeVisible();
  // Its data table: 28 days.
  await volume.getByRole('button', { name: 'Show the data' }).click();
  await expect(volume.getByRole('table').getByRole('row')).toHaveCount(29);
  await expect(page.getByRole('region', { name: 'Tone trend' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Feed health' })).toBeVisible();
  // The demo sources are in groups: the share of voice names them.
  await expect(page.getByRole('region', { name: 'Share of voice' })).toBeVisible();
});
