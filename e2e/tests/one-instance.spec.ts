import { expect, test, type Page } from '@playwright/test';

import { signIn } from '../support/sign-in';

// One instance of every module of a shared library on a page (issue 9, point 1):
// whichever app renders a component, MUI's internals come from the host, so the
// theme's contexts (rtl, default props) reach the remotes, and no file of a
// library is downloaded twice.

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

/** The npm files (by their path in node_modules) in each script the page loaded, from the scripts' source maps. */
async function npmFilesByScript(page: Page, scripts: Iterable<string>) {
  const files = new Map<string, string[]>();
  for (const url of scripts) {
    const response = await page.request.get(`${url}.map`);
    if (!response.ok()) continue;
    const map = (await response.json()) as { sources: string[] };
    for (const source of new Set(map.sources)) {
      const at = source.indexOf('node_modules/');
      if (at < 0) continue;
      const file = source.slice(at);
      // Each container (the host and each remote entry) carries its own small webpack glue for the
      // federation runtime by design; the runtime itself is the host's.
      if (file.includes('@module-federation') || file.startsWith('node_modules/.federation/')) continue;
      files.set(file, [...(files.get(file) ?? []), url]);
    }
  }
  return files;
}

for (const [route, heading] of [
  ['/dashboard/reports', 'Daily Report'],
  ['/dashboard/group/sources', 'Sources'],
] as const) {
  test(`no npm file is in two scripts of ${route}`, async ({ page }) => {
    await signIn(page);
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    });
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const files = await npmFilesByScript(page, scripts);
    expect(files.size).toBeGreaterThan(100);
    const twice = [...files].filter(([, urls]) => urls.length > 1).map(([file, urls]) => `${file} in ${urls.join(', ')}`);
    expect(twice).toEqual([]);
  });
}
