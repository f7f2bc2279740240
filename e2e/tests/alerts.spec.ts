import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';

import { accounts } from '../support/accounts';
import { HOST_ORIGIN, startLocalFeed, type LocalFeed } from '../support/servers';
import { signIn } from '../support/sign-in';

// The alerts journey on the built product (docs/decisions/0022-alerts.md): an analyst adds a topic
// with an every-match alert; a matching item is published on a feed served
// here and fetched; the bell's badge counts up without a reload; the alert
// opens its article.

const MARKER = `qalert${Date.now().toString(36)}`;
const TOPIC_NAME = `Alert watch ${MARKER}`;
const SOURCE_NAME = `Alert Wire ${MARKER}`;
const MATCHING_TITLE = `Harbour strike spreads ${MARKER}`;

let published = false;
let feed: LocalFeed;
let api: APIRequestContext;
let adminToken = '';

function rss(base: string): string {
  const item = (id: string, title: string, minutesAgo: number) => `
    <item>
      <guid isPermaLink="false">${MARKER}-${id}</guid>
      <title>${title}</title>
      <link>${base}/articles/${id}</link>
      <pubDate>${new Date(Date.now() - minutesAgo * 60_000).toUTCString()}</pubDate>
      <description>A story of the alerts journey, long enough to be read as an article body by the pipeline.</description>
    </item>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Alert Wire</title><link>${base}/</link><description>e2e</description><language>en</language>
${item('quiet', 'Weather stays calm over the weekend', 30)}
${published ? item('match', MATCHING_TITLE, 1) : ''}
</channel></rss>`;
}

test.beforeAll(async () => {
  feed = await startLocalFeed('Alert Wire', rss);
  api = await playwrightRequest.newContext({ baseURL: HOST_ORIGIN });
  const login = await api.post('/api/auth/login', { data: { email: accounts.admin.email, password: accounts.admin.password } });
  expect(login.ok()).toBe(true);
  adminToken = ((await login.json()) as { token: string }).token;
});

test.afterAll(async () => {
  await api?.dispose();
  await feed.close();
});

test('an every-match topic alerts: the bell counts up without a reload and opens the article', async ({ page }) => {
  test.setTimeout(120_000);
  const headers = { authorization: `Bearer ${adminToken}` };
  const added = await api.post('/api/source/add', {
    headers,
    data: { name: SOURCE_NAME, homepage: `${feed.base}/`, feedUrls: [feed.feedUrl], language: 'en', country: 'GB' },
  });
  expect(added.status()).toBe(201);
  const sourceId = ((await added.json()) as { id: string }).id;

  // The analyst adds the topic with an every-match alert in the topic dialog.
  await signIn(page, accounts.analyst);
  await page.goto('/dashboard/group/topics');
  await page.getByRole('button', { name: 'Add topic' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add topic' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(TOPIC_NAME);
  await dialog.getByRole('textbox', { name: 'Query' }).fill(MARKER);
  await dialog.getByRole('combobox', { name: 'Alerts' }).click();
  await page.getByRole('option', { name: 'Every new match' }).click();
  await expect(dialog.getByRole('spinbutton', { name: 'Cooldown (minutes)' })).toHaveValue('60');
  await dialog.getByRole('button', { name: 'Add topic' }).click();
  await expect(page.getByText(`${TOPIC_NAME} saved`)).toBeVisible();

  const bell = page.getByRole('button', { name: /^Alerts, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const before = Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')![1]);

  // A matching item is published and the source fetched; the page stays as it is.
  published = true;
  const fetched = await api.post(`/api/source/fetch/${sourceId}`, { headers });
  expect(fetched.status()).toBe(202);
  await expect
    .poll(async () => Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')![1]), { timeout: 30_000 })
    .toBeGreaterThan(before);

  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Alerts' });
  const alert = drawer.getByRole('listitem', { name: `New matches for ${TOPIC_NAME}` });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('1 new matching article');
  await alert.getByRole('link', { name: 'Open the article' }).click();
  await expect(page).toHaveURL(/\/dashboard\/read\//);
  await expect(page.getByRole('heading', { name: MATCHING_TITLE })).toBeVisible();
});

test('the alerts page in English and, right to left, in Arabic, with the webhooks for an admin', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, accounts.admin);
  await page.goto('/dashboard/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Alerts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  await page.screenshot({ path: `${test.info().outputDir}/alerts-en.png`, fullPage: true });

  await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'التنبيهات' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'التنبيهات' })).toBeVisible();
  await page.getByRole('button', { name: /^التنبيهات، غير المقروءة: \d+$/ }).click();
  await expect(page.getByRole('dialog', { name: 'التنبيهات' })).toBeVisible();
  await page.screenshot({ path: `${test.info().outputDir}/alerts-ar-drawer.png` });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${test.info().outputDir}/alerts-ar.png`, fullPage: true });
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
});
