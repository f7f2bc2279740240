import { bearer, DEMO, login } from '../../../helpers/auth';
import { useTestApp } from '../../../helpers/test-app';

// The Monitor watchlist: per user, in order, replaced as a whole.

describe('/api/monitor/columns', () => {
  const context = useTestApp();
  const topicIds: string[] = [];

  beforeAll(async () => {
    const admin = bearer(await login(context.app, DEMO.admin));
    for (const [name, query] of [
      ['Storms', 'storm'],
      ['Markets', 'market'],
      ['Harbours', 'harbour'],
    ]) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/topic/add',
        headers: admin,
        payload: { name, description: '', query, alertPolicy: { kind: 'none', threshold: null }, active: true },
      });
      expect(response.statusCode).toBe(201);
      topicIds.push(response.json<{ id: string }>().id);
    }
  });

  it('starts empty, saves the columns in the order given, per user', async () => {
    const analyst = bearer(await login(context.app, DEMO.analyst));
    const viewer = bearer(await login(context.app, DEMO.viewer));
    const empty = await context.app.inject({ method: 'GET', url: '/api/monitor/columns', headers: analyst });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    const order = [topicIds[2]!, topicIds[0]!];
    const saved = await context.app.inject({ method: 'PUT', url: '/api/monitor/columns', headers: analyst, payload: { topicIds: order } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual([
      { topicId: topicIds[2], name: 'Harbours', query: 'harbour', alertKind: 'none', position: 0 },
      { topicId: topicIds[0], name: 'Storms', query: 'storm', alertKind: 'none', position: 1 },
    ]);
    // Reordered: moved left.
    const moved = await context.app.inject({
      method: 'PUT',
      url: '/api/monitor/columns',
      headers: analyst,
      payload: { topicIds: [topicIds[0], topicIds[2], topicIds[1]] },
    });
    expect(moved.json<Array<{ name: string }>>().map((column) => column.name)).toEqual(['Storms', 'Harbours', 'Markets']);
    const read = await context.app.inject({ method: 'GET', url: '/api/monitor/columns', headers: analyst });
    expect(read.json<Array<{ name: string }>>().map((column) => column.name)).toEqual(['Storms', 'Harbours', 'Markets']);
    // Another user has their own.
    const theirs = await context.app.inject({ method: 'GET', url: '/api/monitor/columns', headers: viewer });
    expect(theirs.json()).toEqual([]);
  });

  it('refuses unknown topics and duplicates with a 400, leaving the columns as they were', async () => {
    const analyst = bearer(await login(context.app, DEMO.analyst));
    const before = (await context.app.inject({ method: 'GET', url: '/api/monitor/columns', headers: analyst })).json();
    const unknown = await context.app.inject({
      method: 'PUT',
      url: '/api/monitor/columns',
      headers: analyst,
      payload: { topicIds: [topicIds[1], '99999999-9999-4999-8999-999999999999'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown topic id/);
    const twice = await context.app.inject({
      method: 'PUT',
      url: '/api/monitor/columns',
      headers: analyst,
      payload: { topicIds: [topicIds[1], topicIds[1]] },
    });
    expect(twice.statusCode).toBe(400);
    const after = (await context.app.inject({ method: 'GET', url: '/api/monitor/columns', headers: analyst })).json();
    expect(after).toEqual(before);
  });

  it('drops the column of a deleted topic', async () => {
    const admin = bearer(await login(context.app, DEMO.admin));
    const analyst = bearer(await login(context.app, DEMO.analyst));
    const removed = await context.app.inject({ method: 'DELETE', url: `/api/topic/delete/${topicIds[1]}`, headers: admin });
    expect(removed.statusCode).toBe(204);
    const read = await context.app.inject({ method: 'GET', url: '/api/monitor/columns', headers: analyst });
    expect(read.json<Array<{ name: string }>>().map((column) => column.name)).toEqual(['Storms', 'Harbours']);
  });

  it('needs a signed-in user', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/monitor/columns' });
    expect(response.statusCode).toBe(401);
  });
});
