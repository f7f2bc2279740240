import fs from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { accounts } from '../support/accounts';
import { apiToken, SHELL_SCREENSHOTS } from '../support/shell';
import { signIn } from '../support/sign-in';

// docs/decisions/0046-withdrawn-editions.md: the curator
// of a published edition withdraws it from its printable page with a reason
// typed in a dialog; the edition stays readable at its address with the
// notice, for a viewer too, in Arabic as well; its newsletter says so, and
// the trace holds the withdrawal.

test('a curator withdraws a published edition with a reason, and every reader sees the notice', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, accounts.analyst);
  const headers = { authorization: `Bearer ${token}` };
  const listed = await request.get('/api/article/all?pageSize=2', { headers });
  expect(listed.status()).toBe(200);
  const { items } = (await listed.json()) as { items: Array<{ id: string }> };
  expect(items.length).toBeGreaterThan(0);
  const title = `Storm desk ${Date.now().toString(36)}`;
  const created = await request.post('/api/ejournal/add', {
    headers,
    data: { title, sections: [{ id: 's1', title: 'Coast', items: items.map((item) => ({ articleId: item.id, note: '' })) }] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.post(`/api/ejournal/publish/${id}`, { headers, data: { version: 1 } })).status()).toBe(200);

  const reason = 'The flood figures came from an unchecked draft.';
  await signIn(page, accounts.analyst);
  await page.goto(`/dashboard/ejournal/${id}`);
  await expect(page.getByRole('article', { name: title })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Withdraw edition 1 of “${title}”?` });
  const submit = dialog.getByRole('button', { name: 'Withdraw the edition' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await submit.click();
  await expect(dialog).toBeHidden();

  const notice = page.getByRole('note', { name: 'Withdrawn' });
  await expect(notice).toContainText('This edition was withdrawn on');
  await expect(notice).toContainText(`Reason: ${reason}`);
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toHaveCount(0);
  // Still readable at its address, after a reload.
  await page.reload();
  await expect(page.getByRole('article', { name: title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('note', { name: 'Withdrawn' })).toContainText(reason);

  // A viewer reads it too, in Arabic, right to left (in a browser of their own: a session lives in its tab).
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signIn(viewer, accounts.viewer);
  await viewer.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await viewer.goto(`/dashboard/ejournal/${id}`);
  await expect(viewer.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabic = viewer.getByRole('note', { name: 'مسحوب' });
  await expect(arabic).toContainText(`السبب: ${reason}`);
  await expect(viewer.getByRole('article', { name: title })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'سحب', exact: true })).toHaveCount(0);
  fs.mkdirSync(SHELL_SCREENSHOTS, { recursive: true });
  await viewer.screenshot({ path: path.join(SHELL_SCREENSHOTS, 'ejournal-withdrawn-ar.png'), fullPage: true });

  await viewerContext.close();

  // The newsletter says so; the trace keeps who, when and why.
  const newsletter = await request.get(`/api/ejournal/newsletter/${id}?lang=ar`, { headers });
  expect(await newsletter.text()).toContain('data-notice="withdrawn"');
  const trail = (await (await request.get(`/api/ejournal/audit/${id}`, { headers })).json()) as Array<{ action: string; reason: string }>;
  expect(trail).toEqual([expect.objectContaining({ action: 'withdrawn', reason })]);
});
