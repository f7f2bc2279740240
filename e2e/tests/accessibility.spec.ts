import { expect, test, type Page } from '@playwright/test';

import { DASHBOARD_PAGES, GUEST_PAGES, sampleRoute } from '../../scripts/lib/page-routes.mjs';
import { accounts } from '../support/accounts';
import { axeFindings, type AxeFinding } from '../support/axe';
import { layoutFindings } from '../support/layout';
import { HOST_ORIGIN } from '../support/servers';
import { apiToken } from '../support/shell';

// Every page of the product, checked by axe-core (WCAG 2.1 A and AA, and
// axe's best practices) once it has loaded: in English, light, on a desktop;
// in French, light, bold contrast and the orange preset, on a tablet; and in
// Arabic, dark, right to left, at phone width, where each page's tables and
// cards are also measured (support/layout.ts: no cell narrower than its
// longest word, nothing clipped, nothing past its card). The pages come from
// the remote contract (scripts/lib/page-routes.mjs), with their sample values.

// axe is injected as a script of its own, which the host's Content Security
// Policy (rightly) forbids to a page's scripts.
test.use({ bypassCSP: true });

/** The signed-in pages, with their parameters filled from the demo data. */
async function routes(page: Page): Promise<string[]> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const get = async <T>(path: string): Promise<T> => {
    const response = await page.request.get(`${HOST_ORIGIN}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.ok(), path).toBe(true);
    return (await response.json()) as T;
  };
  const [sources, articles] = await Promise.all([
    get<Array<{ id: string }>>('/api/source/all'),
    get<{ items: Array<{ id: string }> }>('/api/article/all?limit=1'),
  ]);
  // The demo issue is written just after the articles are seeded: wait for it on a fresh stack.
  let issues: Array<{ id: string }> = [];
  await expect
    .poll(async () => (issues = await get<Array<{ id: string }>>('/api/ejournal/all')).length, { timeout: 90_000 })
    .toBeGreaterThan(0);
  // The demo's most named person in the last 60 days (entity ids are given as the seed finds them).
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
  const named = await get<{ people: Array<{ id: number }> }>(
    `/api/explore/entities?q=storm%20OR%20election&from=${from}&to=${today}&tz=UTC`,
  );
  const records = {
    article: articles.items[0]!.id,
    ejournalIssue: issues[0]!.id,
    source: sources[0]!.id,
    entity: String(named.people[0]!.id),
  };
  return DASHBOARD_PAGES.map((entry) => sampleRoute(entry, records));
}

/**
 * Opens `route` the way a person moves through the product once it is open: the first by its
 * address, the next ones in the page (the router follows the history, no reload), which spares
 * each page a cold start of the whole bundle in the browser. Headings already seen are marked,
 * so the check waits for the new page's own.
 */
async function visit(page: Page, route: string, first: boolean) {
  if (first) await page.goto(route);
  else
    await page.evaluate((next) => {
      for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-seen', '');
      history.pushState(null, '', next);
      dispatchEvent(new PopStateEvent('popstate'));
    }, route);
  await expect(page.locator('h1:not([data-seen])').first()).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe(new URL(route, HOST_ORIGIN).pathname);
}

/** Waits for the page to have loaded: its heading shown, no progress bar, no skeleton. */
async function loaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('main [role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('main .MuiSkeleton-root')).toHaveCount(0, { timeout: 20_000 });
}

function report(findings: Record<string, AxeFinding[]>): string {
  return Object.entries(findings)
    .map(
      ([route, list]) =>
        `${route}\n${list.map((f) => `  ${f.rule} (${f.impact}): ${f.help}\n${f.nodes.map((n) => `    ${n}`).join('\n')}`).join('\n')}`,
    )
    .join('\n');
}

const VIEWS = [
  { name: 'English, light, desktop', language: 'en', settings: { themeMode: 'light' }, viewport: { width: 1440, height: 900 } },
  {
    name: 'French, light, bold contrast, orange preset, tablet',
    language: 'fr',
    settings: { themeMode: 'light', themeContrast: 'bold', themeColorPresets: 'orange' },
    viewport: { width: 820, height: 1180 },
  },
  {
    name: 'Arabic, dark, right to left, phone',
    language: 'ar',
    settings: { themeMode: 'dark', themeDirection: 'rtl' },
    viewport: { width: 390, height: 844 },
    layout: true,
  },
] as const;

for (const view of VIEWS) {
  test(`every page passes axe-core: ${view.name}`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(view.viewport);
    await page.goto('/auth/jwt/login');
    await page.evaluate(
      ({ language, settings }) => {
        localStorage.setItem('i18nextLng', language);
        localStorage.setItem('settings', JSON.stringify(settings));
      },
      { language: view.language, settings: view.settings },
    );
    const findings: Record<string, AxeFinding[]> = {};
    const layout: Record<string, string[]> = {};
    for (const route of GUEST_PAGES.map((entry) => sampleRoute(entry))) {
      await page.goto(route);
      // Its form drawn (a reset link's page has only password fields, which are not textboxes).
      await expect(page.locator('form input').first()).toBeVisible({ timeout: 20_000 });
      const found = await axeFindings(page);
      if (found.length) findings[route] = found;
    }
    // Signed in as the admin (the one who sees every page), by the API.
    const token = await apiToken(page.request, accounts.admin);
    await page.evaluate((value) => sessionStorage.setItem('token', value), token);
    for (const [index, route] of (await routes(page)).entries()) {
      await visit(page, route, index === 0);
      await loaded(page);
      const found = await axeFindings(page);
      if (found.length) findings[route] = found;
      if ('layout' in view) {
        const faults = await layoutFindings(page);
        if (faults.length) layout[route] = faults;
      }
    }
    expect(findings, report(findings)).toEqual({});
    expect(layout, JSON.stringify(layout, null, 2)).toEqual({});
  });
}
