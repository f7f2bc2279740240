import type { Task } from '@mediawatch/shared/schemas';
import type { FastifyInstance } from 'fastify';

import { DEMO, UUID, bearer, login } from '../../../helpers/auth';
import { useTestApp } from '../../../helpers/test-app';

function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) {
  return app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
}

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('/api/task', () => {
  const ctx = useTestApp();
  const tokens = {} as Record<'admin' | 'analyst' | 'viewer', string>;

  beforeAll(async () => {
    tokens.admin = await login(ctx.app, DEMO.admin);
    tokens.analyst = await login(ctx.app, DEMO.analyst);
    tokens.viewer = await login(ctx.app, DEMO.viewer);
  });

  async function add(payload: object, token = tokens.analyst): Promise<Task> {
    const response = await call(ctx.app, 'POST', '/api/task/add', token, payload);
    expect(response.statusCode).toBe(201);
    return response.json<Task>();
  }

  describe('POST /add', () => {
    it('creates a task with the spec fields, status TO DO and an empty estimation by default', async () => {
      const task = await add({ name: '  Review the morning wire  ' });
      expect(task).toEqual({
        _id: expect.stringMatching(UUID),
        name: 'Review the morning wire',
        estimation: '',
        status: 'TO DO',
        createdAt: expect.any(String),
        createdBy: expect.stringMatching(UUID),
        assignee: null,
        dueDate: null,
        article: null,
        position: expect.any(Number),
        version: 1,
      });
      expect(Date.now() - Date.parse(task.createdAt)).toBeLessThan(60_000);
    });

    it('keeps the estimation and status it is given', async () => {
      const task = await add({ name: 'Tag sources', estimation: '2h', status: 'In Progress' }, tokens.admin);
      expect(task).toMatchObject({ name: 'Tag sources', estimation: '2h', status: 'In Progress' });
    });

    it('refuses a missing or blank name and an unknown status with clear messages', async () => {
      const noName = await call(ctx.app, 'POST', '/api/task/add', tokens.analyst, { estimation: '1h' });
      expect(noName.statusCode).toBe(400);
      expect(noName.json().message).toMatch(/Name is required/);
      const blank = await call(ctx.app, 'POST', '/api/task/add', tokens.analyst, { name: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toMatch(/Name is required/);
      const badStatus = await call(ctx.app, 'POST', '/api/task/add', tokens.analyst, { name: 'x', status: 'Doing' });
      expect(badStatus.statusCode).toBe(400);
      expect(badStatus.json().message).toMatch(/Status must be one of: TO DO, In Progress, DONE/);
      const long = await call(ctx.app, 'POST', '/api/task/add', tokens.analyst, { name: 'x'.repeat(201) });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    });

    it('refuses viewers (403) and anonymous calls (401)', async () => {
      const viewer = await call(ctx.app, 'POST', '/api/task/add', tokens.viewer, { name: 'Nope' });
      expect(viewer.statusCode).toBe(403);
      expect(viewer.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
      const anonymous = await call(ctx.app, 'POST', '/api/task/add', undefined, { name: 'Nope' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('GET /all', () => {
    it('answers { tasks } newest first, to every role, and filters by status', async () => {
      const todo = await add({ name: 'Filter me: to do', status: 'TO DO' });
      const doing = await add({ name: 'Filter me: doing', status: 'In Progress' });
      const done = await add({ name: 'Filter me: done', status: 'DONE' });

      const all = await call(ctx.app, 'GET', '/api/task/all', tokens.viewer);
      expect(all.statusCode).toBe(200);
      const ids = all.json<{ tasks: Task[] }>().tasks.map((task) => task._id);
      expect(ids.indexOf(done._id)).toBeLessThan(ids.indexOf(doing._id));
      expect(ids.indexOf(doing._id)).toBeLessThan(ids.indexOf(todo._id));

      for (const [status, expected] of [
        ['TO DO', todo],
        ['In Progress', doing],
        ['DONE', done],
      ] as const) {
        const response = await call(ctx.app, 'GET', `/api/task/all?status=${encodeURIComponent(status)}`, tokens.viewer);
        expect(response.statusCode).toBe(200);
        const { tasks } = response.json<{ tasks: Task[] }>();
        expect(tasks.map((task) => task._id)).toContain(expected._id);
        expect(tasks.every((task) => task.status === status)).toBe(true);
      }
    });

    it('refuses an unknown status filter (400) and anonymous calls (401)', async () => {
      const bad = await call(ctx.app, 'GET', '/api/task/all?status=todo', tokens.viewer);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/Status must be one of/);
      expect((await call(ctx.app, 'GET', '/api/task/all')).statusCode).toBe(401);
    });
  });

  describe('PUT /update/{id}', () => {
    it('replaces the name, estimation and status, keeping id and createdAt', async () => {
      const task = await add({ name: 'Draft the weekly digest', estimation: '1d' });
      const response = await call(ctx.app, 'PUT', `/api/task/update/${task._id}`, tokens.admin, {
        name: 'Send the weekly digest',
        estimation: '3h',
        status: 'DONE',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...task,
        name: 'Send the weekly digest',
        estimation: '3h',
        status: 'DONE',
        position: expect.any(Number),
        version: task.version + 1,
      });
      const listed = (await call(ctx.app, 'GET', '/api/task/all?status=DONE', tokens.viewer)).json<{ tasks: Task[] }>();
      expect(listed.tasks.find((item) => item._id === task._id)?.name).toBe('Send the weekly digest');
    });

    it('answers 404 for an unknown or malformed id, 400 for a bad body, 403 for viewers', async () => {
      const body = { name: 'x', status: 'DONE' };
      const unknown = await call(ctx.app, 'PUT', `/api/task/update/${MISSING}`, tokens.analyst, body);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Task not found' });
      expect((await call(ctx.app, 'PUT', '/api/task/update/not-a-uuid', tokens.analyst, body)).statusCode).toBe(404);

      const task = await add({ name: 'Keep me' });
      const bad = await call(ctx.app, 'PUT', `/api/task/update/${task._id}`, tokens.analyst, { name: '', status: 'DONE' });
      expect(bad.statusCode).toBe(400);
      const viewer = await call(ctx.app, 'PUT', `/api/task/update/${task._id}`, tokens.viewer, body);
      expect(viewer.statusCode).toBe(403);
      const listed = (await call(ctx.app, 'GET', '/api/task/all', tokens.viewer)).json<{ tasks: Task[] }>();
      expect(listed.tasks.find((item) => item._id === task._id)).toMatchObject({ name: 'Keep me', status: 'TO DO' });
    });
  });

  describe('DELETE /delete/{id}', () => {
    it('deletes the task, then answers 404 for it', async () => {
      const task = await add({ name: 'Delete me' });
      const response = await call(ctx.app, 'DELETE', `/api/task/delete/${task._id}`, tokens.analyst);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ _id: task._id });
      const listed = (await call(ctx.app, 'GET', '/api/task/all', tokens.viewer)).json<{ tasks: Task[] }>();
      expect(listed.tasks.some((item) => item._id === task._id)).toBe(false);
      const again = await call(ctx.app, 'DELETE', `/api/task/delete/${task._id}`, tokens.analyst);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('Task not found');
    });

    it('refuses viewers (403) and anonymous calls (401), leaving the task', async () => {
      const task = await add({ name: 'Protected' });
      expect((await call(ctx.app, 'DELETE', `/api/task/delete/${task._id}`, tokens.viewer)).statusCode).toBe(403);
      expect((await call(ctx.app, 'DELETE', `/api/task/delete/${task._id}`)).statusCode).toBe(401);
      const listed = (await call(ctx.app, 'GET', '/api/task/all', tokens.viewer)).json<{ tasks: Task[] }>();
      expect(listed.tasks.some((item) => item._id === task._id)).toBe(true);
    });
  });
});
