import { expect, test, type Locator, type Page } from '@playwright/test';

import { openSettings, saveScreenshot, signInWithSettings, storedSettings } from '../support/shell';
import { signIn } from '../support/sign-in';

// docs/spec.md §2, 3, 4 and 9: the settings drawer, stored in localStorage `settings`.

const DEFAULTS = {
  themeMode: 'dark',
  themeContrast: 'default',
  themeDirection: 'ltr',
  themeLayout: 'horizontal',
  themeStretch: false,
  themeColorPresets: 'blue',
};

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const resetBadge = (drawer: Locator) => drawer.getByTestId('settings-reset-badge').locator('.MuiBadge-badge');

function choice(drawer: Locator, section: string, option: string) {
  return drawer.getByRole('group', { name: section }).getByRole('button', { name: option, exact: true });
}

test.describe('settings drawer', () => {
  test('opens from the right, 280 px wide, with the spec defaults and no reset badge', async ({ page }) => {
    await signIn(page);
    const drawer = await openSettings(page);
    const viewport = page.viewportSize()!;
    // The drawer slides in from the right: measure it once the slide has ended.
    await expect
      .poll(async () => {
        const box = (await drawer.boundingBox())!;
        return { width: Math.round(box.width), right: Math.round(box.x + box.width) };
      })
      .toEqual({ width: 280, right: viewport.width });

    await expect(choice(drawer, 'Mode', 'Dark')).toHaveAttribute('aria-pressed', 'true');
    await expect(choice(drawer, 'Contrast', 'Default')).toHaveAttribute('aria-pressed', 'true');
    await expect(choice(drawer, 'Direction', 'Left to right')).toHaveAttribute('aria-pressed', 'true');
    await expect(choice(drawer, 'Layout', 'Horizontal')).toHaveAttribute('aria-pressed', 'true');
    await expect(drawer.getByRole('switch', { name: 'Stretch' })).not.toBeChecked();
    await expect(drawer.getByRole('radio', { name: 'Blue' })).toHaveAttribute('aria-checked', 'true');
    await expect(resetBadge(drawer)).toHaveClass(/MuiBadge-invisible/);
    await expect(drawer.getByRole('button', { name: 'Fullscreen' })).toBeVisible();
    await saveScreenshot(page, 'settings-drawer-dark');

    await drawer.getByRole('button', { name: 'Close settings' }).click();
    await expect(drawer).toBeHidden();
  });

  test('each change applies at once, is saved under the spec field names and survives a reload', async ({ page }) => {
    await signIn(page);
    const darkBackground = await bodyBackground(page);
    const drawer = await openSettings(page);

    await choice(drawer, 'Mode', 'Light').click();
    expect(await bodyBackground(page)).not.toBe(darkBackground);
    expect(await storedSettings(page)).toEqual({ ...DEFAULTS, themeMode: 'light' });
    await expect(resetBadge(drawer)).not.toHaveClass(/MuiBadge-invisible/);

    // Bold contrast visibly changes the theme.
    const lightBackground = await bodyBackground(page);
    await choice(drawer, 'Contrast', 'Bold').click();
    expect(await bodyBackground(page)).not.toBe(lightBackground);

    await drawer.getByRole('radio', { name: 'Red' }).click();
    // The page behind the open drawer is hidden from the accessibility tree, hence a CSS locator.
    await expect(page.locator('header .MuiAvatar-root')).toHaveCSS('background-color', 'rgb(255, 48, 48)');
    await choice(drawer, 'Layout', 'Vertical').click();
    await drawer.getByRole('switch', { name: 'Stretch' }).check();

    const saved = {
      ...DEFAULTS,
      themeMode: 'light',
      themeContrast: 'bold',
      themeColorPresets: 'red',
      themeLayout: 'vertical',
      themeStretch: true,
    };
    expect(await storedSettings(page)).toEqual(saved);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Report' })).toBeVisible();
    expect(await storedSettings(page)).toEqual(saved);
    const again = await openSettings(page);
    await expect(choice(again, 'Mode', 'Light')).toHaveAttribute('aria-pressed', 'true');
    await expect(choice(again, 'Contrast', 'Bold')).toHaveAttribute('aria-pressed', 'true');
    await expect(choice(again, 'Layout', 'Vertical')).toHaveAttribute('aria-pressed', 'true');
    await expect(again.getByRole('radio', { name: 'Red' })).toHaveAttribute('aria-checked', 'true');
    await expect(again.getByRole('switch', { name: 'Stretch' })).toBeChecked();
    expect(await bodyBackground(page)).not.toBe(lightBackground);
  });

  test('Reset clears the stored settings, restores the defaults and hides its badge', async ({ page }) => {
    await signInWithSettings(page, { ...DEFAULTS, themeMode: 'light', themeLayout: 'mini', themeColorPresets: 'purple' });
    const drawer = await openSettings(page);
    await expect(resetBadge(drawer)).not.toHaveClass(/MuiBadge-invisible/);
    await drawer.getByRole('button', { name: 'Reset' }).click();
    expect(await storedSettings(page)).toBeNull();
    await expect(choice(drawer, 'Mode', 'Dark')).toHaveAttribute('aria-pressed', 'true');
    await expect(choice(drawer, 'Layout', 'Horizontal')).toHaveAttribute('aria-pressed', 'true');
    await expect(drawer.getByRole('radio', { name: 'Blue' })).toHaveAttribute('aria-checked', 'true');
    await expect(resetBadge(drawer)).toHaveClass(/MuiBadge-invisible/);
    await page.reload();
    expect(await storedSettings(page)).toBeNull();
    await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
  });

  test('rtl flips the whole layout, and ltr brings it back', async ({ page }) => {
    await signInWithSettings(page, { themeLayout: 'vertical' });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    expect((await nav.boundingBox())!.x).toBeLessThan(100);
    const drawer = await openSettings(page);
    await choice(drawer, 'Direction', 'Right to left').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await drawer.getByRole('button', { name: 'Close settings' }).click();
    const viewport = page.viewportSize()!;
    expect((await nav.boundingBox())!.x).toBeGreaterThan(viewport.width - 300);
    // The account button moves to the left end of the top bar.
    expect((await page.getByRole('button', { name: 'Account' }).boundingBox())!.x).toBeLessThan(200);
    const player = (await page.getByRole('region', { name: 'Podcast player' }).boundingBox())!;
    expect(Math.round(player.x)).toBe(0);
    expect(Math.round(player.width)).toBe(viewport.width - 280);
    await saveScreenshot(page, 'vertical-rtl-dark');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const back = await openSettings(page);
    await choice(back, 'Direction', 'Left to right').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('stretch widens the content only above 1600 px, with the spec tooltip', async ({ page }) => {
    await page.setViewportSize({ width: 1800, height: 1000 });
    await signIn(page);
    // A CSS locator: the open drawer hides the page from the accessibility tree.
    const main = page.locator('main');
    expect(Math.round((await main.boundingBox())!.width)).toBe(1200);
    const drawer = await openSettings(page);
    await drawer.getByRole('img', { name: 'Only available at large resolutions > 1600px (xl)' }).hover();
    const tooltip = page.getByRole('tooltip', { name: 'Only available at large resolutions > 1600px (xl)' });
    await expect(tooltip).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
    await drawer.getByRole('switch', { name: 'Stretch' }).check();
    expect((await main.boundingBox())!.width).toBeGreaterThan(1700);

    await page.setViewportSize({ width: 1500, height: 900 });
    expect(Math.round((await main.boundingBox())!.width)).toBe(1200);
  });

  test('Fullscreen toggles to Exit Fullscreen and back', async ({ page }) => {
    await signIn(page);
    const drawer = await openSettings(page);
    await drawer.getByRole('button', { name: 'Fullscreen' }).click();
    await expect(drawer.getByRole('button', { name: 'Exit Fullscreen' })).toBeVisible();
    expect(await page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
    await drawer.getByRole('button', { name: 'Exit Fullscreen' }).click();
    await expect(drawer.getByRole('button', { name: 'Fullscreen' })).toBeVisible();
    expect(await page.evaluate(() => Boolean(document.fullscreenElement))).toBe(false);
  });

  for (const [label, raw] of [
    ['corrupt', '{"themeMode": "light", oops'],
    ['not an object', '["light"]'],
  ] as const) {
    test(`a ${label} stored value falls back to the defaults without breaking the page`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await signInWithSettings(page, raw);
      await expect(page.getByRole('heading', { level: 1, name: 'Daily Report' })).toBeVisible();
      await expect(page.locator('[data-layout="horizontal"]')).toBeVisible();
      const drawer = await openSettings(page);
      await expect(choice(drawer, 'Mode', 'Dark')).toHaveAttribute('aria-pressed', 'true');
      await expect(resetBadge(drawer)).toHaveClass(/MuiBadge-invisible/);
      expect(errors).toEqual([]);
    });
  }

  test('a partial stored value keeps its valid fields and defaults the rest', async ({ page }) => {
    await signInWithSettings(page, { themeMode: 'light', themeLayout: 'diagonal' });
    const drawer = await openSettings(page);
    await expect(choice(drawer, 'Mode', 'Light')).toHaveAttribute('aria-pressed', 'true');
    await expect(choice(drawer, 'Layout', 'Horizontal')).toHaveAttribute('aria-pressed', 'true');
    await saveScreenshot(page, 'settings-drawer-light');
  });
});
