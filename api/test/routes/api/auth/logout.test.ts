import type { FastifyInstance } from 'fastify';

import { DEMO, bearer, decodeJwt, login } from '../../../helpers/auth';
import { useTestApp } from '../../../helpers/test-app';

function me(app: FastifyInstance, token: string) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
}

function logout(app: FastifyInstance, token?: string) {
  return app.inject({ method: 'POST', url: '/api/auth/logout', headers: token ? bearer(token) : {} });
}

describe('POST /api/auth/logout', () => {
  const ctx = useTestApp();

  it('answers 204 and refuses the same token afterwards', async () => {
    const token = await login(ctx.app, DEMO.analyst);
    expect((await me(ctx.app, token)).statusCode).toBe(200);

    const response = await logout(ctx.app, token);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const after = await me(ctx.app, token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'This session has ended. Sign in again.',
    });
    expect((await logout(ctx.app, token)).statusCode).toBe(401);
  });

  it("ends only that token: the user's other sessions go on", async () => {
    const first = await login(ctx.app, DEMO.viewer);
    const second = await login(ctx.app, DEMO.viewer);
    expect((await logout(ctx.app, first)).statusCode).toBe(204);
    expect((await me(ctx.app, first)).statusCode).toBe(401);
    expect((await me(ctx.app, second)).statusCode).toBe(200);
  });

  it('records the jti with the token expiry', async () => {
    const token = await login(ctx.app, DEMO.admin);
    const { jti, exp, sub } = decodeJwt(token).payload as { jti: string; exp: number; sub: string };
    await logout(ctx.app, token);

    const { rows } = await ctx.db.query<{ user_id: string; expires_at: Date }>(
      'SELECT user_id, expires_at FROM token_revocations WHERE jti = $1',
      [jti],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.user_id).toBe(sub);
    expect(new Date(rows[0]!.expires_at).getTime()).toBe(exp * 1000);
  });

  it('answers 401 without a token', async () => {
    const response = await logout(ctx.app);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });
});
