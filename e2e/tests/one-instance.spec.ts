import { expect, test, type Page } from '@playwright/test';

import { signIn } from '../support/sign-in';

// One instance of every module of a shared library on a page
// (docs/decisions/0020-the-host-provides-every-shared-module.md):
// whichever app renders a component, MUI's internals come from the host, so the
// theme's contexts (rtl, default props) reach the remotes. That no file of a
// library is downloaded twice on any page is checked with the budgets (budgets.spec.ts).

const player = (page: Page) => page.getByRole('region', { name: 'Podcast player' });

test('right to left, the player’s sliders fill from the right and the arrows follow the mirrored direction', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('settings', JSON.stringify({ themeDirection: 'rtl' })));
  await signIn(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const volume = player(page).getByRole('slider', { name: 'Volume' });
  await expect(volume).toHaveAttribute('aria-valuenow', '1');

  // Right to left, ArrowRight lowers and ArrowLeft raises (as MUI's RtlProvider tells the slider).
  await volume.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(volume).toHaveAttribute('aria-valuenow', '0.7');
  await page.keyboard.press('ArrowLeft');
  await expect(volume).toHaveAttribute('aria-valuenow', '0.8');

  // The track is anchored on the right edge of the rail.
  const slider = volume.locator('xpath=ancestor::*[contains(@class, "MuiSlider-root")][1]');
  const rail = await slider.locator('.MuiSlider-rail').boundingBox();
  const track = await slider.locator('.MuiSlider-track').boundingBox();
  expect(rail && track).toBeTruthy();
  expect(Math.abs(track!.x + track!.width - (rail!.x + rail!.width))).toBeLessThan(2);
  expect(track!.width).toBeLessThan(rail!.width * 0.9);
});

test('a default prop of the host’s theme reaches the components a remote renders', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/group/sources');
  // remote-resources renders this button; the host's theme makes every button flat.
  const add = page.getByRole('button', { name: 'Add source', exact: true });
  await expect(add).toBeVisible();
  await expect(add).toHaveClass(/MuiButton-disableElevation/);
  // And the footer player (remote-player) reads the same theme.
  await expect(player(page)).toBeVisible();
});
