import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { accounts, type Account } from '../support/accounts';
import { startLocalFeed, type LocalFeed } from '../support/servers';
import { signIn } from '../support/sign-in';

// Live monitoring (docs/decisions/0021-live-events.md): an analyst has Real Time Events open in one tab
// and Monitor (with a column for a topic) in another; an item matching the
// topic is published on a feed served here and its fetch triggered; it
// arrives on both pages without a reload.

const MARKER = `qzlive${Date.now().toString(36)}`;
const TOPIC_NAME = `Live ${MARKER}`;
const SOURCE_NAME = `Live Wire ${MARKER}`;
const OTHER_TITLE = `Council meets on Monday ${MARKER.slice(0, 3)}`;
const MATCH_TITLE = `Harbour flooded overnight ${MARKER}`;

let items: Array<{ id: string; title: string }> = [{ id: 'other', title: OTHER_TITLE }];
let feed: LocalFeed;

function rss(base: string): string {
  const now = Date.now();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Live Wire</title><link>${base}/</link><description>e2e</description><language>en</language>
${items
  .map(
    (item, index) =>
      `<item><guid isPermaLink="false">${MARKER}-${item.id}</guid><title>${item.title}</title><link>${base}/articles/${item.id}</link>` +
      `<pubDate>${new Date(now - index * 60_000).toUTCString()}</pubDate><description>${item.title}: a story told with enough words to be read by the pipeline.</description></item>`,
  )
  .join('\n')}
</channel></rss>`;
}

test.beforeAll(async () => {
  feed = await startLocalFeed('Live Wire', rss);
});

test.afterAll(async () => {
  await feed.close();
});

async function tokenOf(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function api(request: APIRequestContext, token: string, method: 'post' | 'put', url: string, data?: unknown) {
  const response = await request[method](url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json().catch(() => null) as Promise<Record<string, unknown> | null>;
}

async function openLive(page: Page, path: string) {
  await signIn(page, accounts.analyst);
  await page.goto(path);
  await expect(page.getByRole('status').filter({ hasText: /^Live$/ })).toBeVisible({ timeout: 20_000 });
}

test('a matching item published on a feed arrives live on Real Time Events and Monitor, without a reload', async ({ browser, request }) => {
  // The machine builds and serves the whole product: generous, not a measure of speed.
  test.setTimeout(240_000);
  const admin = await tokenOf(request, accounts.admin);
  const analyst = await tokenOf(request, accounts.analyst);

  // The topic, a column for it on the analyst's Monitor, and a source on the local feed.
  const topic = (await api(request, analyst, 'post', '/api/topic/add', {
    name: TOPIC_NAME,
    description: '',
    query: MARKER,
    alertPolicy: { kind: 'every', threshold: null },
    active: true,
  }))!;
  await api(request, analyst, 'put', '/api/monitor/columns', { topicIds: [topic.id] });
  const source = (await api(request, admin, 'post', '/api/source/add', {
    name: SOURCE_NAME,
    homepage: `${feed.base}/`,
    feedUrls: [feed.feedUrl],
    language: 'en',
    country: 'GB',
  }))!;

  const context = await browser.newContext();
  const events = await context.newPage();
  const monitor = await context.newPage();
  await openLive(events, '/dashboard/realTimeEvents');
  await openLive(monitor, '/dashboard/monitor');
  const column = monitor.getByRole('region', { name: TOPIC_NAME });
  await expect(column).toBeVisible();
  await expect(column.getByText(`Query: ${MARKER}`)).toBeVisible();
  await expect(column.getByRole('link', { name: MATCH_TITLE })).toHaveCount(0);

  // Published on the feed, then fetched now.
  items = [{ id: 'match', title: MATCH_TITLE }, ...items];
  const loadsBefore = { events: 0, monitor: 0 };
  events.on('load', () => (loadsBefore.events += 1));
  monitor.on('load', () => (loadsBefore.monitor += 1));
  await api(request, analyst, 'post', `/api/source/fetch/${source.id as string}`);

  const live = events.getByRole('list', { name: 'Live events' });
  await expect(live.getByRole('link', { name: MATCH_TITLE })).toBeVisible({ timeout: 30_000 });
  await expect(live.getByRole('link', { name: MATCH_TITLE })).toHaveAttribute('href', /\/dashboard\/read\/[0-9a-f-]{36}$/);
  await expect(column.getByRole('link', { name: MATCH_TITLE })).toBeVisible({ timeout: 30_000 });
  // The other item is in the stream, but not in the topic's column.
  await expect(column.getByRole('link', { name: OTHER_TITLE })).toHaveCount(0);
  expect(loadsBefore).toEqual({ events: 0, monitor: 0 });

  // Filtered by the topic (in the URL), only the match is listed.
  await events.goto(`/dashboard/realTimeEvents?topicId=${topic.id as string}&type=article`);
  await expect(events.getByRole('list', { name: 'Live events' }).getByRole('link', { name: MATCH_TITLE })).toBeVisible({ timeout: 20_000 });
  await events.screenshot({ path: test.info().outputPath('live-real-time-events-en.png'), fullPage: true });
  await monitor.screenshot({ path: test.info().outputPath('live-monitor-en.png'), fullPage: true });
  // At phone width, the columns stack and every control stays reachable.
  await monitor.setViewportSize({ width: 390, height: 844 });
  await expect(monitor.getByRole('button', { name: `Remove the column ${TOPIC_NAME}` })).toBeVisible();
  await monitor.screenshot({ path: test.info().outputPath('live-monitor-phone.png'), fullPage: true });
  await monitor.setViewportSize({ width: 1440, height: 900 });

  // Arabic, right to left.
  for (const page of [events, monitor]) {
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
  await expect(monitor.getByRole('button', { name: `نقل ${TOPIC_NAME} إلى اليمين` })).toBeVisible({ timeout: 20_000 });
  await expect(events.getByRole('list', { name: 'الأحداث المباشرة' })).toBeVisible({ timeout: 20_000 });
  await events.screenshot({ path: test.info().outputPath('live-real-time-events-ar.png'), fullPage: true });
  await monitor.screenshot({ path: test.info().outputPath('live-monitor-ar.png'), fullPage: true });
  await context.close();
});
