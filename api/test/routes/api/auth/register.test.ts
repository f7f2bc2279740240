import fs from 'node:fs';

import type { FastifyInstance } from 'fastify';

import { REGISTRATION_MESSAGES, REGISTRATION_TAKEN } from '../../../../src/routes/api/auth/index';
import { UUID, bearer, decodeJwt, login } from '../../../helpers/auth';
import { buildTestApp, makeTempDir, useTestApp } from '../../../helpers/test-app';

const VALID = { email: 'Nadia.Benali@Example.org', password: 'correct horse battery', firstName: 'Nadia', lastName: 'Benali' };

function register(app: FastifyInstance, payload: unknown, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, remoteAddress });
}

describe('POST /api/auth/register', () => {
  const ctx = useTestApp();

  it('creates a viewer and answers 201 with accessToken and user; the account signs in with its password', async () => {
    const response = await register(ctx.app, VALID);

    expect(response.statusCode).toBe(201);
    const body = response.json<{ accessToken: string; user: { role: string; email: string } }>();
    expect(body.user).toMatchObject({ email: 'nadia.benali@example.org', role: 'viewer' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.accessToken) })).statusCode).toBe(200);
    const token = await login(ctx.app, 'NADIA.BENALI@example.org', VALID.password);
    expect(decodeJwt(token).payload).toMatchObject({ role: 'viewer' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().user).toEqual({
      id: expect.stringMatching(UUID),
      email: 'nadia.benali@example.org',
      firstName: 'Nadia',
      lastName: 'Benali',
      fullName: 'Nadia Benali',
      displayName: 'Nadia Benali',
      photoURL: null,
      role: 'viewer',
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

  it('answers an address that has an account 409 with a neutral message, and changes nothing', async () => {
    const response = await register(ctx.app, {
      ...VALID,
      email: 'NADIA.benali@EXAMPLE.org',
      firstName: 'Other',
      password: 'another fine passphrase',
    });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(REGISTRATION_TAKEN);
    const { rows } = await ctx.db.query('SELECT first_name FROM users WHERE email = $1', ['nadia.benali@example.org']);
    expect(rows).toEqual([{ first_name: 'Nadia' }]);
    await expect(login(ctx.app, VALID.email, 'another fine passphrase')).rejects.toThrow(/401/);
  });

  it('answers a demo account email the same way', async () => {
    const response = await register(ctx.app, { ...VALID, email: 'Admin@Mediawatch.local' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(REGISTRATION_TAKEN);
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

  it('ignores a role in the body: a new account is always a viewer', async () => {
    const response = await register(ctx.app, { ...VALID, email: 'mallory@example.org', role: 'admin' });
    expect(response.statusCode).toBe(201);
    const { rows } = await ctx.db.query('SELECT role FROM users WHERE email = $1', ['mallory@example.org']);
    expect(rows).toEqual([{ role: 'viewer' }]);
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
    // The English sentence for logs, and a code each page words in its language (docs/decisions/0040-server-texts-as-codes.md).
    expect(response.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: message,
      coded: { code: expect.stringMatching(/^validation\./) },
    });
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
    expect((await register(app, { ...VALID, email: 'a1@example.org' }, '10.1.0.1')).statusCode).toBe(201);
    expect((await register(app, { ...VALID, email: 'a2@example.org' }, '10.1.0.1')).statusCode).toBe(201);

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

    expect((await register(app, { ...VALID, email: 'a3@example.org' }, '10.1.0.2')).statusCode).toBe(201);
  });
});

describe('MEDIAWATCH_REGISTRATION', () => {
  const ctx = useTestApp();
  const apps: FastifyInstance[] = [];
  const dirs: string[] = [];

  async function appWith(registration: 'open' | 'invite' | 'closed') {
    const dataDir = makeTempDir();
    dirs.push(dataDir);
    const app = await buildTestApp(ctx.db, { dataDir, registration });
    apps.push(app);
    return app;
  }
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('closed: the mode says so and register answers 403 with a clear message', async () => {
    const app = await appWith('closed');
    expect((await app.inject({ url: '/api/auth/registration' })).json()).toEqual({ mode: 'closed' });
    const response = await register(app, { ...VALID, email: 'closed@example.org' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(REGISTRATION_MESSAGES.closed);
    expect(await app.usersRepository.findByEmail('closed@example.org')).toBeNull();
  });

  it('invite: needs an unused, unexpired invitation of that address; the link goes out by mail', async () => {
    const app = await appWith('invite');
    expect((await app.inject({ url: '/api/auth/registration' })).json()).toEqual({ mode: 'invite' });
    const email = 'invited@example.org';
    expect((await register(app, { ...VALID, email })).statusCode).toBe(403);

    const admin = await login(app, 'admin@mediawatch.local');
    const invited = await app.inject({
      method: 'POST',
      url: '/api/user/invite',
      headers: bearer(admin),
      payload: { email: 'Invited@Example.org' },
    });
    expect(invited.statusCode).toBe(204);
    const files = fs.readdirSync(`${dirs.at(-1)}/outbox`).filter((file) => file.includes(email));
    expect(files).toHaveLength(1);
    const eml = fs
      .readFileSync(`${dirs.at(-1)}/outbox/${files[0]}`, 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const token = decodeURIComponent(/invitation=([^&\s]+)/.exec(eml)![1]!);
    // The table keeps the message without the link, and the token only hashed.
    const outbox = await app.outboxRepository.to(email);
    expect(outbox.map((message) => message.kind)).toEqual(['invitation']);
    expect(outbox[0]!.body).not.toContain(token);
    const { rows } = await ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM invitations WHERE email = $1', [email]);
    expect(rows[0]!.token_hash).not.toBe(token);

    expect((await register(app, { ...VALID, email: 'someone.else@example.org', invitation: token })).statusCode).toBe(403);
    const response = await register(app, { ...VALID, email, invitation: token });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.role).toBe('viewer');
    // Used once.
    const again = await register(app, { ...VALID, email, invitation: token });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(REGISTRATION_MESSAGES.badInvitation);
  });

  it('invite: an expired invitation is refused', async () => {
    const app = await appWith('invite');
    const inviter = (await app.usersRepository.findByEmail('admin@mediawatch.local'))!;
    const token = await app.usersRepository.invite('late@example.org', inviter.id, new Date(Date.now() - 8 * 24 * 3600 * 1000));
    expect((await register(app, { ...VALID, email: 'late@example.org', invitation: token })).statusCode).toBe(403);
  });

  it('open: invitations are refused (409), registration needs none', async () => {
    const app = await appWith('open');
    const admin = await login(app, 'admin@mediawatch.local');
    const invited = await app.inject({
      method: 'POST',
      url: '/api/user/invite',
      headers: bearer(admin),
      payload: { email: 'x@example.org' },
    });
    expect(invited.statusCode).toBe(409);
  });
});
