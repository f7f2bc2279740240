import { expect, test, type Page } from '@playwright/test';

import { accounts } from '../support/accounts';
import { startLocalFeed, type LocalFeed } from '../support/servers';
import { apiToken } from '../support/shell';
import { signIn } from '../support/sign-in';

// The ingestion journey on the built product: an admin adds a source that
// points at a feed served here, tests it, fetches it, finds its articles in
// the warehouse and the search, and reads one. The feed also carries an item
// built from classic XSS vectors: it goes through the real pipeline (fetch,
// parse, server sanitizer, store) and its reader page must run no script.

// A word no seeded article contains, so the search finds only this feed's items.
const MARKER = `zyxquor${Date.now().toString(36)}`;
const SOURCE_NAME = `E2E Wire ${MARKER}`;
const SAFE_TITLE = `Harbour cranes return ${MARKER}`;
const SECOND_TITLE = `City council approves budget ${MARKER}`;
const XSS_TITLE = `Vectors story ${MARKER}`;

// Each vector sets window.__xss (or opens a dialog) if it ever runs.
const XSS_BODY = [
  '<p>Plain paragraph before the vectors.</p>',
  '<script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'img-onerror\'">',
  '<svg onload="window.__xss = \'svg-onload\'"><circle r="4"></circle></svg>',
  '<a href="javascript:window.__xss = \'js-url\'">a scripted link</a>',
  '<iframe src="javascript:parent.__xss = \'iframe\'"></iframe>',
  '<div style="background:url(javascript:window.__xss=1)" onmouseover="window.__xss = \'hover\'">hover me</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = \'mxss\'"></style></mglyph></table></mtext></math>',
  '<form action="javascript:window.__xss = \'form\'"><button>go</button></form>',
  '<object data="javascript:window.__xss = \'object\'"></object>',
  '<p>Plain paragraph after the vectors.</p>',
].join('\n');

function rss(base: string): string {
  const now = Date.now();
  const item = (id: string, title: string, minutesAgo: number, body: string) => `
    <item>
      <guid isPermaLink="false">${MARKER}-${id}</guid>
      <title>${title}</title>
      <link>${base}/articles/${id}</link>
      <dc:creator>Ada Reporter</dc:creator>
      <pubDate>${new Date(now - minutesAgo * 60_000).toUTCString()}</pubDate>
      <description><![CDATA[${body}]]></description>
    </item>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>E2E Wire</title>
    <link>${base}/</link>
    <description>Feed served by the e2e journey</description>
    <language>en</language>
    ${item('a', SAFE_TITLE, 10, `<p>The port reopened its ${MARKER} cranes this morning after a long and careful repair, and the dock workers were pleased to see the ships come back.</p>`)}
    ${item('b', SECOND_TITLE, 20, `<p>The council voted for the ${MARKER} budget with a large majority, promising new parks, better schools and safer streets for the city.</p>`)}
    ${item('x', XSS_TITLE, 30, XSS_BODY)}
  </channel>
</rss>`;
}

let feed: LocalFeed;

test.beforeAll(async () => {
  feed = await startLocalFeed('E2E Wire', rss);
});

test.afterAll(async () => {
  await feed.close();
});

