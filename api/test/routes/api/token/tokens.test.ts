import { createHash } from 'node:crypto';
import fs from 'node:fs';

import { TOKEN_SCOPES, type TokenScope } from '@mediawatch/shared/permissions';
import type { ApiToken, ApiTokenCreated } from '@mediawatch/shared/schemas';
import type { FastifyInstance } from 'fastify';

import { TOKEN_SCOPE_FIELD } from '../../../../src/routes/api/autohooks';
import { DEMO, bearer, login } from '../../../helpers/auth';
import { injectAnyRoute } from '../../../helpers/inject-any-route';
import { buildTestApp, makeTempDir, useTestApp } from '../../../helpers/test-app';

// Personal API tokens (docs/decisions/0055-api-tokens.md): scopes, expiry,
// revocation, hashed storage, last use, the admins' view, the rate per token.

const ctx = useTestApp();

async function create(
  session: string,
  body: { name?: string; scopes: TokenScope[]; expiresInDays?: number },
  app: FastifyInstance = ctx.app,
): Promise<ApiTokenCreated> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/token/add',
    headers: bearer(session),
    payload: { name: 'Integration', expiresInDays: 30, ...body },
  });
  if (response.statusCode !== 201) throw new Error(`token/add answered ${response.statusCode}: ${response.body}`);
  return response.json<ApiTokenCreated>();
}

async function listOf(session: string): Promise<ApiToken[]> {
  return (await ctx.app.inject({ url: '/api/token/all', headers: bearer(session) })).json<{ tokens: ApiToken[] }>().tokens;
}

/** `POST /api/topic/add` with `credential`: a write that needs `manageTopics`. */
const addTopic = (credential: string, name = `Topic ${Math.random()}`) =>
  ctx.app.inject({ method: 'POST', url: '/api/topic/add', headers: bearer(credential), payload: { name, query: 'harbour' } });

const codeOf = (body: string) => (JSON.parse(body) as { coded?: { code: string } }).coded?.code;

