import { expect, test, type Page } from '@playwright/test';

import { accounts } from '../support/accounts';
import { signIn } from '../support/sign-in';

// Compare two queries in Explore, see both series on the
// same chart, and reload the shared URL to find the same view.

const FIRST = 'storm OR floods';
const SECOND = 'election OR elections';

/** What the view shows: the queries in their fields, each one's total, and the chart's data columns. */
async function shown(page: Page) {
  const totals = page.getByRole('region', { name: 'Total attention' });
  for (const query of [FIRST, SECOND]) {
    await expect(totals.getByRole('heading', { name: query, exact: true })).toBeVisible();
  }
  await expect(totals.getByText(/^[\d,]+ articles?$/)).toHaveCount(2, { timeout: 20_000 });
  const chart = page.getByRole('region', { name: 'Attention over time' });
  const table = chart.getByRole('table', { name: 'The data of “Attention over time”' });
  return {
    fields: [
      await page.getByRole('textbox', { name: 'Query 1' }).inputValue(),
      await page.getByRole('textbox', { name: 'Query 2' }).inputValue(),
    ],
    totals: await totals.getByText(/^[\d,]+ articles?$/).allInnerTexts(),
    columns: await table.getByRole('columnheader').allInnerTexts(),
    rows: await table.getByRole('row').count(),
  };
}

test('Explore: two queries compared on one chart, and the shared URL brings the same view back', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, accounts.analyst);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Explore', exact: true }).click();
  await nav.getByRole('link', { name: 'Explore', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();

  // Days that are over (ingestion goes on today): up to yesterday, in the browser's zone.
  const yesterday = await page.evaluate(() => new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA'));
  await page.getByLabel('To', { exact: true }).fill(yesterday);
  await page.getByRole('textbox', { name: 'Query 1' }).fill(FIRST);
  await page.getByRole('button', { name: 'Add a query to compare' }).click();
  await page.getByRole('textbox', { name: 'Query 2' }).fill(SECOND);
  await page.getByRole('search', { name: 'Queries' }).getByRole('button', { name: 'Explore', exact: true }).click();

  // The whole state is in the URL: both queries, in order.
  await expect(page).toHaveURL(/\/dashboard\/related-articles\?/);
  // The URL already had a query string (the To field writes it at once): wait for the submitted queries.
  await expect.poll(() => new URL(page.url()).searchParams.getAll('q')).toEqual([FIRST, SECOND]);
  expect(new URL(page.url()).searchParams.get('to')).toBe(yesterday);

  // Both series: one chart, its legend and its data table name each query.
  const chart = page.getByRole('region', { name: 'Attention over time' });
  await expect(chart.getByText(FIRST, { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await expect(chart.getByText(SECOND, { exact: true }).first()).toBeVisible();
  await chart.getByRole('button', { name: 'Show the data' }).click();
  const before = await shown(page);
  expect(before.fields).toEqual([FIRST, SECOND]);
  expect(before.columns).toEqual([
    'Period',
    `${FIRST} (Articles)`,
    `${FIRST} (Share of coverage)`,
    `${SECOND} (Articles)`,
    `${SECOND} (Share of coverage)`,
    'All articles',
  ]);
  // A row a day (and the header row).
  expect(before.rows).toBeGreaterThan(80);
  // The seeded storms make the first query match.
  expect(before.totals[0]).not.toBe('0 articles');

  // Switch to counts: the measure joins the URL.
  await chart.getByRole('group', { name: 'Measure' }).getByRole('button', { name: 'Articles' }).click();
  await expect(page).toHaveURL(/measure=count/);
  const shared = page.url();

  // The shared URL, loaded again: the same queries, measure, totals and data.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  expect(page.url()).toBe(shared);
  await expect(chart.getByRole('group', { name: 'Measure' }).getByRole('button', { name: 'Articles' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await chart.getByRole('button', { name: 'Show the data' }).click();
  expect(await shown(page)).toEqual(before);
});
