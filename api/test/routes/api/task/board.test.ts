import { randomUUID } from 'node:crypto';

import type { Task, TaskStatus } from '@mediawatch/shared/schemas';
import type { FastifyInstance } from 'fastify';

import { DEMO, bearer, login } from '../../../helpers/auth';
import { insertArticles, insertSource } from '../../../helpers/analytics-corpus';
import { useTestApp } from '../../../helpers/test-app';

// The tasks board (docs/decisions/0024-tasks-board.md): assignee, due day, article,
// order within a column, moves, and a stale save refused with a 409 that
// carries the task as it is now.

function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  return app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
}

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('the tasks board', () => {
  const ctx = useTestApp();
  const tokens = {} as Record<'admin' | 'analyst' | 'viewer', string>;
  const ids = {} as Record<'admin' | 'analyst' | 'viewer', string>;
  const articleId = randomUUID();

  beforeAll(async () => {
    for (const role of ['admin', 'analyst', 'viewer'] as const) {
      tokens[role] = await login(ctx.app, DEMO[role]);
      ids[role] = (await ctx.app.usersRepository.findByEmail(DEMO[role]))!.id;
    }
    const source = await insertSource(ctx.db, 'Board Gazette', 'en', 1000);
    await insertArticles(ctx.db, [
      {
        id: articleId,
        sourceId: source.id,
        title: 'Port strike enters its third day',
        publishedAt: new Date(),
        language: 'en',
        tone: 0,
        clusterId: null,
      },
    ]);
  });

  async function add(payload: object, token = tokens.analyst): Promise<Task> {
    const response = await call(ctx.app, 'POST', '/api/task/add', token, payload);
    expect(response.statusCode).toBe(201);
    return response.json<Task>();
  }

  async function column(status: TaskStatus): Promise<string[]> {
    const { tasks } = (await call(ctx.app, 'GET', '/api/task/all', tokens.viewer)).json<{ tasks: Task[] }>();
    return tasks
      .filter((task) => task.status === status)
      .sort((a, b) => a.position - b.position)
      .map((task) => task.name);
  }

  it('creates a task with an assignee, a due day and an article, named for the board', async () => {
    const task = await add({ name: 'Follow the strike', assigneeId: ids.analyst, dueDate: '2026-12-01', articleId });
    expect(task).toMatchObject({
      assignee: { id: ids.analyst, name: 'Léo Martin' },
      dueDate: '2026-12-01',
      article: { id: articleId, name: 'Port strike enters its third day' },
      version: 1,
    });
    const listed = (await call(ctx.app, 'GET', '/api/task/all', tokens.viewer)).json<{ tasks: Task[] }>();
    expect(listed.tasks.find((item) => item._id === task._id)).toEqual(task);
  });

  it('refuses an unknown assignee or article, a viewer as assignee and a bad day (400), writing nothing', async () => {
    const before = (await call(ctx.app, 'GET', '/api/task/all', tokens.viewer)).json<{ tasks: Task[] }>().tasks.length;
    const cases: [object, RegExp][] = [
      [{ assigneeId: MISSING }, /Assignee not found/],
      [{ assigneeId: ids.viewer }, /Assignee not found/],
      [{ articleId: MISSING }, /Article not found/],
      [{ articleId: 'nope' }, /articleId: Article must be an id/],
      [{ dueDate: '2026-02-30' }, /Due date must be a real day/],
      [{ dueDate: 'tomorrow' }, /Due date must be a day \(YYYY-MM-DD\)/],
    ];
    for (const [extra, message] of cases) {
      const response = await call(ctx.app, 'POST', '/api/task/add', tokens.analyst, { name: 'Refused', ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(message) });
    }
    expect((await call(ctx.app, 'GET', '/api/task/all', tokens.viewer)).json<{ tasks: Task[] }>().tasks.length).toBe(before);
  });

  it('keeps the links a spec-only PUT leaves out, and clears them with null', async () => {
    const task = await add({ name: 'Keep links', assigneeId: ids.admin, dueDate: '2026-12-24', articleId });
    const kept = await call(ctx.app, 'PUT', `/api/task/update/${task._id}`, tokens.analyst, { name: 'Keep links', status: 'TO DO' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json<Task>()).toMatchObject({ assignee: { id: ids.admin }, dueDate: '2026-12-24', article: { id: articleId }, version: 2 });
    const cleared = await call(ctx.app, 'PUT', `/api/task/update/${task._id}`, tokens.analyst, {
      name: 'Keep links',
      assigneeId: null,
      dueDate: null,
      articleId: null,
    });
    expect(cleared.json<Task>()).toMatchObject({ assignee: null, dueDate: null, article: null, version: 3 });
  });

  it('answers a stale save with 409 and the current task, leaving the other save in place', async () => {
    const task = await add({ name: 'Shared draft', estimation: '1h' });
    const first = await call(ctx.app, 'PUT', `/api/task/update/${task._id}`, tokens.analyst, {
      name: 'Shared draft (analyst)',
      estimation: '2h',
      version: task.version,
    });
    expect(first.statusCode).toBe(200);
    const second = await call(ctx.app, 'PUT', `/api/task/update/${task._id}`, tokens.admin, {
      name: 'Shared draft (admin)',
      version: task.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: expect.stringMatching(/Someone else saved this task/),
      current: first.json(),
    });
    const listed = (await call(ctx.app, 'GET', '/api/task/all', tokens.viewer)).json<{ tasks: Task[] }>();
    expect(listed.tasks.find((item) => item._id === task._id)).toMatchObject({
      name: 'Shared draft (analyst)',
      estimation: '2h',
      version: 2,
    });

    const staleMove = await call(ctx.app, 'PUT', `/api/task/move/${task._id}`, tokens.admin, { status: 'DONE', index: 0, version: 1 });
    expect(staleMove.statusCode).toBe(409);
    expect(staleMove.json().current).toMatchObject({ status: 'TO DO', version: 2 });
  });

  it('moves a card between and within columns, new cards going on top', async () => {
    const a = await add({ name: 'Move A', status: 'DONE' });
    const b = await add({ name: 'Move B', status: 'DONE' });
    const c = await add({ name: 'Move C', status: 'In Progress' });
    expect((await column('DONE')).slice(0, 2)).toEqual(['Move B', 'Move A']);

    const across = await call(ctx.app, 'PUT', `/api/task/move/${c._id}`, tokens.analyst, { status: 'DONE', index: 1, version: c.version });
    expect(across.statusCode).toBe(200);
    expect(across.json<Task>()).toMatchObject({ status: 'DONE', version: c.version + 1 });
    expect((await column('DONE')).slice(0, 3)).toEqual(['Move B', 'Move C', 'Move A']);
    expect(await column('In Progress')).not.toContain('Move C');

    const within = await call(ctx.app, 'PUT', `/api/task/move/${b._id}`, tokens.admin, { status: 'DONE', index: 2 });
    expect(within.statusCode).toBe(200);
    expect((await column('DONE')).slice(0, 3)).toEqual(['Move C', 'Move A', 'Move B']);

    // Past the end is the end; the other cards keep their versions.
    await call(ctx.app, 'PUT', `/api/task/move/${a._id}`, tokens.analyst, { status: 'DONE', index: 9999 });
    const done = await column('DONE');
    expect(done[done.length - 1]).toBe('Move A');
    const listed = (await call(ctx.app, 'GET', '/api/task/all', tokens.viewer)).json<{ tasks: Task[] }>();
    expect(listed.tasks.find((item) => item._id === b._id)?.version).toBe(2);
  });

  it('refuses a bad move (400), an unknown task (404), viewers (403) and guests (401)', async () => {
    const task = await add({ name: 'Stay put' });
    const bad = await call(ctx.app, 'PUT', `/api/task/move/${task._id}`, tokens.analyst, { status: 'Doing', index: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status: Status must be one of/);
    expect(bad.json().message).toMatch(/index: Index must be 0 or more/);
    const missing = await call(ctx.app, 'PUT', `/api/task/move/${MISSING}`, tokens.analyst, { status: 'DONE', index: 0 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Task not found' });
    expect((await call(ctx.app, 'PUT', `/api/task/move/${task._id}`, tokens.viewer, { status: 'DONE', index: 0 })).statusCode).toBe(403);
    expect((await call(ctx.app, 'PUT', `/api/task/move/${task._id}`, undefined, { status: 'DONE', index: 0 })).statusCode).toBe(401);
    const listed = (await call(ctx.app, 'GET', '/api/task/all', tokens.viewer)).json<{ tasks: Task[] }>();
    expect(listed.tasks.find((item) => item._id === task._id)).toMatchObject({ status: 'TO DO', version: 1 });
  });

  it('lists the assignable people (id and name) to those who manage tasks only', async () => {
    const response = await call(ctx.app, 'GET', '/api/user/assignable', tokens.analyst);
    expect(response.statusCode).toBe(200);
    const { users } = response.json<{ users: { id: string; name: string }[] }>();
    expect(users).toEqual(
      expect.arrayContaining([
        { id: ids.admin, name: 'Amira Haddad' },
        { id: ids.analyst, name: 'Léo Martin' },
      ]),
    );
    expect(users.some((user) => user.id === ids.viewer)).toBe(false);
    expect((await call(ctx.app, 'GET', '/api/user/assignable', tokens.viewer)).statusCode).toBe(403);
    expect((await call(ctx.app, 'GET', '/api/user/assignable')).statusCode).toBe(401);
  });
});
