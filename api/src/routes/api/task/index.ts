import {
  deleteTaskResponseSchema,
  errorBodySchema,
  taskBodySchema,
  taskIdParamsSchema,
  taskListQuerySchema,
  taskListSchema,
  taskSchema,
} from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { HttpError } from '../../../lib/http-errors';
import { toTask } from '../../../plugins/app/tasks/tasks-repository';

// ----------------------------------------------------------------------

export const TASK_MESSAGES = {
  notFound: 'Task not found',
} as const;

const badRequest = { 400: errorBodySchema };

/**
 * /api/task: the four calls of docs/spec.md §7. Every signed-in role reads;
 * writing needs manageTasks (docs/spec.md §6: the server refuses, whatever the menu shows).
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
        summary: 'Add a task',
        body: taskBodySchema,
        response: { 201: taskSchema, ...badRequest },
      },
    },
    async (request, reply) => {
      const row = await tasks.create(request.body, request.currentUser?.id ?? null);
      return reply.code(201).send(toTask(row));
    },
  );

  app.put(
    '/update/:id',
    {
      preHandler: app.requirePermission('manageTasks'),
      schema: {
        tags: ['task'],
        summary: 'Replace a task’s name, estimation and status',
        params: taskIdParamsSchema,
        body: taskBodySchema,
        response: { 200: taskSchema, ...badRequest, 404: errorBodySchema },
      },
    },
    async (request) => {
      const row = await tasks.update(request.params.id, request.body);
      if (!row) throw new HttpError(404, TASK_MESSAGES.notFound);
      return toTask(row);
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
        response: { 200: deleteTaskResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const row = await tasks.delete(request.params.id);
      if (!row) throw new HttpError(404, TASK_MESSAGES.notFound);
      return { _id: row.id };
    },
  );
};

export default taskRoutes;
