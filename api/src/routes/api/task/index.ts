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
import { toTask } from '../../../plugins/app/tasks-repository';

// ----------------------------------------------------------------------

export const TASK_MESSAGES = {
  notFound: 'Task not found',
} as const;

const bearer = [{ bearerAuth: [] }];
/** Viewers read tasks; analysts and admins write them (spec section 6: the server refuses, whatever the menu shows). */
const WRITERS = ['admin', 'analyst'] as const;

const writeErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** /api/task: the four calls of spec section 7. */
const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const tasks = app.tasksRepository;

  app.get(
    '/all',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['task'],
        summary: 'Every task, newest first, or those with one status',
        security: bearer,
        querystring: taskListQuerySchema,
        response: { 200: taskListSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ tasks: (await tasks.list(request.query.status)).map(toTask) }),
  );

  app.post(
    '/add',
    {
      preHandler: app.requireRole(...WRITERS),
      schema: {
        tags: ['task'],
        summary: 'Add a task (analysts and admins)',
        security: bearer,
        body: taskBodySchema,
        response: { 201: taskSchema, ...writeErrors },
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
      preHandler: app.requireRole(...WRITERS),
      schema: {
        tags: ['task'],
        summary: 'Replace a task’s name, estimation and status (analysts and admins)',
        security: bearer,
        params: taskIdParamsSchema,
        body: taskBodySchema,
        response: { 200: taskSchema, ...writeErrors, 404: errorBodySchema },
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
      preHandler: app.requireRole(...WRITERS),
      schema: {
        tags: ['task'],
        summary: 'Delete a task (analysts and admins)',
        security: bearer,
        params: taskIdParamsSchema,
        response: { 200: deleteTaskResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
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
