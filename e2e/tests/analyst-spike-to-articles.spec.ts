import { expect, test } from '@playwright/test';

import { accounts } from '../support/accounts';
import { previousDay, reportCount } from '../support/analyst';
import { signIn } from '../support/sign-in';

// An analyst lands on the Daily Report and follows a spike
// callout to the articles behind it. The demo corpus has a storm every 17 days
// and an outlet that goes quiet, so a day with a callout is at most a few
// days back; days already over are used, so ingestion cannot move the counts
// between the report and the warehouse.

test('the landing: a spike callout opens the articles that caused it', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, accounts.analyst);
  await expect(page).toHaveURL('/dashboard/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Report' })).toBeVisible();
  await reportCount(page);

  const callouts = page.getByRole('region', { name: 'Spike callouts' });
  const allArticles = /^All [\d,]+ articles$/;
  const seeAll = callouts.getByRole('link', { name: allArticles });
  await previousDay(page);
  for (let back = 0; back < 20 && (await seeAll.count()) === 0; back += 1) await previousDay(page);
  await expect(seeAll.first()).toBeVisible();
  await expect(page).toHaveURL(/[?&]day=\d{4}-\d{2}-\d{2}/);

  // The callout names its topic or source, its count against its band, and its newest articles.
  const callout = callouts
    .getByRole('alert')
    .filter({ has: page.getByRole('link', { name: allArticles }) })
    .first();
  const title = (await callout.getByRole('heading', { level: 3 }).innerText()).trim();
  expect(title).toMatch(/: [\d,]+ articles, (above|below) its usual [\d.,]+–[\d.,]+$/);
  const count = /^All ([\d,]+) articles$/.exec((await callout.getByRole('link', { name: /^All / }).innerText()).trim())![1]!;
  const day = new URL(page.url()).searchParams.get('day')!;

  // Follow it: the warehouse, filtered to that day and that topic or source, holds exactly those articles.
  await callout.getByRole('link', { name: /^All / }).click();
  await expect(page).toHaveURL(/\/dashboard\/group\/warehouse\?/);
  const filter = new URL(page.url()).searchParams;
  expect([filter.get('from'), filter.get('to')]).toEqual([day, day]);
  expect(filter.get('topicId') ?? filter.get('sourceId')).toBeTruthy();
  await expect(page.getByRole('heading', { level: 1, name: 'Data Warehouse' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Articles' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(new RegExp(`^1–\\d+ of ${count}$`))).toBeVisible();
});
