import fs from 'node:fs';

import type { FastifyInstance } from 'fastify';

import { REGISTRATION_ACCEPTED } from '../../../../src/routes/api/auth/index';
import { UUID, bearer, decodeJwt, login } from '../../../helpers/auth';
import { buildTestApp, makeTempDir, useTestApp } from '../../../helpers/test-app';

const VALID = { email: 'Nadia.Benali@Example.org', password: 'correct horse battery', firstName: 'Nadia', lastName: 'Benali' };
const ACCEPTED = { message: REGISTRATION_ACCEPTED };

function register(app: FastifyInstance, payload: unknown, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, remoteAddress });
}

describe('POST /api/auth/register', () => {
  const ctx = useTestApp();

  it('creates an analyst and answers 202 with the neutral message; the account signs in with its password', async () => {
    const response = await register(ctx.app, VALID);

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(ACCEPTED);
    const token = await login(ctx.app, 'NADIA.BENALI@example.org', VALID.password);
    expect(decodeJwt(token).payload).toMatchObject({ role: 'analyst' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().user).toEqual({
      id: expect.stringMatching(UUID),
      email: 'nadia.benali@example.org',
      firstName: 'Nadia',
      lastName: 'Benali',
      fullName: 'Nadia Benali',
      displayName: 'Nadia Benali',
      photoURL: null,
      role: 'analyst',
    });
    const outbox = await ctx.app.outboxRepository.to('nadia.benali@example.org');
    expect(outbox.map((message) => message.kind)).toEqual(['welcome']);
  });

  it('stores an argon2id hash, never the password', async () => {
    const { rows } = await ctx.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = $1', [
      'nadia.benali@example.org',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$/);
    expect(rows[0]?.password_hash).not.toContain(VALID.password);
  });

  it('answers an address that has an account exactly as a new one, changes nothing, and notifies its owner', async () => {
    const response = await register(ctx.app, {
      ...VALID,
      email: 'NADIA.benali@EXAMPLE.org',
      firstName: 'Other',
      password: 'another fine passphrase',
    });

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(ACCEPTED);
    const { rows } = await ctx.db.query('SELECT first_name FROM users WHERE email = $1', ['nadia.benali@example.org']);
    expect(rows).toEqual([{ first_name: 'Nadia' }]);
    const outbox = await ctx.app.outboxRepository.to('nadia.benali@example.org');
    expect(outbox.map((message) => message.kind)).toEqual(['welcome', 'registration-attempt']);
    await expect(login(ctx.app, VALID.email, 'another fine passphrase')).rejects.toThrow(/401/);
  });

  it('answers a demo account email the same way', async () => {
    const response = await register(ctx.app, { ...VALID, email: 'Admin@Mediawatch.local' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual(ACCEPTED);
  });

  it.each([
    ['12345678', 'common'],
    ['password', 'common'],
    ['        ', 'pattern'],
    ['mallory@example.org', 'personal'],
    ['MalloryMallory', 'personal'],
  ])('refuses the password %j (%s) with its reason for the form', async (password, reason) => {
    const response = await register(ctx.app, { ...VALID, email: 'mallory@example.org', firstName: 'Mallory', password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/^password: /),
      field: 'password',
      reason,
    });
    const { rows } = await ctx.db.query('SELECT 1 FROM users WHERE email = $1', ['mallory@example.org']);
    expect(rows).toHaveLength(0);
  });

  it('ignores a role in the body: a new account is always an analyst', async () => {
    const response = await register(ctx.app, { ...VALID, email: 'mallory@example.org', role: 'admin' });
    expect(response.statusCode).toBe(202);
    const { rows } = await ctx.db.query('SELECT role FROM users WHERE email = $1', ['mallory@example.org']);
    expect(rows).toEqual([{ role: 'analyst' }]);
  });

  it.each([
    [{ ...VALID, email: 'nadia at example.org' }, 'email: Email must be a valid email address'],
    [{ ...VALID, email: undefined }, 'email: Email is required'],
    [{ ...VALID, email: `${'a'.repeat(250)}@x.io` }, 'email: Email must be at most 254 characters'],
    [{ ...VALID, password: 'short' }, 'password: Password must be at least 8 characters'],
    [{ ...VALID, password: 'x'.repeat(129) }, 'password: Password must be at most 128 characters'],
    [{ ...VALID, password: undefined }, 'password: Password is required'],
    [{ ...VALID, firstName: '   ' }, 'firstName: First name is required'],
    [{ ...VALID, firstName: undefined }, 'firstName: First name is required'],
    [{ ...VALID, lastName: 'B'.repeat(81) }, 'lastName: Last name must be at most 80 characters'],
    [{ ...VALID, lastName: undefined }, 'lastName: Last name is required'],
    [{}, 'email: Email is required; password: Password is required; firstName: First name is required; lastName: Last name is required'],
  ])('answers 400 to %j with "%s"', async (payload, message) => {
    const response = await register(ctx.app, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });

  it('answers 400 without a body', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/register' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Request body is required');
  });

  it('trims the names', async () => {
    await register(ctx.app, { ...VALID, email: 'trim@example.org', firstName: '  Zoé ', lastName: ' Roux  ' });
    const token = await login(ctx.app, 'trim@example.org', VALID.password);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().user).toMatchObject({ firstName: 'Zoé', lastName: 'Roux', fullName: 'Zoé Roux' });
  });
});

describe('register rate limit', () => {
  const ctx = useTestApp();
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = makeTempDir();
    app = await buildTestApp(ctx.db, { dataDir, registerRateIp: { max: 2, windowSeconds: 3600 } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('allows N registrations per IP per window, then 429 with Retry-After', async () => {
    expect((await register(app, { ...VALID, email: 'a1@example.org' }, '10.1.0.1')).statusCode).toBe(202);
    expect((await register(app, { ...VALID, email: 'a2@example.org' }, '10.1.0.1')).statusCode).toBe(202);

    const limited = await register(app, { ...VALID, email: 'a3@example.org' }, '10.1.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect(limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(/^Too many accounts created from this address\. Try again in /),
    });
    const { rows } = await ctx.db.query('SELECT 1 FROM users WHERE email = $1', ['a3@example.org']);
    expect(rows).toHaveLength(0);

    expect((await register(app, { ...VALID, email: 'a3@example.org' }, '10.1.0.2')).statusCode).toBe(202);
  });
});
