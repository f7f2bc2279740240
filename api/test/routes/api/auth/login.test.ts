import fs from 'node:fs';

import type { FastifyInstance } from 'fastify';

import type { Database } from '../../../../src/db/database';
import { DEMO, UUID, decodeJwt } from '../../../helpers/auth';
import { buildTestApp, makeTempDir, useTestApp } from '../../../helpers/test-app';

const WRONG_CREDENTIALS = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Wrong credentials , try again',
};

function postLogin(app: FastifyInstance, payload: unknown, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });
}

describe('POST /api/auth/login', () => {
  const ctx = useTestApp({ jwtTtlSeconds: 5400 });

  it('signs a demo account in: a token with sub, role, jti and exp = now + TTL, and the user', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await postLogin(ctx.app, { email: DEMO.admin, password: DEMO.password });

    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: Record<string, unknown> }>();
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expect(body.user).toEqual({
      id: expect.stringMatching(UUID),
      email: DEMO.admin,
      firstName: 'Amira',
      lastName: 'Haddad',
      fullName: 'Amira Haddad',
      displayName: 'Amira Haddad',
      photoURL: null,
      role: 'admin',
    });

    const { header, payload } = decodeJwt(body.token);
    expect(header.alg).toBe('HS256');
    expect(payload.sub).toBe(body.user.id);
    expect(payload.role).toBe('admin');
    expect(payload.jti).toEqual(expect.stringMatching(UUID));
    expect(payload.exp).toBe((payload.iat as number) + 5400);
    expect(payload.exp).toBeGreaterThanOrEqual(before + 5400);
    expect(payload.exp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 5400);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const response = await postLogin(ctx.app, { email: '  Viewer@MediaWatch.LOCAL ', password: DEMO.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: DEMO.viewer, role: 'viewer', fullName: 'Sam Okafor' });
  });

  it('gives a wrong password and an unknown email the same 401 body', async () => {
    const wrongPassword = await postLogin(ctx.app, { email: DEMO.analyst, password: 'not-the-password' });
    const unknownEmail = await postLogin(ctx.app, { email: 'nobody@mediawatch.local', password: DEMO.password });

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(WRONG_CREDENTIALS);
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it.each([
    [{ password: DEMO.password }, 'email: Email is required'],
    [{ email: 'not-an-email', password: DEMO.password }, 'email: Email must be a valid email address'],
    [{ email: '', password: DEMO.password }, 'email: Email is required'],
    [{ email: DEMO.admin }, 'password: Password is required'],
    [{ email: DEMO.admin, password: '' }, 'password: Password is required'],
    [{ email: DEMO.admin, password: 42 }, 'password: Password is required'],
    [{}, 'email: Email is required; password: Password is required'],
  ])('answers 400 to the body %j with "%s"', async (payload, message) => {
    const response = await postLogin(ctx.app, payload);
    expect(response.statusCode).toBe(400);
    // The English sentence for logs, and a code each page words in its language (docs/decisions/0040-server-texts-as-codes.md).
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: message,
      coded: { code: expect.stringMatching(/^validation\./) },
    });
  });

  it('answers 400 without a body', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(response.statusCode).toBe(400);
    // The English sentence for logs, and a code each page words in its language (docs/decisions/0040-server-texts-as-codes.md).
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Request body is required',
      coded: { code: expect.stringMatching(/^validation\./) },
    });
  });

  it('answers 400 with JSON to a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(response.body).not.toMatch(/at .*\.js/);
  });
});

// ----------------------------------------------------------------------

describe('login rate limits', () => {
  let db: Database;
  let dataDir: string;
  const apps: FastifyInstance[] = [];

  async function appWith(config: Parameters<typeof buildTestApp>[1]) {
    const app = await buildTestApp(db, { dataDir, ...config });
    apps.push(app);
    return app;
  }

  const ctx = useTestApp();
  beforeAll(() => {
    db = ctx.db;
    dataDir = makeTempDir();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('allows N attempts per IP per window, then answers 429 with Retry-After; other IPs go on', async () => {
    const app = await appWith({ loginRateIp: { max: 3, windowSeconds: 60 } });

    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await postLogin(app, { email: DEMO.admin, password: DEMO.password }, '10.0.0.1')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200]);

    const limited = await postLogin(app, { email: DEMO.admin, password: DEMO.password }, '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many sign-in attempts from this address\. Try again in .+\.$/),
    });

    expect((await postLogin(app, { email: DEMO.admin, password: DEMO.password }, '10.0.0.2')).statusCode).toBe(200);
  });

  it('does not count successful logins against the account', async () => {
    const app = await appWith({ loginRateAccount: { max: 2, windowSeconds: 900 } });
    for (let i = 0; i < 4; i += 1) {
      expect((await postLogin(app, { email: DEMO.admin, password: DEMO.password })).statusCode).toBe(200);
    }
  });
});
