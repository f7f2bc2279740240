import {
  deleteTaskResponseSchema,
  errorBodySchema,
  taskBodySchema,
  taskConflictBodySchema,
  taskIdParamsSchema,
  taskListQuerySchema,
  taskListSchema,
  taskMoveBodySchema,
  taskSchema,
} from '@mediawatch/shared/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { requireOwnership } from '../../../plugins/app/auth/ownership';
import { HttpError, errorBody } from '../../../lib/http-errors';
import { toTask, type TaskWrite } from '../../../plugins/app/tasks/tasks-repository';

// ----------------------------------------------------------------------

export const TASK_MESSAGES = {
  notFound: 'Task not found',
  conflict: 'Someone else saved this task since you opened it. Here is its current version: review it, then save again.',
  unknownAssignee: 'Assignee not found among the people who manage tasks',
  unknownArticle: 'Article not found',
} as const;

const badRequest = { 400: errorBodySchema };
const writeErrors = { ...badRequest, 403: errorBodySchema, 404: errorBodySchema, 409: taskConflictBodySchema };

/** The answer to a write: the task, or a 400, 404 or 409 (with the task as it is now). */
function answer(reply: FastifyReply, result: TaskWrite, created = false) {
  switch (result.kind) {
    case 'saved':
      return reply.code(created ? 201 : 200).send(toTask(result.row));
    case 'missing':
      throw new HttpError(404, TASK_MESSAGES.notFound);
    case 'unknown-assignee':
      throw new HttpError(400, TASK_MESSAGES.unknownAssignee);
    case 'unknown-article':
      throw new HttpError(400, TASK_MESSAGES.unknownArticle);
    case 'conflict':
      return reply.code(409).send({ ...errorBody(409, TASK_MESSAGES.conflict), current: toTask(result.current) });
  }
}

/**
 * /api/task: the four calls of docs/spec.md §7, and the board's move. Every
 * signed-in role reads; writing needs manageTasks (docs/spec.md §6: the server
 * refuses, whatever the menu shows).
 */
const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const tasks = app.tasksRepository;

  app.get(
    '/all',
    {
      schema: {
        tags: ['task'],
        summary: 'Every task, newest first, or those with one status',
        querystring: taskListQuerySchema,
        response: { 200: taskListSchema, ...badRequest },
      },
    },
    async (request) => ({ tasks: (await tasks.list(request.query.status)).map(toTask) }),
  );

  app.post(
    '/add',
    {
      preHandler: app.requirePermission('manageTasks'),
      schema: {
        tags: ['task'],
        summary: 'Add a task, on top of its column',
        body: taskBodySchema,
        response: { 201: taskSchema, ...badRequest },
      },
    },
    async (request, reply) => {
      return answer(reply, await tasks.create(request.body, request.currentUser?.id ?? null), true);
    },
  );

  app.put(
    '/update/:id',
    {
      preHandler: app.requirePermission('manageTasks'),
      schema: {
        tags: ['task'],
        summary: 'Replace a task’s fields (409 when the version sent is stale)',
        params: taskIdParamsSchema,
        body: taskBodySchema,
        response: { 200: taskSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await requireOwnership(app, request, 'tasks', request.params.id, 'manageTasks');
      const { version, ...fields } = request.body;
      return answer(reply, await tasks.update(request.params.id, fields, version));
    },
  );

  app.put(
    '/move/:id',
    {
      preHandler: app.requirePermission('manageTasks'),
      schema: {
        tags: ['task'],
        summary: 'Move a task to a place in a column (409 when the version sent is stale)',
        params: taskIdParamsSchema,
        body: taskMoveBodySchema,
        response: { 200: taskSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { status, index, version } = request.body;
      return answer(reply, await tasks.move(request.params.id, status, index, version));
    },
  );

  app.delete(
    '/delete/:id',
    {
      preHandler: app.requirePermission('manageTasks'),
      schema: {
        tags: ['task'],
        summary: 'Delete a task',
        params: taskIdParamsSchema,
        response: { 200: deleteTaskResponseSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      await requireOwnership(app, request, 'tasks', request.params.id, 'manageTasks');
      const row = await tasks.delete(request.params.id);
      if (!row) throw new HttpError(404, TASK_MESSAGES.notFound);
      return { _id: row.id };
    },
  );
};

export default taskRoutes;
