import { expect, test } from '@playwright/test';

import { accounts } from '../support/accounts';
import { apiToken } from '../support/shell';

const CASES = [
  { name: 'report-en-light-1440', lang: 'en', theme: 'light', width: 1440, title: 'People, organizations and places' },
  { name: 'report-ar-dark-390', lang: 'ar', theme: 'dark', width: 390, title: 'الأشخاص والمنظمات والأماكن' },
  { name: 'report-fr-light-1440', lang: 'fr', theme: 'light', width: 1440, title: 'Personnes, organisations et lieux' },
];

for (const shot of CASES) {
  test(shot.name, async ({ page, context }) => {
    test.setTimeout(180_000);
    const token = await apiToken(page.request, accounts.admin);
    await context.addInitScript(
      ({ token, lang, theme }) => {
        sessionStorage.setItem('token', token);
        localStorage.setItem('i18nextLng', lang);
        localStorage.setItem('settings', JSON.stringify({ themeMode: theme }));
      },
      { token, lang: shot.lang, theme: shot.theme },
    );
    await page.setViewportSize({ width: shot.width, height: 900 });
    await page.goto('/dashboard/reports');
    const panel = page.getByRole('region', { name: shot.title });
    await expect(panel).toBeVisible({ timeout: 60_000 });
    await expect(panel.getByRole('table').first()).toBeVisible({ timeout: 60_000 });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/${shot.name}.png`, fullPage: false });
    await panel.screenshot({ path: `/tmp/shots/${shot.name}-panel.png` });
  });
}
