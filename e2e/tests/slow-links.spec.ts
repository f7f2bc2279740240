import { expect, test, type Page } from '@playwright/test';

import { emulateLink, ROUTES, signInToken } from '../../scripts/lib/bench-routes.mjs';

// docs/decisions/0049-time-outs-measure-progress.md: a healthy remote is never declared down because the link
// is slow (docs/decisions/0049-time-outs-measure-progress.md). Sign-in, the
// landing, Explore and the sources page, each loaded cold under Chromium's
// network emulation, once at Slow 3G and once with 2 s added to every round
// trip, draw their content, and no fallback ("… is unavailable", a route's
// error) shows at any moment of the load. Before, the manifests were cut after
// 1 s and a remote's entry after 4 s: the landing showed "Explore is unavailable".

/** Chromium DevTools' Slow 3G preset (its figures: 2 s round trips, 50 kB/s), and 2 s round trips at full speed. */
const LINKS = [
  { name: 'Slow 3G', latency: 2000, download: 50_000, upload: 50_000 },
  { name: '2 s of added latency', latency: 2000, download: -1, upload: -1 },
] as const;

/** Runs in the page: notes whether a fallback was ever on screen, however briefly. */
function watchFallbacks() {
  const FALLBACK = /is unavailable|could not be loaded|Something went wrong/;
  let frame = 0;
  const check = () => {
    frame = 0;
    const fallback =
      document.querySelector('[data-remote-fallback]') ?? (FALLBACK.test(document.body?.innerText ?? '') ? document.body : null);
    if (fallback) (globalThis as { __fallbackSeen?: string }).__fallbackSeen ??= fallback.textContent?.slice(0, 200) ?? '';
  };
  new MutationObserver(() => {
    frame ||= requestAnimationFrame(check);
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** What the bench waits for on a route (scripts/lib/bench-routes.mjs). */
type ReadyElement = { role: Parameters<Page['getByRole']>[0]; name: string; level?: number };

let token = '';
test.beforeAll(async () => {
  token = await signInToken();
});

for (const link of LINKS) {
  for (const route of ROUTES) {
    test(`${route.path} draws at ${link.name} with no fallback shown`, async ({ browser }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      try {
        if (route.signedIn) await context.addInitScript((value) => sessionStorage.setItem('token', value), token);
        await context.addInitScript(watchFallbacks);
        const page = await context.newPage();
        await emulateLink(context, page, link);
        await page.goto(route.path, { timeout: 120_000, waitUntil: 'commit' });
        for (const { role, name, level } of route.ready as ReadyElement[])
          await expect(page.getByRole(role, { name, exact: true, level }).first()).toBeVisible({ timeout: 150_000 });
        expect(await page.evaluate(() => (globalThis as { __fallbackSeen?: string }).__fallbackSeen ?? null)).toBeNull();
        // The footer player (another remote) drew too, on the dashboard.
        if (route.signedIn) await expect(page.getByRole('region', { name: 'Podcast player' })).toBeVisible({ timeout: 60_000 });
        expect(await page.evaluate(() => (globalThis as { __fallbackSeen?: string }).__fallbackSeen ?? null)).toBeNull();
      } finally {
        await context.close();
      }
    });
  }
}
