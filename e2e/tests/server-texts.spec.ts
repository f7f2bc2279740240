import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';

import { accounts } from '../support/accounts';
import { HOST_ORIGIN, startLocalFeed, type LocalFeed } from '../support/servers';
import { signIn } from '../support/sign-in';

// The server's words in the reader's language (docs/decisions/0040-server-texts-as-codes.md):
// an analyst signs in, switches to Arabic, opens the Daily Report, Tension,
// the alerts page with an alert fired by a feed served here, and the worker
// page with a feed that fails; none of the catalogue's English sentences is
// on any of them. Screenshots of the alerts and worker pages in French and
// Arabic go to .artifacts/server-texts/.

const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.artifacts', 'server-texts');
const MARKER = `qtexts${Date.now().toString(36)}`;

/**
 * The catalogue's English (shared/src/messages/en.ts, read as text: the suite
 * does not load the workspace's TypeScript), each text cut at its parameters:
 * the fixed words a page would show untranslated.
 */
const CATALOGUE = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../shared/src/messages/en.ts'), 'utf8');
const ENGLISH_SENTENCES = [...CATALOGUE.slice(CATALOGUE.indexOf('export const messagesEn')).matchAll(/'((?:[^'\\]|\\.)*)'/g)]
  .map((match) => match[1]!.replace(/\\'/g, "'"))
  .flatMap((text) => text.split(/\{\{\s*\w+\s*\}\}/))
  .map((part) => part.trim())
  // Short pieces ("h", "UTC", "HTTP 404") are not sentences, and would be found inside names and figures.
  .filter((part) => part.length >= 14 && /[a-z]{3,} [a-z]{2,}/i.test(part));

let feed: LocalFeed;
let api: APIRequestContext;

function rss(base: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Texts Wire</title><link>${base}/</link><description>e2e</description><language>en</language>
<item><guid isPermaLink="false">${MARKER}-1</guid><title>Harbour strike ${MARKER}</title><link>${base}/articles/1</link>
<pubDate>${new Date(Date.now() - 60_000).toUTCString()}</pubDate>
<description>A story of the server texts journey, long enough to be read as an article body by the pipeline.</description></item>
</channel></rss>`;
}

async function englishOnPage(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return ENGLISH_SENTENCES.filter((sentence) => text.includes(sentence));
}

async function settle(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0, { timeout: 20_000 });
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

test.beforeAll(async () => {
  feed = await startLocalFeed('Texts Wire', rss);
  api = await playwrightRequest.newContext({ baseURL: HOST_ORIGIN });
  const login = await api.post('/api/auth/login', { data: { email: accounts.admin.email, password: accounts.admin.password } });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  // A topic that alerts on every match, and a source whose feed holds a match: one alert.
  const topic = await api.post('/api/topic/add', {
    headers,
    data: { name: `Texts ${MARKER}`, query: MARKER, alertPolicy: { kind: 'every', cooldownMinutes: 0 } },
  });
  expect(topic.status()).toBe(201);
  const source = async (name: string, feedUrl: string) => {
    const added = await api.post('/api/source/add', {
      headers,
      data: { name, homepage: `${feed.base}/`, feedUrls: [feedUrl], language: 'en', country: 'GB' },
    });
    expect(added.status()).toBe(201);
    const id = ((await added.json()) as { id: string }).id;
    expect((await api.post(`/api/source/fetch/${id}`, { headers })).ok()).toBe(true);
    return id;
  };
  await source(`Texts Wire ${MARKER}`, feed.feedUrl);
  // A page that is not a feed: the source fails, and says why.
  await source(`Broken Wire ${MARKER}`, `${feed.base}/not-a-feed`);
  await expect
    .poll(
      async () => {
        const alerts = await api.get(`/api/alert/all?kind=topic-match`, { headers });
        const { items } = (await alerts.json()) as { items: Array<{ topic: { name: string } | null }> };
        return items.some((item) => item.topic?.name === `Texts ${MARKER}`);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect
    .poll(
      async () => {
        const sources = (await (await api.get('/api/source/all', { headers })).json()) as Array<{
          name: string;
          health: { lastErrorMessage?: { code: string } | null };
        }>;
        return sources.find((item) => item.name === `Broken Wire ${MARKER}`)?.health.lastErrorMessage?.code ?? null;
      },
      { timeout: 30_000 },
    )
    .toBe('parse.htmlPage');
});

test.afterAll(async () => {
  await api?.dispose();
  await feed?.close();
});

test('the catalogue gives the check its English sentences', () => {
  expect(ENGLISH_SENTENCES).toEqual(
    expect.arrayContaining([
      'has gone silent',
      'Nothing published for',
      'Not a feed: the server sent an HTML page (is the feed URL right?)',
    ]),
  );
  expect(ENGLISH_SENTENCES.length).toBeGreaterThan(40);
});

test('in Arabic, the report, tension, alerts and worker pages carry no English sentence from the server', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, accounts.analyst);
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();

  // The pages told the API the language the analyst reads: digests are written in it.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  await expect
    .poll(async () => (await (await api.get('/api/user/language', { headers: { authorization: `Bearer ${token}` } })).json()) as unknown)
    .toEqual({ language: 'ar' });

  await page.goto('/dashboard/reports');
  await settle(page, 'التقرير اليومي');
  expect(await englishOnPage(page)).toEqual([]);

  await page.goto('/dashboard/tension');
  await settle(page, 'التوتر');
  expect(await englishOnPage(page)).toEqual([]);

  await page.goto('/dashboard/alerts');
  await settle(page, 'التنبيهات');
  const alert = page.getByRole('listitem', { name: `مطابقات جديدة لـ Texts ${MARKER}` }).first();
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('مقال مطابق جديد واحد');
  await alert.getByRole('link', { name: 'فتح المقال' }).focus();
  expect(await englishOnPage(page)).toEqual([]);
  await shoot(page, 'alerts-ar');

  await page.goto('/dashboard/worker');
  await settle(page, 'العامل');
  const health = page.getByRole('table', { name: 'حالة الخلاصات' });
  await expect(health.getByRole('row', { name: new RegExp(`Broken Wire ${MARKER}`) })).toContainText(
    'ليست خلاصة: أرسل الخادم صفحة HTML (هل عنوان الخلاصة صحيح؟)',
  );
  expect(await englishOnPage(page)).toEqual([]);
  await shoot(page, 'worker-ar');
  await health
    .getByRole('row', { name: new RegExp(`Broken Wire ${MARKER}`) })
    .screenshot({ path: path.join(SCREENSHOTS, 'worker-row-ar.png') });

  // And in French.
  await page.getByRole('button', { name: 'اللغة' }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('table', { name: 'État des flux' }).getByRole('row', { name: new RegExp(`Broken Wire ${MARKER}`) }),
  ).toContainText('Pas un flux : le serveur a envoyé une page HTML');
  expect(await englishOnPage(page)).toEqual([]);
  await shoot(page, 'worker-fr');
  await page
    .getByRole('table', { name: 'État des flux' })
    .getByRole('row', { name: new RegExp(`Broken Wire ${MARKER}`) })
    .screenshot({ path: path.join(SCREENSHOTS, 'worker-row-fr.png') });
  await page.goto('/dashboard/alerts');
  await settle(page, 'Alertes');
  await expect(page.getByRole('listitem', { name: `Nouvelles correspondances pour Texts ${MARKER}` }).first()).toContainText(
    '1 nouvel article correspondant',
  );
  expect(await englishOnPage(page)).toEqual([]);
  await shoot(page, 'alerts-fr');
});
