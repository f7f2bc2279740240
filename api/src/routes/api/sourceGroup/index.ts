import {
  errorBodySchema,
  sourceGroupInputSchema,
  sourceGroupListSchema,
  sourceGroupSchema,
  sourceGroupUpdateSchema,
  sourceSearchQuerySchema,
} from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { HttpError } from '../../../lib/http-errors';

const idParams = z.object({ id: z.string() });
export const GROUP_NOT_FOUND = 'Source group not found';
export const GROUP_NAME_TAKEN = 'A source group with this name already exists';

/** /api/sourceGroup: CRUD (every signed-in role reads, manageSources writes). */
const sourceGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = { preHandler: app.requirePermission('manageSources') };
  const tags = ['sourceGroup'];

  app.get('/all', { schema: { tags, summary: 'Every source group', response: { 200: sourceGroupListSchema } } }, async () =>
    app.sourceGroupsRepository.list(),
  );

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Groups whose name or description contains q',
        querystring: sourceSearchQuerySchema,
        response: { 200: sourceGroupListSchema, 400: errorBodySchema },
      },
    },
    async (request) => app.sourceGroupsRepository.list(request.query.q),
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'One source group', params: idParams, response: { 200: sourceGroupSchema, 404: errorBodySchema } } },
    async (request) => {
      const group = await app.sourceGroupsRepository.find(request.params.id);
      if (!group) throw new HttpError(404, GROUP_NOT_FOUND);
      return group;
    },
  );

  app.post(
    '/add',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Add a source group',
        body: sourceGroupInputSchema,
        response: { 201: sourceGroupSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const group = await app.sourceGroupsRepository.create(request.body);
      if (!group) throw new HttpError(409, GROUP_NAME_TAKEN);
      return reply.code(201).send(group);
    },
  );

  app.patch(
    '/update/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Change a source group (sourceIds replaces the membership)',
        params: idParams,
        body: sourceGroupUpdateSchema,
        response: { 200: sourceGroupSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const result = await app.sourceGroupsRepository.update(request.params.id, request.body);
      if (result === 'missing') throw new HttpError(404, GROUP_NOT_FOUND);
      if (result === 'taken') throw new HttpError(409, GROUP_NAME_TAKEN);
      return result;
    },
  );

  app.delete(
    '/delete/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Delete a source group (its sources stay)',
        params: idParams,
        response: { 204: z.null().describe('Deleted'), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!(await app.sourceGroupsRepository.delete(request.params.id))) throw new HttpError(404, GROUP_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};

export default sourceGroupRoutes;
