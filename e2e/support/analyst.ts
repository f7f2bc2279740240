import { expect, type Page } from '@playwright/test';

// ----------------------------------------------------------------------
// Helpers for the analyst journeys: the Daily Report's figures
// as the page shows them.

/** Waits until the Daily Report shows the figures of the day in its subtitle, and answers the day's article count as shown. */
export async function reportCount(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { level: 2, name: 'Articles', exact: true });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Updating the report')).toHaveCount(0, { timeout: 20_000 });
  // The KPI card: its heading, then the count (a link to the day's articles).
  const count = heading.locator('xpath=..').getByRole('link').first();
  return (await count.innerText()).trim();
}

/** Goes one day back with the report's own button and waits for that day's report. */
export async function previousDay(page: Page): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().includes('/api/report/daily') && response.ok());
  await page.getByRole('button', { name: 'Previous day' }).click();
  await answered;
  await reportCount(page);
}
