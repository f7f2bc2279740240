import { PERMISSIONS } from '@mediawatch/shared/permissions';

import { bearer, DEMO, login } from '../../helpers/auth';
import { useTestApp } from '../../helpers/test-app';

interface Operation {
  security?: unknown;
  responses: Record<string, unknown>;
  'x-permission'?: string;
  'x-token-scope'?: string;
}

/** The routes open to anyone, and the two of /api/auth that guard themselves. */
const PUBLIC = [
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/register',
  // Whether registration is open, and the password reset's two steps: for people who cannot sign in.
  'GET /api/auth/registration',
  'POST /api/auth/forgot',
  'POST /api/auth/reset',
  'GET /api/podcast/media/{name}',
];
const SELF_GUARDED = ['GET /api/auth/me', 'POST /api/auth/logout'];

describe('the signed-in scope (routes/api/autohooks.ts)', () => {
  const ctx = useTestApp();

  async function operations(): Promise<Array<[string, Operation]>> {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    return Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${path}`, operation]),
    );
  }

  it('documents a bearer token and a 401 on every route but the public ones', async () => {
    const all = await operations();
    const open = all.filter(([, operation]) => !operation.security).map(([route]) => route);
    expect(open.sort()).toEqual([...PUBLIC].sort());
    for (const [route, operation] of all) {
      if (PUBLIC.includes(route)) continue;
      const scope = operation['x-token-scope'];
      expect([route, operation.security]).toEqual([route, scope ? [{ bearerAuth: [] }, { apiToken: [scope] }] : [{ bearerAuth: [] }]]);
      expect([route, Object.keys(operation.responses)]).toEqual([route, expect.arrayContaining(['401'])]);
    }
  });

  it('names the permission of every guarded route, from the one permissions table, with its 403', async () => {
    const guarded = (await operations()).filter(([, operation]) => operation['x-permission']);
    expect(new Set(guarded.map(([, operation]) => operation['x-permission']))).toEqual(
      new Set([
        'manageUsers',
        'manageSources',
        'runSourceActions',
        'manageTopics',
        'managePodcasts',
        'manageTasks',
        'tuneMediaScaleIndex',
        'manageScheduler',
        'manageHistoricalEvents',
        'manageWebhooks',
        'manageNotes',
        'manageBoards',
        'manageEjournals',
        'managePdfs',
      ]),
    );
    for (const [route, operation] of guarded) {
      expect(Object.keys(PERMISSIONS)).toContain(operation['x-permission']);
      expect([route, Object.keys(operation.responses)]).toEqual([route, expect.arrayContaining(['403'])]);
    }
  });

  it('answers 401 without a token on a signed-in route, and lets any signed-in role read', async () => {
    for (const url of [
      '/api/source/all',
      '/api/sourceGroup/all',
      '/api/topic/all',
      '/api/article/all',
      '/api/task/all',
      '/api/podcast/all',
      '/api/fetchRun/all',
      '/api/pipeline/stats',
      '/api/worker/status',
    ]) {
      expect([url, (await ctx.app.inject({ url })).statusCode]).toEqual([url, 401]);
    }
    const viewer = await login(ctx.app, DEMO.viewer);
    expect((await ctx.app.inject({ url: '/api/worker/status', headers: bearer(viewer) })).statusCode).toBe(200);
    for (const route of SELF_GUARDED) {
      const [method, url] = route.split(' ') as ['GET' | 'POST', string];
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('says which roles hold the permission in a 403', async () => {
    const viewer = await login(ctx.app, DEMO.viewer);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sourceGroup/add',
      headers: bearer(viewer),
      payload: { name: 'Nope' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This needs the role admin; you are signed in as viewer.');
  });
});
