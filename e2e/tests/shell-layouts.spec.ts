import { expect, test, type Page } from '@playwright/test';

import { saveScreenshot, signInWithSettings } from '../support/shell';

// docs/spec.md §2 and §9: three layouts, the top bar, the mobile drawer, the footer player's offset.

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 390, height: 844 };

const topBarHeight = async (page: Page) => Math.round((await page.getByTestId('top-bar').boundingBox())!.height);
const playerBox = async (page: Page) => (await page.getByRole('region', { name: 'Podcast player' }).boundingBox())!;

test.describe('layouts at desktop width', () => {
  test.use({ viewport: DESKTOP });

  test('vertical: a 280 px side panel with the owner badge, and the toggle to mini and back', async ({ page }) => {
    await signInWithSettings(page, { themeLayout: 'vertical', themeMode: 'light' });
    expect(await topBarHeight(page)).toBe(80);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeVisible();
    const panel = page.getByTestId('side-panel');
    expect(Math.round((await panel.boundingBox())!.width)).toBe(280);
    await expect(panel.getByRole('group', { name: 'Owner' })).toContainText('Mediawatch Media Lab');
    expect(Math.round((await playerBox(page)).x)).toBe(280);
    await saveScreenshot(page, 'vertical-ltr-light');

    await page.getByRole('button', { name: 'Collapse navigation' }).click();
    await expect(page.locator('[data-layout="mini"]')).toBeVisible();
    expect(Math.round((await panel.boundingBox())!.width)).toBe(88);
    expect(Math.round((await playerBox(page)).x)).toBe(88);
    // Mini: icons with tooltips.
    await nav.getByRole('link', { name: 'Scheduler' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Scheduler' })).toBeVisible();
    await expect(panel.getByRole('img', { name: 'Owner: Mediawatch Media Lab' })).toBeVisible();
    await saveScreenshot(page, 'mini-ltr-light');

    await nav.getByRole('button', { name: 'Worker' }).click();
    await page.getByRole('menu', { name: 'Worker' }).getByRole('menuitem', { name: 'Pipeline' }).click();
    await expect(page).toHaveURL('/dashboard/pipeline');
    await expect(nav.getByRole('button', { name: 'Worker' })).toHaveClass(/active/);

    await page.getByRole('button', { name: 'Expand navigation' }).click();
    await expect(page.locator('[data-layout="vertical"]')).toBeVisible();
    expect(Math.round((await panel.boundingBox())!.width)).toBe(280);
  });

  test('horizontal (the default): a navigation bar under the top bar, logo to the site root, no side panel', async ({ page }) => {
    await signInWithSettings(page, {});
    await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
    expect(await topBarHeight(page)).toBe(80);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const navBox = (await nav.boundingBox())!;
    expect(navBox.y).toBeGreaterThanOrEqual(80);
    expect(navBox.width).toBeGreaterThan(1000);
    await expect(page.getByRole('button', { name: /navigation$/ })).toHaveCount(0);
    expect(Math.round((await playerBox(page)).x)).toBe(0);
    await saveScreenshot(page, 'horizontal-ltr-dark');

    await nav.getByRole('button', { name: 'Data Warehouse' }).click();
    await nav.getByRole('link', { name: 'Production articles' }).click();
    await expect(page).toHaveURL('/dashboard/group/warehouse');
    await page.getByTestId('top-bar').getByRole('link', { name: 'Mediawatch home' }).click();
    await expect(page).toHaveURL('/dashboard/reports');
  });

  test('horizontal in rtl and in light mode', async ({ page }) => {
    await signInWithSettings(page, { themeDirection: 'rtl' });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await saveScreenshot(page, 'horizontal-rtl-dark');
    await page.evaluate(() =>
      localStorage.setItem('settings', JSON.stringify({ themeLayout: 'mini', themeDirection: 'rtl', themeMode: 'light' })),
    );
    await page.reload();
    await expect(page.locator('[data-layout="mini"]')).toBeVisible();
    await saveScreenshot(page, 'mini-rtl-light');
  });
});

test.describe('layouts at mobile width', () => {
  test.use({ viewport: MOBILE });

  for (const layout of ['vertical', 'mini', 'horizontal'] as const) {
    test(`${layout}: a 64 px top bar and the navigation in a drawer`, async ({ page }) => {
      await signInWithSettings(page, { themeLayout: layout });
      expect(await topBarHeight(page)).toBe(64);
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
      expect(Math.round((await playerBox(page)).x)).toBe(0);
      expect(Math.round((await playerBox(page)).height)).toBe(80);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav).toBeVisible();
      await saveScreenshot(page, `mobile-${layout}-drawer`);
      await nav.getByRole('link', { name: 'Notes' }).click();
      await expect(page).toHaveURL('/dashboard/notes');
      await expect(nav).toBeHidden();
    });
  }
});