describe('creating and listing API tokens', () => {
  it('answers the secret once, keeps only its SHA-256, and lists the token without it', async () => {
    const analyst = await login(ctx.app, DEMO.analyst);
    const created = await create(analyst, { name: 'BI export', scopes: ['read', 'manageTopics'], expiresInDays: 7 });
    expect(created.token).toMatch(/^mwt_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    expect(created).toMatchObject({ name: 'BI export', scopes: ['read', 'manageTopics'], lastUsedAt: null });
    const days = (Date.parse(created.expiresAt) - Date.parse(created.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    const { rows } = await ctx.db.query<Record<string, unknown>>('SELECT * FROM api_tokens WHERE id = $1', [created.id]);
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(rows[0])).not.toContain(created.token);

    const listed = await listOf(analyst);
    expect(listed.find((token) => token.id === created.id)).toEqual({
      id: created.id,
      name: 'BI export',
      prefix: created.prefix,
      scopes: ['read', 'manageTopics'],
      createdAt: created.createdAt,
      expiresAt: created.expiresAt,
      lastUsedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(created.token);
  });

  it("refuses a scope the user's role does not hold, no scope, and a lifetime past a year", async () => {
    const viewer = await login(ctx.app, DEMO.viewer);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/add',
      headers: bearer(viewer),
      payload: { name: 'x', scopes: ['read', 'manageTopics'], expiresInDays: 30 },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ coded: { code: 'token.scopeNotHeld', params: { scope: 'manageTopics' } } });
    for (const payload of [
      { name: 'x', scopes: [], expiresInDays: 30 },
      { name: 'x', scopes: ['read'], expiresInDays: 366 },
      { name: 'x', scopes: ['manageUsers'], expiresInDays: 30 },
      { name: ' ', scopes: ['read'], expiresInDays: 30 },
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/token/add', headers: bearer(viewer), payload });
      expect([payload, response.statusCode]).toEqual([payload, 400]);
    }
    expect((await create(viewer, { scopes: ['read'] })).scopes).toEqual(['read']);
  });
});

describe('what a token may do', () => {
  it('reads articles and analytics with the read scope, and cannot manage topics without its scope', async () => {
    const analyst = await login(ctx.app, DEMO.analyst);
    const { token } = await create(analyst, { scopes: ['read'] });
    for (const url of ['/api/article/all', '/api/topic/all', '/api/report/daily', '/api/tension/overview']) {
      const response = await ctx.app.inject({ url, headers: bearer(token) });
      expect([url, response.statusCode]).toEqual([url, 200]);
    }
    const add = await addTopic(token);
    expect(add.statusCode).toBe(403);
    expect(add.json()).toMatchObject({ coded: { code: 'token.scopeMissing', params: { scope: 'manageTopics' } } });
  });

  it('manages topics with the manageTopics scope, while the role still holds the permission', async () => {
    const analyst = await login(ctx.app, DEMO.analyst);
    const { token } = await create(analyst, { scopes: ['manageTopics'] });
    expect((await addTopic(token)).statusCode).toBe(201);
    // Without `read`, not even the list it just added to.
    expect((await ctx.app.inject({ url: '/api/topic/all', headers: bearer(token) })).statusCode).toBe(403);
  });

  it('never manages users or tokens, nor reaches the account routes, whatever its scopes', async () => {
    const admin = await login(ctx.app, DEMO.admin);
    const { id, token } = await create(admin, { scopes: [...TOKEN_SCOPES] });
    const closed: Array<['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, object?]> = [
      ['GET', '/api/user/all'],
      ['PATCH', `/api/user/update/${id}`, { role: 'viewer' }],
      ['POST', '/api/user/invite', { email: 'someone@example.org' }],
      ['PUT', '/api/user/language', { language: 'fr' }],
      ['GET', '/api/token/all'],
      ['GET', '/api/token/everyone'],
      ['POST', '/api/token/add', { name: 'wider', scopes: ['read'], expiresInDays: 7 }],
      ['DELETE', `/api/token/delete/${id}`],
      ['GET', '/api/auth/me'],
      ['POST', '/api/auth/password', { currentPassword: DEMO.password, newPassword: 'a much longer secret 42' }],
      ['POST', '/api/auth/logout-everywhere'],
      ['POST', '/api/auth/logout'],
    ];
    for (const [method, url, payload] of closed) {
      const response = await ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
      expect([method, url, response.statusCode, codeOf(response.body)]).toEqual([method, url, 403, 'token.routeClosed']);
    }
    expect((await listOf(admin)).some((listed) => listed.id === id)).toBe(true);
  });

  it('is refused on every route of the document that names no token scope, and accepted on every one that does', async () => {
    const admin = await login(ctx.app, DEMO.admin);
    const { token } = await create(admin, { scopes: [...TOKEN_SCOPES] });
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[]; [TOKEN_SCOPE_FIELD]?: string }>>;
    }>();
    const mismatches: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (!operation.security?.length) continue;
        const response = await injectAnyRoute(ctx.app, {
          method: method.toUpperCase() as 'GET',
          url: path.replace('{id}', '00000000-0000-4000-8000-000000000000').replace('{name}', 'missing.mp3'),
          headers: bearer(token),
          ...(['post', 'put', 'patch'].includes(method) ? { payload: {} } : {}),
        });
        const scoped = !!operation[TOKEN_SCOPE_FIELD];
        const ok = scoped ? ![401, 403, 429].includes(response.statusCode) && response.statusCode < 500 : response.statusCode === 403;
        if (!ok) mismatches.push(`${method.toUpperCase()} ${path}: ${response.statusCode} (${scoped ? 'scoped' : 'closed'})`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 90_000);

  it('follows its owner: a demoted account loses what its role no longer holds, a disabled one everything', async () => {
    const admin = await login(ctx.app, DEMO.admin);
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'integrator@example.org', password: 'Harbour lights 2026!', firstName: 'Ina', lastName: 'Tegra' },
    });
    expect(register.statusCode).toBe(201);
    const { user } = register.json<{ user: { id: string } }>();
    const promote = (role: string) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/user/update/${user.id}`, headers: bearer(admin), payload: { role } });
    expect((await promote('analyst')).statusCode).toBe(200);
    const session = await login(ctx.app, 'integrator@example.org', 'Harbour lights 2026!');
    const { token } = await create(session, { scopes: ['read', 'manageTopics'] });
    expect((await addTopic(token)).statusCode).toBe(201);
    expect((await promote('viewer')).statusCode).toBe(200);
    expect((await addTopic(token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/topic/all', headers: bearer(token) })).statusCode).toBe(200);

    const disable = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/user/update/${user.id}`,
      headers: bearer(admin),
      payload: { disabled: true },
    });
    expect(disable.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/topic/all', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('expiry, revocation and last use', () => {
  it('refuses an unknown token and an expired one (401)', async () => {
    const unknown = await ctx.app.inject({ url: '/api/article/all', headers: bearer(`mwt_${'A'.repeat(43)}`) });
    expect([unknown.statusCode, codeOf(unknown.body)]).toEqual([401, 'token.invalid']);

    const analyst = await login(ctx.app, DEMO.analyst);
    const { id, token } = await create(analyst, { scopes: ['read'], expiresInDays: 1 });
    expect((await ctx.app.inject({ url: '/api/article/all', headers: bearer(token) })).statusCode).toBe(200);
    await ctx.db.query("UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1", [id]);
    const expired = await ctx.app.inject({ url: '/api/article/all', headers: bearer(token) });
    expect([expired.statusCode, codeOf(expired.body)]).toEqual([401, 'token.expired']);
    expect(expired.json<{ message: string }>().message).toBe('This API token has expired.');
  });

  it('records the last use, at most once a minute', async () => {
    const analyst = await login(ctx.app, DEMO.analyst);
    const { id, token } = await create(analyst, { scopes: ['read'] });
    expect((await ctx.app.inject({ url: '/api/topic/all', headers: bearer(token) })).statusCode).toBe(200);
    const first = (await listOf(analyst)).find((listed) => listed.id === id)!.lastUsedAt;
    expect(first).not.toBeNull();
    expect(Date.now() - Date.parse(first!)).toBeLessThan(60_000);
    expect((await ctx.app.inject({ url: '/api/topic/all', headers: bearer(token) })).statusCode).toBe(200);
    expect((await listOf(analyst)).find((listed) => listed.id === id)!.lastUsedAt).toBe(first);
    // A minute on, the next use writes again.
    await ctx.db.query("UPDATE api_tokens SET last_used_at = now() - interval '2 minutes' WHERE id = $1", [id]);
    expect((await ctx.app.inject({ url: '/api/topic/all', headers: bearer(token) })).statusCode).toBe(200);
    expect(Date.parse((await listOf(analyst)).find((listed) => listed.id === id)!.lastUsedAt!)).toBeGreaterThan(Date.parse(first!));
  });

  it("revokes a token at once: its owner's own, never another's; it leaves the list", async () => {
    const analyst = await login(ctx.app, DEMO.analyst);
    const viewer = await login(ctx.app, DEMO.viewer);
    const { id, token } = await create(analyst, { scopes: ['read'] });

    const byOther = await ctx.app.inject({ method: 'DELETE', url: `/api/token/delete/${id}`, headers: bearer(viewer) });
    expect([byOther.statusCode, codeOf(byOther.body)]).toEqual([404, 'token.notFound']);
    expect((await ctx.app.inject({ url: '/api/article/all', headers: bearer(token) })).statusCode).toBe(200);

    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/token/delete/${id}`, headers: bearer(analyst) })).statusCode).toBe(204);
    const refused = await ctx.app.inject({ url: '/api/article/all', headers: bearer(token) });
    expect([refused.statusCode, codeOf(refused.body)]).toEqual([401, 'token.revoked']);
    expect((await listOf(analyst)).some((listed) => listed.id === id)).toBe(false);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/token/delete/${id}`, headers: bearer(analyst) })).statusCode).toBe(404);
  });

  it("shows an admin every account's tokens with their owners, and lets them revoke any", async () => {
    const admin = await login(ctx.app, DEMO.admin);
    const analyst = await login(ctx.app, DEMO.analyst);
    const { id, token } = await create(analyst, { name: 'Analyst feed', scopes: ['read'] });

    expect((await ctx.app.inject({ url: '/api/token/everyone', headers: bearer(analyst) })).statusCode).toBe(403);
    const everyone = await ctx.app.inject({ url: '/api/token/everyone', headers: bearer(admin) });
    expect(everyone.statusCode).toBe(200);
    const listed = everyone.json<{ tokens: Array<ApiToken & { owner: { email: string } }> }>().tokens;
    expect(listed.find((row) => row.id === id)).toMatchObject({ name: 'Analyst feed', owner: { email: DEMO.analyst } });
    expect(everyone.body).not.toContain(token);

    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/token/delete/${id}`, headers: bearer(admin) })).statusCode).toBe(204);
    expect((await ctx.app.inject({ url: '/api/article/all', headers: bearer(token) })).statusCode).toBe(401);
    const { rows } = await ctx.db.query<{ revoked_by: string }>('SELECT revoked_by FROM api_tokens WHERE id = $1', [id]);
    expect(rows[0]!.revoked_by).toBe((await ctx.app.usersRepository.findByEmail(DEMO.admin))!.id);
  });
});

describe('the OpenAPI document', () => {
  it('shows how to use a token: the apiToken scheme, and the scope of each route that takes one', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<{
      components: { securitySchemes: Record<string, { scheme: string; description: string }> };
      paths: Record<string, Record<string, { security: unknown[]; [TOKEN_SCOPE_FIELD]?: string }>>;
    }>();
    expect(doc.components.securitySchemes.apiToken).toMatchObject({ scheme: 'bearer' });
    expect(doc.components.securitySchemes.apiToken!.description).toContain('Authorization: Bearer mwt_');
    expect(doc.paths['/api/article/all']!.get!.security).toEqual([{ bearerAuth: [] }, { apiToken: ['read'] }]);
    expect(doc.paths['/api/topic/add']!.post![TOKEN_SCOPE_FIELD]).toBe('manageTopics');
    expect(doc.paths['/api/token/all']!.get!.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/user/all']!.get![TOKEN_SCOPE_FIELD]).toBeUndefined();
  });
});

describe('the rate per token', () => {
  let app: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = makeTempDir();
    app = await buildTestApp(ctx.db, { dataDir, apiTokenRate: { max: 3, windowSeconds: 60 } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 429 with Retry-After past the rate of one token, and leaves other tokens and sessions alone', async () => {
    const analyst = await login(app, DEMO.analyst);
    const first = await create(analyst, { scopes: ['read'] }, app);
    const second = await create(analyst, { scopes: ['read'] }, app);
    const get = (credential: string) => app.inject({ url: '/api/topic/all', headers: bearer(credential) });
    for (let i = 0; i < 3; i += 1) expect((await get(first.token)).statusCode).toBe(200);
    const limited = await get(first.token);
    expect([limited.statusCode, codeOf(limited.body)]).toEqual([429, 'token.rateLimited']);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(second.token)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await get(analyst)).statusCode).toBe(200);
  });
});
