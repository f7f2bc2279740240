import { expect, test } from '@playwright/test';

import { DEFAULT_REMOTES } from '../support/servers';
import { signIn } from '../support/sign-in';

/** Every dashboard route of docs/spec.md §2 and the heading its page shows. */
const ROUTES: [path: string, heading: string | RegExp][] = [
  ['/dashboard/reports', 'Daily Report'],
  ['/dashboard/worker', 'Worker'],
  ['/dashboard/pipeline', 'Pipeline'],
  ['/dashboard/considerations', 'Considerations'],
  ['/dashboard/tasks', 'Tasks'],
  ['/dashboard/related-articles', 'Explore'],
  ['/dashboard/thinkboard', 'ThinkBoard'],
  ['/dashboard/tension', 'Tension'],
  ['/dashboard/scheduler', 'Scheduler'],
  ['/dashboard/ejournal', 'E-journal'],
  ['/dashboard/notes', 'Notes'],
  ['/dashboard/pdfArticle', 'Academic PDFs'],
  ['/dashboard/historicalEvents', 'Historical Events'],
  ['/dashboard/realTimeEvents', 'Real Time Events'],
  ['/dashboard/mediaScaleIndex', 'Media Scale Index'],
  // An id that names no article: the reader page answers with its not-found state.
  ['/dashboard/read/article-42', 'Article not found'],
  // An id that names no source: the analysis page answers with its not-found state.
  ['/dashboard/source-analysis/le-monde', 'Source analysis'],
  ['/dashboard/search', 'Search'],
  ['/dashboard/monitor', 'Monitor'],
  ['/dashboard/group/sources', 'Sources'],
  ['/dashboard/group/sourceGroups', 'Source groups'],
  ['/dashboard/group/topics', 'Topics'],
  ['/dashboard/group/warehouse', 'Data Warehouse'],
  ['/dashboard/group/podcasts', 'Podcasts'],
];

test.describe('routes and guards', () => {
  test('every route of the table renders its page from its remote', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    for (const [path, heading] of ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page).toHaveURL(path);
    }
  });

  test('the root goes to the landing page and unknown paths to /404', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await expect(page).toHaveURL('/dashboard/reports');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/dashboard/reports');

    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { name: 'Sorry, page not found!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Need help?' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL('/dashboard/reports');
  });

  test('the guest guard honours returnTo and refuses other sites', async ({ page }) => {
    await signIn(page);
    await page.goto('/auth/jwt/login?returnTo=%2Fdashboard%2Fmonitor');
    await expect(page).toHaveURL('/dashboard/monitor');
    await page.goto('/auth/jwt/login?returnTo=https%3A%2F%2Fevil.example%2F');
    await expect(page).toHaveURL('/dashboard/reports');
  });

  test('a loading screen with the animated logo shows while auth loads', async ({ page }) => {
    await signIn(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const loader = page.getByRole('progressbar', { name: 'Loading Mediawatch' });
    await expect(loader).toBeVisible();
    await expect(loader.getByRole('img', { name: 'Mediawatch' })).toBeVisible();
    release();
    await expect(loader).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Report' })).toBeVisible();
  });

  test('navigation scrolls to the top and shows the progress bar while a page loads', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Daily Report' })).toBeVisible();
    // Make the page long enough to scroll, then scroll to its end.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.querySelector('main')?.append(spacer);
      window.scrollTo(0, document.body.scrollHeight);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // Hold the next page's code so the bar is observable.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${DEFAULT_REMOTES.remote_workers!.replace('mf-manifest.json', '')}**`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Schedule' }).click();
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduler' })).toBeVisible();
    await expect(page.locator('#nprogress')).not.toBeAttached();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the navigation links every group of the spec', async ({ page }) => {
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Resources' }).click();
    await nav.getByRole('link', { name: 'Topics' }).click();
    await expect(page).toHaveURL('/dashboard/group/topics');
    // The default layout is horizontal (docs/spec.md §4): the group holding the current page is highlighted.
    await expect(nav.getByRole('button', { name: 'Resources' })).toHaveClass(/active/);
    await nav.getByRole('link', { name: 'Daily Report' }).click();
    await expect(page).toHaveURL('/dashboard/reports');
  });
});
