import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { accounts } from '../support/accounts';
import { apiToken } from '../support/shell';
import { signIn } from '../support/sign-in';

// Explore's map of the countries a query's coverage is about
// (docs/decisions/0048-the-coverage-map.md): the map shows, a country is
// reached by keyboard and named with its figures, and it opens the Search on
// the query and that country; in English and in Arabic, right to left.

test.describe.configure({ mode: 'serial' });

// French floods: the demo's French outlets place them in Paris, Marseille, Belgium...
const FIRST = 'inondations';
const SECOND = 'élections OR elecciones OR eleições';
const EXPLORE = `/dashboard/related-articles?q=${encodeURIComponent(FIRST)}&q=${encodeURIComponent(SECOND)}`;
const FRANCE_SEARCH = `/dashboard/search?${new URLSearchParams({ q: `(${FIRST}) AND country:FR`, sort: 'publishedAt' })}`;

/** The demo stores its articles unread for entities: the extraction job reads them (seconds), once per run of the suite. */
async function extractEntities(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request, accounts.admin)}` };
  const run = await request.post('/api/scheduler/run/entities-extract', { headers });
  expect([202, 409]).toContain(run.status());
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/explore/entities?${new URLSearchParams({ q: FIRST, from, to, tz: 'UTC' })}`, { headers });
        return ((await response.json()) as { unread: number }).unread;
      },
      { timeout: 120_000, intervals: [2000] },
    )
    .toBe(0);
}

async function openMap(page: Page, name: string) {
  await page.goto(EXPLORE);
  const map = page.getByRole('group', { name });
  await expect(map).toBeVisible({ timeout: 30_000 });
  return map;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(150_000);
  await extractEntities(request);
});

test('Explore: the map of a query’s countries, a country by keyboard, and its articles in the Search', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, accounts.analyst);
  const panel = page.getByRole('region', { name: 'Countries in the coverage' });
  const map = await openMap(page, `Countries of “${FIRST}”`);
  // A map per compared query, on one scale, with its legend and its sources.
  await expect(panel.getByRole('group', { name: `Countries of “${SECOND}”` })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Share of the query’s matches' }).getByRole('listitem')).toHaveCount(6);
  await expect(panel.getByText(/Natural Earth .* GeoNames \(CC BY 4\.0\)/)).toBeVisible();

  // One tab stop, the most mentioned country; the arrow keys go on to the next.
  const france = map.getByRole('link', { name: /^France: [\d,]+ articles?, [\d.]+%$/ });
  await expect(france).toHaveAttribute('tabindex', '0');
  await expect(france).toHaveAttribute('href', FRANCE_SEARCH);
  await france.focus();
  const name = (await france.getAttribute('aria-label'))!;
  await expect(panel.getByText(name, { exact: true })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(map.getByRole('link', { name: /^Belgium: / })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(france).toBeFocused();

  // Enter opens the Search on the query and the country.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(FRANCE_SEARCH);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  // The query language's country: term (docs/decisions/0061-entity-terms-in-queries.md) finds the articles counted.
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^\d[\d,]* results? in/)).toBeVisible();
});

test('Explore in Arabic: the map reads right to left, its countries named in Arabic, and opens the Search', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, accounts.analyst);
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  const map = await openMap(page, `دول «${FIRST}»`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const france = map.getByRole('link', { name: /^فرنسا: / });
  await expect(france).toHaveAttribute('href', FRANCE_SEARCH);
  // Right to left, the next country is to the left.
  await france.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(map.getByRole('link', { name: /^بلجيكا: / })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(france).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(FRANCE_SEARCH);
  await expect(page.getByRole('heading', { level: 1, name: 'بحث' })).toBeVisible();
});
