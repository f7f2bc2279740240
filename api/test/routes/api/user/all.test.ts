import { DEMO, bearer, login } from '../../../helpers/auth';
import { useTestApp } from '../../../helpers/test-app';

describe('GET /api/user/all', () => {
  const ctx = useTestApp();

  it('lists every account to an admin, without password hashes', async () => {
    const token = await login(ctx.app, DEMO.admin);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user/all', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const { users } = response.json<{ users: Array<Record<string, unknown>> }>();
    expect(users.map((user) => user.email)).toEqual(expect.arrayContaining([DEMO.admin, DEMO.analyst, DEMO.viewer]));
    expect(users.find((user) => user.email === DEMO.viewer)).toMatchObject({ role: 'viewer', fullName: expect.any(String) });
    expect(response.body).not.toMatch(/password/i);
  });

  it('refuses analysts and viewers (403) and anonymous calls (401)', async () => {
    for (const email of [DEMO.analyst, DEMO.viewer]) {
      const token = await login(ctx.app, email);
      const response = await ctx.app.inject({ method: 'GET', url: '/api/user/all', headers: bearer(token) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/all' })).statusCode).toBe(401);
  });
});
