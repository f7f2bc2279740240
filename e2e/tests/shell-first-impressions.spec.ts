import { expect, test } from '@playwright/test';

import { signInWithSettings } from '../support/shell';

// docs/spec.md §2 and §9, the shell's first impressions: the top bar's logo in
// every layout, the progress bar on every navigation, the header that shrinks
// once a desktop page is scrolled, and the top bar as a glass panel.

test.describe('the shell at first sight', () => {
  for (const layout of ['vertical', 'mini', 'horizontal'] as const) {
    test(`the top bar has a logo linking to the root in the ${layout} layout`, async ({ page }) => {
      await signInWithSettings(page, { themeLayout: layout });
      const topBar = page.getByTestId('top-bar');
      const home = topBar.getByRole('link', { name: 'Mediawatch home' });
      await expect(home).toBeVisible();
      await expect(home).toHaveAttribute('href', '/');
    });
  }

  test('the progress bar shows on every navigation, also to a page whose code is loaded', async ({ page }) => {
    await signInWithSettings(page, { themeLayout: 'horizontal' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Scheduler' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduler' })).toBeVisible();
    await nav.getByRole('link', { name: 'Daily Report' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Report' })).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);

    // Both pages' code is loaded now: the bar still shows, then goes.
    await nav.getByRole('link', { name: 'Scheduler' }).click();
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduler' })).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('on a desktop the header is 80 px, and 64 px once the page is scrolled', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 600 });
    await signInWithSettings(page, { themeLayout: 'vertical' });
    await page.goto('/dashboard/group/warehouse');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const topBar = page.getByTestId('top-bar');
    await expect.poll(async () => (await topBar.boundingBox())?.height).toBe(80);
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await topBar.boundingBox())?.height).toBe(64);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await topBar.boundingBox())?.height).toBe(80);
  });

  test('the top bar is a glass panel: blur 20, opacity 0.9', async ({ page }) => {
    await signInWithSettings(page, { themeLayout: 'vertical', themeMode: 'light' });
    const style = await page
      .getByTestId('top-bar')
      .locator('..')
      .evaluate((bar) => {
        const computed = getComputedStyle(bar);
        return { filter: computed.backdropFilter, background: computed.backgroundColor };
      });
    expect(style.filter).toBe('blur(20px)');
    expect(style.background).toMatch(/rgba\(\d+, \d+, \d+, 0\.9\)/);
  });
});
