import { expect, test } from '@playwright/test';

import { signIn } from '../support/sign-in';

// docs/decisions/0011-hardening.md, "Browser hardening": the product runs under its Content-Security-Policy. The
// host page allows scripts and connections from its own origin and the
// remotes of remotes.json only, with no inline script; the federation runtime
// still loads every remote, and the browser reports no policy violation on
// the way. No page may be framed.

test.describe('browser hardening', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
  });

  test('the host page carries the policy and its headers', async ({ page }) => {
    const response = await page.goto('/auth/jwt/login');
    const headers = response!.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' http:\/\/localhost:\d+/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const api = await page.request.get('/api/health');
    expect(api.headers()['x-content-type-options']).toBe('nosniff');
    expect(api.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('every remote loads under the policy with no violation', async ({ page }) => {
    await signIn(page);
    for (const [path, heading] of [
      ['/dashboard/reports', 'Daily Report'],
      ['/dashboard/group/sources', 'Sources'],
      ['/dashboard/worker', 'Worker'],
      ['/dashboard/related-articles', 'Explore'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    // The footer player (remote-player) is on every dashboard page.
    await expect(page.getByRole('button', { name: 'Playlist' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});
