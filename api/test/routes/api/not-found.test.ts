import { useTestApp } from '../../helpers/test-app';

describe('unknown routes', () => {
  const ctx = useTestApp();

  it.each([
    ['GET', '/api/unknown'],
    ['POST', '/api/auth/unknown'],
    ['DELETE', '/api/auth/login'],
  ] as const)('%s %s answers a JSON 404', async (method, url) => {
    const response = await ctx.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: `Route ${method} ${url} not found` });
  });
});
