import { expect, test, type Page } from '@playwright/test';

import { accounts } from '../support/accounts';
import { apiToken } from '../support/shell';

// From a name in Explore's People panel to its entity page: its attention
// chart and its articles, then a co-mentioned entity's page, then a reload
// (docs/decisions/0060-the-entity-page.md). Once in English, once in Arabic,
// right to left.

const QUERY = 'storm OR election';

const LANGUAGES = [
  {
    language: 'en',
    dir: 'ltr',
    query: 'Query 1',
    queries: 'Queries',
    run: 'Explore',
    people: 'People',
    attention: 'Attention over time',
    articles: 'Its articles',
    coMentions: 'Named with it',
  },
  {
    language: 'ar',
    dir: 'rtl',
    query: 'الاستعلام 1',
    queries: 'الاستعلامات',
    run: 'استكشاف',
    people: 'الأشخاص',
    attention: 'الاهتمام عبر الزمن',
    articles: 'مقالاته',
    coMentions: 'يُذكر معه',
  },
] as const;

async function signedIn(page: Page, language: string) {
  const token = await apiToken(page.request, accounts.analyst);
  await page.addInitScript(
    ([value, lng]) => {
      sessionStorage.setItem('token', value);
      localStorage.setItem('i18nextLng', lng);
    },
    [token, language] as const,
  );
}

/** The entity page has drawn: its name, its attention chart, its articles. */
async function entityPageShown(page: Page, texts: (typeof LANGUAGES)[number], name: string) {
  await expect(page).toHaveURL(/\/dashboard\/entity\/\d+/);
  await expect(page.locator('html')).toHaveAttribute('dir', texts.dir);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible({ timeout: 20_000 });
  const attention = page.getByRole('region', { name: texts.attention });
  await expect(attention.locator('svg').first()).toBeVisible({ timeout: 20_000 });
  // Its figures, read by a screen reader from the chart's table: a row a day of the 30-day window.
  await expect(attention.getByRole('table', { includeHidden: true }).getByRole('row', { includeHidden: true })).toHaveCount(31);
  const articles = page.getByRole('region', { name: texts.articles });
  await expect(articles.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  await expect(articles.getByRole('link').first()).toHaveAttribute('href', /\/dashboard\/read\//);
}

for (const texts of LANGUAGES) {
  test(`Entity page (${texts.language}): from a person in Explore to their page, a co-mentioned entity's, and a reload`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signedIn(page, texts.language);
    await page.goto('/dashboard/related-articles');
    await page.getByRole('textbox', { name: texts.query }).fill(QUERY);
    await page.getByRole('search', { name: texts.queries }).getByRole('button', { name: texts.run, exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('q')).toEqual([QUERY]);

    // The People panel names the demo's people; the first opens its page.
    const people = page.getByRole('region', { name: texts.people });
    const person = people.getByRole('link').first();
    await expect(person).toBeVisible({ timeout: 30_000 });
    const name = (await person.innerText()).trim();
    await person.click();
    await entityPageShown(page, texts, name);

    // A co-mentioned entity (an organization of the demo's stories) opens its own page.
    const co = page.getByRole('table', { name: texts.coMentions }).getByRole('link').first();
    const other = (await co.innerText()).trim();
    expect(other).not.toBe(name);
    const before = page.url();
    await co.click();
    await expect(page).not.toHaveURL(before);
    await entityPageShown(page, texts, other);

    // Reloaded, the same page.
    const address = page.url();
    await page.reload();
    expect(page.url()).toBe(address);
    await entityPageShown(page, texts, other);
  });
}
