import { randomUUID } from 'node:crypto';
import fs from 'node:fs';

import type { FastifyInstance } from 'fastify';

import { DEMO, bearer, login, signJwt } from '../../../helpers/auth';
import { TEST_JWT_SECRET, buildTestApp, makeTempDir, useTestApp } from '../../../helpers/test-app';

function me(app: FastifyInstance, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: '/api/auth/me', headers });
}

const now = () => Math.floor(Date.now() / 1000);

describe('GET /api/auth/me', () => {
  const ctx = useTestApp();
  let analystId: string;

  beforeAll(async () => {
    const { rows } = await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO.analyst]);
    analystId = rows[0]!.id;
  });

  it('answers the signed-in user', async () => {
    const token = await login(ctx.app, DEMO.analyst);
    const response = await me(ctx.app, bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: analystId,
        email: DEMO.analyst,
        firstName: 'Léo',
        lastName: 'Martin',
        fullName: 'Léo Martin',
        displayName: 'Léo Martin',
        photoURL: null,
        role: 'analyst',
      },
    });
  });

  it('answers 401 without a token', async () => {
    const response = await me(ctx.app);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Authentication required: send an Authorization: Bearer <token> header',
    });
  });

  it.each([
    ['garbage', { authorization: 'Bearer not-a-jwt' }],
    ['three garbage parts', { authorization: 'Bearer abc.def.ghi' }],
    ['another scheme', { authorization: 'Basic YWRtaW46bWVkaWF3YXRjaA==' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('answers 401 to %s', async (_label, headers) => {
    const response = await me(ctx.app, headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('answers 401 "Token expired" to an expired token', async () => {
    const token = signJwt({ sub: analystId, role: 'analyst', iat: now() - 7200, exp: now() - 60 }, TEST_JWT_SECRET);
    const response = await me(ctx.app, bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Token expired' });
  });

  it('accepts the same hand-made token while it is valid (so the checks above test expiry, not the signer)', async () => {
    const token = signJwt({ sub: analystId, role: 'analyst', iat: now(), exp: now() + 60 }, TEST_JWT_SECRET);
    expect((await me(ctx.app, bearer(token))).statusCode).toBe(200);
  });

  it('answers 401 to a token signed with another secret', async () => {
    const token = signJwt({ sub: analystId, role: 'admin', iat: now(), exp: now() + 60 }, 'x'.repeat(48));
    const response = await me(ctx.app, bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid token');
  });

  it('answers 401 to a token without exp', async () => {
    const token = signJwt({ sub: analystId, role: 'analyst', iat: now() }, TEST_JWT_SECRET);
    expect((await me(ctx.app, bearer(token))).statusCode).toBe(401);
  });

  it('answers 401 to a token of a user that no longer exists', async () => {
    const token = signJwt({ sub: randomUUID(), role: 'admin', iat: now(), exp: now() + 60 }, TEST_JWT_SECRET);
    const response = await me(ctx.app, bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid token');
  });
});

// ----------------------------------------------------------------------

describe('requirePermission', () => {
  const ctx = useTestApp();
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = makeTempDir();
    // Throwaway routes guarded the way later domains guard theirs: manageUsers is admin's, manageTopics admin's and analyst's.
    app = await buildTestApp(ctx.db, { dataDir }, async (instance) => {
      instance.get('/api/probe/admin', { preHandler: instance.requirePermission('manageUsers') }, async () => ({ ok: true }));
      instance.post('/api/probe/write', { preHandler: instance.requirePermission('manageTopics') }, async () => ({ ok: true }));
      instance.get('/api/probe/read', { preHandler: instance.authenticate }, async (request) => ({
        role: request.currentUser?.role,
      }));
    });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function status(method: 'GET' | 'POST', url: string, email?: string) {
    const headers = email ? bearer(await login(app, email)) : {};
    return (await app.inject({ method, url, headers })).statusCode;
  }

  it('lets the listed roles through, answers 403 to the others and 401 to guests', async () => {
    expect(await status('GET', '/api/probe/admin', DEMO.admin)).toBe(200);
    expect(await status('GET', '/api/probe/admin', DEMO.analyst)).toBe(403);
    expect(await status('GET', '/api/probe/admin')).toBe(401);

    expect(await status('POST', '/api/probe/write', DEMO.admin)).toBe(200);
    expect(await status('POST', '/api/probe/write', DEMO.analyst)).toBe(200);
    expect(await status('POST', '/api/probe/write', DEMO.viewer)).toBe(403);

    expect(await status('GET', '/api/probe/read', DEMO.viewer)).toBe(200);
  });

  it('answers 403 with a JSON body that names the needed role', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe/write',
      headers: bearer(await login(app, DEMO.viewer)),
    });
    expect(response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'This needs the role admin or analyst; you are signed in as viewer.',
    });
  });

  it('reads the role from the database, not from the token', async () => {
    const token = await login(app, DEMO.viewer);
    await ctx.db.query("UPDATE users SET role = 'admin' WHERE email = $1", [DEMO.viewer]);
    try {
      expect((await app.inject({ method: 'GET', url: '/api/probe/admin', headers: bearer(token) })).statusCode).toBe(200);
    } finally {
      await ctx.db.query("UPDATE users SET role = 'viewer' WHERE email = $1", [DEMO.viewer]);
    }
    expect((await app.inject({ method: 'GET', url: '/api/probe/admin', headers: bearer(token) })).statusCode).toBe(403);
  });
});
