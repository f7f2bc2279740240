import { testDatabaseKind } from '../../helpers/test-env';
import { useTestApp } from '../../helpers/test-app';

describe('GET /api/health', () => {
  const ctx = useTestApp();

  it('answers ok and the kind of database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testDatabaseKind(), replica: 'none' });
  });

  it('answers over a real socket too', async () => {
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${address}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: testDatabaseKind(), replica: 'none' });
  });
});
