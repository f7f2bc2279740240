import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test, type Page } from '@playwright/test';

import { accounts } from '../support/accounts';
import { layoutFindings } from '../support/layout';
import { apiToken } from '../support/shell';

// Tables on a phone (390 px) and in the vertical layout on a desktop: each
// table either fits or scrolls sideways inside its card with its first
// column kept in view (ScrollTable, @mediawatch/shared/ui), no cell narrower
// than its longest word, nothing past its card. The screenshots, in English
// and in Arabic (right to left), land in .artifacts/phone-tables/ to be looked at.

const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.artifacts', 'phone-tables');

const PAGES = [
  { name: 'tension', route: '/dashboard/tension' },
  { name: 'worker', route: '/dashboard/worker' },
  { name: 'warehouse', route: '/dashboard/group/warehouse' },
  { name: 'daily-report', route: '/dashboard/reports' },
];

async function open(page: Page, route: string, language: string, settings: object) {
  await page.goto('/auth/jwt/login');
  const token = await apiToken(page.request, accounts.admin);
  await page.evaluate(
    ({ language, settings, token }) => {
      localStorage.setItem('i18nextLng', language);
      localStorage.setItem('settings', JSON.stringify(settings));
      sessionStorage.setItem('token', token);
    },
    { language, settings, token },
  );
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('main table').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0, { timeout: 20_000 });
}

test.describe('tables at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['en', 'ar'] as const) {
    test(`Tension, Worker, Warehouse and the Daily Report are readable: ${language}`, async ({ page }) => {
      test.setTimeout(120_000);
      const settings = language === 'ar' ? { themeMode: 'dark', themeDirection: 'rtl' } : { themeMode: 'light' };
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      const faults: Record<string, string[]> = {};
      for (const { name, route } of PAGES) {
        await open(page, route, language, settings);
        const found = await layoutFindings(page);
        if (found.length) faults[name] = found;
        await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${language}.png`), fullPage: true });
      }
      expect(faults, JSON.stringify(faults, null, 2)).toEqual({});
    });
  }

  test('a table that scrolls keeps its first column in view and fades where it goes on', async ({ page }) => {
    await open(page, '/dashboard/worker', 'en', { themeMode: 'light' });
    const region = page.getByRole('region', { name: /scrolls sideways$/ }).first();
    await expect(region).toBeVisible();
    const firstCell = region.locator('tbody tr').first().locator('> *').first();
    const before = (await firstCell.boundingBox())!;
    await expect(region).toHaveCSS('mask-image', /linear-gradient/);
    await region.evaluate((element) => element.scrollBy({ left: 300 }));
    await expect.poll(async () => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    const after = (await firstCell.boundingBox())!;
    expect(Math.abs(after.x - before.x)).toBeLessThan(2);
    // The next cell slid under it.
    const second = (await region.locator('tbody tr').first().locator('> *').nth(1).boundingBox())!;
    expect(second.x).toBeLessThan(before.x + before.width);
  });
});

test('the vertical layout at 1440 px shows every column of Tension', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, '/dashboard/tension', 'en', { themeMode: 'light', themeLayout: 'vertical' });
  const table = page.getByRole('table', { name: /^Tension of every topic and source group/ });
  await expect(table).toBeVisible();
  // It fits: no sideways scrolling, and its last column lies inside its card.
  await expect(page.getByRole('region', { name: /scrolls sideways/ })).toHaveCount(0);
  const card = table.locator('xpath=ancestor::*[contains(@class, "MuiCard-root")][1]');
  const cardBox = (await card.boundingBox())!;
  for (const header of await table.locator('thead th').all()) {
    const box = (await header.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 1);
  }
  await expect(table.getByRole('columnheader', { name: 'Tension z' })).toBeVisible();
});