async function searchFor(page: Page, query: string) {
  await page.goto(`/dashboard/search`);
  await page.getByRole('textbox', { name: 'Search query' }).fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.describe.configure({ mode: 'serial' });

test('an admin adds a source, tests it, fetches it, finds its articles in the warehouse and the search, and reads one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, accounts.admin);

  // Add the source, testing its feed first.
  await page.goto('/dashboard/group/sources');
  await expect(page.getByRole('heading', { level: 1, name: 'Sources' })).toBeVisible();
  await page.getByRole('button', { name: 'Add source' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add source' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(SOURCE_NAME);
  await dialog.getByRole('textbox', { name: 'Homepage' }).fill(`${feed.base}/`);
  await dialog.getByRole('textbox', { name: 'Feed URLs' }).fill(feed.feedUrl);
  await dialog.getByRole('textbox', { name: 'Country' }).fill('GB');
  await dialog.getByRole('button', { name: 'Test feed' }).click();
  const results = dialog.getByRole('region', { name: 'Feed test results' });
  await expect(results).toContainText('RSS 2.0 "E2E Wire", 3 items (HTTP 200');
  await expect(results.getByRole('table')).toContainText(SAFE_TITLE);
  await dialog.getByRole('button', { name: 'Add source' }).click();
  await expect(page.getByText(`${SOURCE_NAME} saved; it is fetched within seconds`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Fetch it now.
  await page.getByRole('textbox', { name: 'Filter sources' }).fill(MARKER);
  await page.getByRole('button', { name: `Actions for ${SOURCE_NAME}` }).click();
  await page.getByRole('menuitem', { name: 'Fetch now' }).click();
  await expect(page.getByText(`Fetch queued for ${SOURCE_NAME}`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(SOURCE_NAME) });
  await expect(async () => {
    await page.reload();
    await page.getByRole('textbox', { name: 'Filter sources' }).fill(MARKER);
    await expect(row).toContainText('OK', { timeout: 2000 });
    await expect(row.getByRole('cell').nth(4)).toHaveText('3', { timeout: 2000 });
  }).toPass({ timeout: 45_000 });

  // Its articles in the warehouse, filtered by the source.
  await page.goto('/dashboard/group/warehouse');
  await page.getByRole('combobox', { name: 'Sources' }).click();
  await page.getByRole('option', { name: SOURCE_NAME }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/sourceId=/);
  const table = page.getByRole('table', { name: 'Articles' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table).toContainText(SAFE_TITLE);
  await expect(table).toContainText(SECOND_TITLE);

  // Search them, highlighted.
  await searchFor(page, `${MARKER} AND intitle:cranes`);
  const hits = page.getByRole('region', { name: 'Results' });
  await expect(hits.getByRole('status')).toContainText('1 result');
  const hit = hits.getByRole('article');
  await expect(hit.locator('mark').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sources' })).toContainText(SOURCE_NAME);

  // A query that does not parse shows where.
  await searchFor(page, `(${MARKER} OR cranes`);
  await expect(page.getByRole('alert')).toContainText('at character');

  // Read one.
  await searchFor(page, `intitle:cranes ${MARKER}`);
  await page.getByRole('region', { name: 'Results' }).getByRole('link', { name: SAFE_TITLE }).click();
  await expect(page).toHaveURL(/\/dashboard\/read\//);
  await expect(page.getByRole('heading', { level: 1, name: SAFE_TITLE })).toBeVisible();
  const article = page.getByRole('article', { name: SAFE_TITLE });
  await expect(article).toContainText('By Ada Reporter');
  await expect(article).toContainText(SOURCE_NAME);
  await expect(article).toContainText('after a long and careful repair');
  const original = article.getByRole('link', { name: `Read the original on ${SOURCE_NAME}` });
  await expect(original).toHaveAttribute('href', `${feed.base}/articles/a`);
  await expect(original).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a proximity and a prefix find the feed’s articles, a prefix too short is refused at its place, and the help shows both', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, accounts.viewer);
  const hits = page.getByRole('region', { name: 'Results' });
  // Two words at most N apart, in either order: "cranes" stands right after the marker in the body.
  await searchFor(page, `"cranes ${MARKER}"~1`);
  await expect(hits.getByRole('status')).toContainText('1 result');
  await expect(hits.getByRole('article')).toContainText(SAFE_TITLE);
  await searchFor(page, `${MARKER.slice(0, 7)}* AND intitle:council`);
  await expect(hits.getByRole('status')).toContainText('1 result');
  await expect(hits.getByRole('article')).toContainText(SECOND_TITLE);
  await searchFor(page, `zy* ${MARKER}`);
  await expect(page.getByRole('alert')).toContainText('too short a prefix');
  await page.getByRole('button', { name: 'Query syntax' }).click();
  await expect(page.getByRole('region', { name: 'The query language' })).toContainText('"summit sanctions"~5');
});

test('the reader page of an article built from classic XSS vectors runs no script', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, accounts.viewer);

  await searchFor(page, `intitle:vectors ${MARKER}`);
  await page.getByRole('region', { name: 'Results' }).getByRole('link', { name: XSS_TITLE }).click();
  const article = page.getByRole('article', { name: XSS_TITLE });
  await expect(article).toContainText('Plain paragraph before the vectors.');
  await expect(article).toContainText('Plain paragraph after the vectors.');

  // Give every handler a chance: hover, click the links, wait a moment.
  await article
    .getByText('hover me')
    .hover()
    .catch(() => undefined);
  const link = article.getByRole('link', { name: 'a scripted link' });
  if (await link.count()) await link.click({ noWaitAfter: true }).catch(() => undefined);
  await page.waitForTimeout(1000);

  expect(await page.evaluate(() => (window as Window & { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  // What is left in the page: no script, plugin or form element, no event handler, no javascript: URL.
  const leftovers = await article.evaluate((root) =>
    [...root.querySelectorAll('*')].flatMap((element) => {
      const found: string[] = [];
      if (/^(script|object|embed|form)$/i.test(element.tagName)) found.push(element.tagName);
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
        if (/^\s*javascript:/i.test(attribute.value)) found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      }
      return found;
    }),
  );
  expect(leftovers).toEqual([]);
});

test('the same feed written another way is refused with a link to the source that has it, and an admin adds it anyway with a reason', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The source that has the feed, paused (its feed is never fetched), made through the API.
  const headers = { authorization: `Bearer ${await apiToken(page.request, accounts.admin)}` };
  const original = `E2E Original ${MARKER}`;
  const feedUrl = `${feed.base}/original/feed.xml`;
  const added = await page.request.post('/api/source/add', {
    headers,
    data: { name: original, homepage: `${feed.base}/`, feedUrls: [feedUrl], language: 'en', country: 'GB', active: false },
  });
  expect(added.status()).toBe(201);
  const originalId = ((await added.json()) as { id: string }).id;

  await signIn(page, accounts.admin);
  await page.goto('/dashboard/group/sources');
  await page.getByRole('button', { name: 'Add source' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add source' });
  const again = `E2E Again ${MARKER}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(again);
  await dialog.getByRole('textbox', { name: 'Homepage' }).fill(`${feed.base}/`);
  // A trailing slash and a newsletter's tracking parameters: the same feed.
  const written = `${feedUrl}/?utm_source=newsletter&utm_medium=email`;
  await dialog.getByRole('textbox', { name: 'Feed URLs' }).fill(written);
  await dialog.getByRole('textbox', { name: 'Country' }).fill('GB');
  await dialog.getByRole('button', { name: 'Add source' }).click();

  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText(`${original} already polls this feed`);
  await expect(refusal.getByRole('link', { name: `Open ${original}` })).toHaveAttribute('href', `/dashboard/source-analysis/${originalId}`);
  const addAnyway = refusal.getByRole('button', { name: 'Add anyway' });
  await expect(addAnyway).toBeDisabled();
  await refusal.getByRole('textbox', { name: 'Reason to add it anyway' }).fill('Polled twice to compare the two fetch schedules');
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/source/add') && response.status() === 201);
  await addAnyway.click();
  const againId = ((await (await saved).json()) as { id: string }).id;
  await expect(page.getByText(`${again} saved; it is fetched within seconds`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Filter sources' }).fill(MARKER);
  await expect(page.getByRole('row', { name: new RegExp(again) })).toBeVisible();

  // Both go again, so no later journey meets a feed that is not one.
  for (const id of [originalId, againId]) {
    expect((await page.request.delete(`/api/source/delete/${id}`, { headers })).status()).toBe(204);
  }
});
