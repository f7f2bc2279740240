import { expect, test, type Page } from '@playwright/test';

import { accounts } from '../support/accounts';
import { HOST_ORIGIN } from '../support/servers';

// Every analyst page in Arabic, right to left, renders its heading
// with no error in the browser console.

/** Signs the analyst in from the Arabic sign-in form; lands on the Daily Report. */
async function signInInArabic(page: Page) {
  await page.goto('/auth/jwt/login');
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.reload();
  await page.getByLabel('البريد الإلكتروني').fill(accounts.analyst.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(accounts.analyst.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page).toHaveURL('/dashboard/reports');
}

test('every analyst page renders in Arabic, right to left, without console errors', async ({ page }) => {
  test.setTimeout(60_000);
  await signInInArabic(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const sources = (await (
    await page.request.get(`${HOST_ORIGIN}/api/source/all`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Array<{ id: string }>;
  expect(sources.length).toBeGreaterThan(0);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

  const pages: Array<[path: string, heading: string | RegExp]> = [
    ['/dashboard/reports', 'التقرير اليومي'],
    ['/dashboard/related-articles?q=storm%20OR%20floods&q=election', 'استكشاف'],
    [`/dashboard/source-analysis/${sources[0]!.id}`, /.+/],
    ['/dashboard/tension', 'التوتر'],
    ['/dashboard/mediaScaleIndex', 'مؤشر حجم الإعلام'],
    ['/dashboard/pipeline', 'خط المعالجة'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
    // Loaded: no progress bar or skeleton left, and not an error state.
    // Loading indicators are indeterminate; a determinate bar (a job's progress, aria-valuenow) is data.
    await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'إعادة المحاولة' })).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test("at a phone's width in Arabic, a select's label stops before its arrow", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInInArabic(page);

  await page.goto('/dashboard/related-articles');
  const filters = page.getByRole('group', { name: 'المرشحات' });
  const field = filters.locator('.MuiFormControl-root').filter({ hasText: 'مجموعات المصادر' });
  await expect(field).toBeVisible({ timeout: 20_000 });
  const label = await field.locator('.MuiInputLabel-root').boundingBox();
  const arrow = await field.locator('.MuiSelect-icon').boundingBox();
  expect(label && arrow).toBeTruthy();
  // Right to left, the label starts on the right and the arrow sits on the left.
  expect(label!.x).toBeGreaterThanOrEqual(arrow!.x + arrow!.width);
});
