import { DEMO, bearer, login } from '../helpers/auth';
import { useTestApp } from '../helpers/test-app';

// docs/decisions/0011-hardening.md, "Browser hardening": every answer of the API, errors and 404s included, says
// nosniff, a strict referrer policy and no framing; only the docs page loads scripts.

describe('security headers on the API', () => {
  const ctx = useTestApp();

  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/auth/me'],
    ['GET', '/api/nowhere'],
    ['POST', '/api/auth/login'],
    ['GET', '/api/article/all?page=0'],
  ])('%s %s', async (method, url) => {
    const response = await ctx.app.inject({ method: method as 'GET', url, payload: method === 'POST' ? {} : undefined });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
  });

  it('on a signed-in answer and a CSV export', async () => {
    const token = await login(ctx.app, DEMO.viewer);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/article/export', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('tells browsers and proxies to keep no copy of what a signed-in user is answered', async () => {
    const token = await login(ctx.app, DEMO.viewer);
    for (const url of ['/api/auth/me', '/api/article/all?page=0', '/api/article/export', '/api/nowhere']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect([url, response.headers['cache-control']]).toEqual([url, 'private, no-store']);
    }
    const expired = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer not-a-token' } });
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['cache-control']).toBe('private, no-store');
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(anonymous.headers['cache-control']).toBeUndefined();
  });

  it('lets the docs page load its own scripts and nothing inline', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
