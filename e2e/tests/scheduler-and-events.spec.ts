import { expect, test, type APIRequestContext } from '@playwright/test';

import { accounts, type Account } from '../support/accounts';
import { signIn } from '../support/sign-in';

// docs/decisions/0023-scheduler.md: an admin disables a job and runs another now on
// the Scheduler and sees its last run update; an analyst confirms a proposed
// historical event and finds it marked on Explore's time axis.

async function token(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test('an admin disables a job and runs another now', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, accounts.admin);
  await page.goto('/dashboard/scheduler');
  await expect(page.getByRole('heading', { level: 1, name: 'Scheduler' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Scheduled jobs' });
  await expect(table).toBeVisible({ timeout: 20_000 });

  const retention = table.getByRole('switch', { name: 'Enable retention-cleanup' });
  await expect(retention).toBeChecked();
  await retention.click();
  await expect(page.getByText('retention-cleanup disabled')).toBeVisible();
  await expect(retention).not.toBeChecked();
  await expect(table.locator('tr[data-job="retention-cleanup"]')).toContainText('Disabled');

  const row = table.locator('tr[data-job="rollup-maintenance"]');
  const lastRunBefore = (await row.getByRole('cell').nth(2).innerText()).trim();
  await row.getByRole('button', { name: 'Run now: rollup-maintenance' }).click();
  await expect(page.getByText('rollup-maintenance started')).toBeVisible();
  // The list refreshes while the run is under way and shows its end without a reload.
  await expect(row.getByText('OK', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('cell').nth(2)).not.toHaveText(lastRunBefore);
  await expect(row).toContainText('counted alike');

  // It stays disabled after a reload (kept in the database).
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Scheduled jobs' }).getByRole('switch', { name: 'Enable retention-cleanup' }),
  ).not.toBeChecked({
    timeout: 20_000,
  });
});

test('an analyst confirms a proposed historical event and sees it on Explore’s time axis', async ({ page, request }) => {
  test.setTimeout(90_000);
  const analyst = await token(request, accounts.analyst);
  const headers = { authorization: `Bearer ${analyst}` };
  const title = `Harbour blockade ${Date.now().toString(36)}`;
  // A proposal, made through the API: an event set back to "proposed" (what the spike job makes).
  const created = await request.post('/api/historicalEvent/add', { headers, data: { date: daysAgo(3), title, category: 'other' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const proposed = await request.patch(`/api/historicalEvent/update/${id}`, { headers, data: { status: 'proposed' } });
  expect(proposed.ok()).toBe(true);

  await signIn(page, accounts.analyst);
  await page.goto('/dashboard/historicalEvents');
  await expect(page.getByRole('heading', { level: 1, name: 'Historical Events' })).toBeVisible();
  const proposals = page.getByRole('region', { name: 'Proposed' });
  await proposals.getByRole('button', { name: `Confirm ${title}` }).click();
  await expect(page.getByText(`“${title}” confirmed`)).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByRole('heading', { name: title })).toBeVisible();

  // Explore, over the default 30 days: the chart's data table names the event in its day's row.
  await page.goto('/dashboard/related-articles?q=storm');
  const data = page.getByRole('table', { name: 'The data of “Attention over time”' });
  await expect(data.getByRole('columnheader', { name: 'Events' })).toBeAttached({ timeout: 30_000 });
  await expect(data.getByRole('row').filter({ hasText: title })).toHaveCount(1);
  await expect(data.getByRole('row').filter({ hasText: title }).getByRole('rowheader')).toHaveText(daysAgo(3));
});

test('both pages in English, then in Arabic right to left, and at phone width', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, accounts.admin);
  const pages = [
    ['/dashboard/scheduler', 'Scheduler', 'المجدول'],
    ['/dashboard/historicalEvents', 'Historical Events', 'أحداث تاريخية'],
  ] as const;
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  for (const [path, english] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
    await shot(`${path.split('/').pop()}-en`);
  }
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  for (const [path, , arabic] of pages) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: arabic })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
    await shot(`${path.split('/').pop()}-ar`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(`${path.split('/').pop()}-ar-phone`);
    // Nothing wider than the phone's screen but the tables' own scrolling.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  }
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
});
