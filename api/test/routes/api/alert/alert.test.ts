import { bearer, DEMO, login } from '../../../helpers/auth';
import { insertSource } from '../../../helpers/analytics-corpus';
import { useTestApp } from '../../../helpers/test-app';

// /api/alert: the list and its filters, read state per user, the settings,
// the webhooks (admins only), and bad input answered 4xx with a JSON body.

const ctx = useTestApp();

describe('/api/alert', () => {
  let admin: string;
  let analyst: string;
  let viewer: string;
  let topicId: string;
  const alertIds: string[] = [];

  beforeAll(async () => {
    [admin, analyst, viewer] = await Promise.all([login(ctx.app, DEMO.admin), login(ctx.app, DEMO.analyst), login(ctx.app, DEMO.viewer)]);
    const topic = await ctx.app.inject({
      method: 'POST',
      url: '/api/topic/add',
      headers: bearer(analyst),
      payload: { name: 'Harbour', query: 'harbour', alertPolicy: { kind: 'every', cooldownMinutes: 0 } },
    });
    expect(topic.statusCode).toBe(201);
    topicId = topic.json<{ id: string }>().id;
    const source = await insertSource(ctx.db, 'Route Wire', 'en', null);
    const fire = async (kind: 'topic-match' | 'source-silent', key: string, firedAt: string) => {
      const outcome = await ctx.app.alerts.repository.fire(
        {
          kind,
          topicId: kind === 'topic-match' ? topicId : null,
          sourceId: kind === 'source-silent' ? source.id : null,
          title: `Alert ${key}`,
          reason: `Because ${key}`,
          details: { count: 1 },
          dedupKey: key,
          articleIds: [],
          cooldownMinutes: 0,
        },
        new Date(firedAt),
      );
      if (!('fired' in outcome)) throw new Error('not fired');
      alertIds.push(outcome.fired.alertId);
    };
    await fire('topic-match', 'a', '2026-11-01T10:00:00Z');
    await fire('source-silent', 'b', '2026-11-02T10:00:00Z');
    await fire('topic-match', 'c', '2026-11-03T10:00:00Z');
  });

  const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('lists alerts newest first with topic, source and read state; filters by kind, topic, period; paginates', async () => {
    const all = await get('/api/alert/all', viewer);
    expect(all.statusCode).toBe(200);
    const page = all.json<{
      items: Array<{ title: string; read: boolean; topic: { name: string } | null; source: { name: string } | null }>;
      total: number;
    }>();
    expect(page.total).toBe(3);
    expect(page.items.map((item) => item.title)).toEqual(['Alert c', 'Alert b', 'Alert a']);
    expect(page.items[0]).toMatchObject({ read: false, topic: { name: 'Harbour' }, source: null });
    expect(page.items[1]).toMatchObject({ topic: null, source: { name: 'Route Wire' } });
    // The title and reason travel as codes with their parameters, the English beside them (docs/decisions/0040-server-texts-as-codes.md).
    expect(page.items[1]).toMatchObject({
      titleMessage: { code: 'alert.sourceSilent', params: { source: 'Route Wire' }, text: 'Route Wire has gone silent' },
      reasonMessage: { code: 'alertReason.sourceSilent' },
    });
    expect(page.items[0]).toMatchObject({
      titleMessage: { code: 'alert.topicMatch', params: { topic: 'Harbour' } },
      reasonMessage: { code: 'alertReason.topicMatch', params: { count: expect.any(Number) } },
    });

    await expect(get('/api/alert/all?kind=source-silent', viewer).then((r) => r.json<{ total: number }>().total)).resolves.toBe(1);
    expect((await get(`/api/alert/all?topic=${topicId}`, viewer)).json<{ total: number }>().total).toBe(2);
    const period = await get('/api/alert/all?from=2026-11-02T00:00:00Z&to=2026-11-03T00:00:00Z', viewer);
    expect(period.json<{ items: Array<{ title: string }> }>().items.map((item) => item.title)).toEqual(['Alert b']);
    const second = await get('/api/alert/all?pageSize=2&page=2', viewer);
    expect(second.json<{ items: unknown[]; total: number; page: number }>()).toMatchObject({ total: 3, page: 2 });
    expect(second.json<{ items: unknown[] }>().items).toHaveLength(1);
  });

  it('marks read per user: one by one, then all', async () => {
    expect((await get('/api/alert/unreadCount', analyst)).json()).toEqual({ count: 3 });
    const read = await ctx.app.inject({
      method: 'POST',
      url: '/api/alert/read',
      headers: bearer(analyst),
      payload: { ids: [alertIds[0]] },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ updated: 1 });
    expect((await get('/api/alert/unreadCount', analyst)).json()).toEqual({ count: 2 });
    expect(
      (await get('/api/alert/all?unread=true', analyst)).json<{ items: Array<{ title: string }> }>().items.map((item) => item.title),
    ).toEqual(['Alert c', 'Alert b']);
    // Another user's state is untouched.
    expect((await get('/api/alert/unreadCount', viewer)).json()).toEqual({ count: 3 });
    const all = await ctx.app.inject({ method: 'POST', url: '/api/alert/readAll', headers: bearer(analyst) });
    expect(all.json()).toEqual({ updated: 2 });
    expect((await get('/api/alert/unreadCount', analyst)).json()).toEqual({ count: 0 });
    expect((await get('/api/alert/all', analyst)).json<{ items: Array<{ read: boolean }> }>().items.every((item) => item.read)).toBe(true);
    expect((await get('/api/alert/unreadCount', viewer)).json()).toEqual({ count: 3 });
  });

  it('keeps the user’s digest settings', async () => {
    expect((await get('/api/alert/settings', viewer)).json()).toEqual({ digest: 'off', digestHour: 8, timeZone: 'UTC' });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/alert/settings',
      headers: bearer(viewer),
      payload: { digest: 'daily', digestHour: 7, timeZone: 'Africa/Casablanca' },
    });
    expect(put.statusCode).toBe(200);
    expect((await get('/api/alert/settings', viewer)).json()).toEqual({ digest: 'daily', digestHour: 7, timeZone: 'Africa/Casablanca' });
  });

  it('answers bad input with a 4xx and a JSON body', async () => {
    const cases = [
      await get('/api/alert/all?pageSize=0', viewer),
      await get('/api/alert/all?kind=bogus', viewer),
      await get('/api/alert/all?topic=not-a-uuid', viewer),
      await get('/api/alert/all?from=yesterday', viewer),
      await get('/api/alert/all?unread=maybe', viewer),
      await ctx.app.inject({ method: 'POST', url: '/api/alert/read', headers: bearer(viewer), payload: { ids: [] } }),
      await ctx.app.inject({ method: 'POST', url: '/api/alert/read', headers: bearer(viewer), payload: { ids: ['nope'] } }),
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/alert/settings',
        headers: bearer(viewer),
        payload: { digest: 'daily', digestHour: 24, timeZone: 'UTC' },
      }),
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/alert/settings',
        headers: bearer(viewer),
        payload: { digest: 'daily', digestHour: 8, timeZone: 'Mars/Olympus' },
      }),
    ];
    for (const response of cases) {
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/alert/all' })).statusCode).toBe(401);
  });

  it('topic alert policies are validated and kept', async () => {
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/topic/update/${topicId}`,
      headers: bearer(analyst),
      payload: { alertPolicy: { kind: 'threshold', threshold: null } },
    });
    expect(bad.statusCode).toBe(400);
    const window = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/topic/update/${topicId}`,
      headers: bearer(analyst),
      payload: { alertPolicy: { kind: 'threshold', threshold: 10, windowHours: 500 } },
    });
    expect(window.statusCode).toBe(400);
    const ok = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/topic/update/${topicId}`,
      headers: bearer(analyst),
      payload: { alertPolicy: { kind: 'threshold', threshold: 10, windowHours: 6, cooldownMinutes: 30 } },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<{ alertPolicy: unknown }>().alertPolicy).toEqual({
      kind: 'threshold',
      threshold: 10,
      windowHours: 6,
      cooldownMinutes: 30,
    });
  });

  describe('webhooks', () => {
    const hook = {
      name: 'Newsroom Slack',
      url: 'https://hooks.example.org/services/T1',
      secret: 'a-long-enough-secret',
      kinds: ['topic-match'],
    };

    it('are for admins only', async () => {
      for (const token of [analyst, viewer]) {
        expect((await get('/api/alert/webhook/all', token)).statusCode).toBe(403);
        const add = await ctx.app.inject({ method: 'POST', url: '/api/alert/webhook/add', headers: bearer(token), payload: hook });
        expect(add.statusCode).toBe(403);
        expect(add.json<{ message: string }>().message).toEqual(expect.any(String));
      }
    });

    it('are added, changed and deleted; the secret is never answered', async () => {
      const add = await ctx.app.inject({ method: 'POST', url: '/api/alert/webhook/add', headers: bearer(admin), payload: hook });
      expect(add.statusCode).toBe(201);
      const created = add.json<{ id: string; secret?: string; enabled: boolean; deliveries: unknown[] }>();
      expect(created).toMatchObject({ name: 'Newsroom Slack', enabled: true, kinds: ['topic-match'], deliveries: [] });
      expect(created.secret).toBeUndefined();
      const update = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/alert/webhook/update/${created.id}`,
        headers: bearer(admin),
        payload: { enabled: false },
      });
      expect(update.json<{ enabled: boolean }>().enabled).toBe(false);
      expect((await get('/api/alert/webhook/all', admin)).json<unknown[]>()).toHaveLength(1);
      const remove = await ctx.app.inject({ method: 'DELETE', url: `/api/alert/webhook/delete/${created.id}`, headers: bearer(admin) });
      expect(remove.statusCode).toBe(204);
      const again = await ctx.app.inject({ method: 'DELETE', url: `/api/alert/webhook/delete/${created.id}`, headers: bearer(admin) });
      expect(again.statusCode).toBe(404);
    });

    it('refuse loopback and private targets and bad input', async () => {
      const bad = [
        { ...hook, url: 'http://10.0.0.5/hook' },
        { ...hook, url: 'http://localhost:9000/hook' },
        { ...hook, url: 'http://[::1]/hook' },
        { ...hook, url: 'ftp://example.org/hook' },
        { ...hook, secret: 'short' },
        { ...hook, kinds: [] },
        { ...hook, kinds: ['everything'] },
      ];
      for (const payload of bad) {
        const response = await ctx.app.inject({ method: 'POST', url: '/api/alert/webhook/add', headers: bearer(admin), payload });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
      }
      // 127.0.0.1 is on this suite's allow list (MEDIAWATCH_FETCH_ALLOW_HOSTS).
      const allowed = await ctx.app.inject({
        method: 'POST',
        url: '/api/alert/webhook/add',
        headers: bearer(admin),
        payload: { ...hook, url: 'http://127.0.0.1:9/hook' },
      });
      expect(allowed.statusCode).toBe(201);
    });
  });
});
