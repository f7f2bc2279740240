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
import { UnknownIdsError } from '../../../plugins/app/sources-repository';

const bearer = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string() });
export const GROUP_NOT_FOUND = 'Source group not found';
export const GROUP_NAME_TAKEN = 'A source group with this name already exists';

function unknownIds(error: unknown): never {
  if (error instanceof UnknownIdsError) throw new HttpError(400, error.message);
  throw error;
}

/** /api/sourceGroup: CRUD (admins write, everyone signed in reads). */
const sourceGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = { preHandler: app.authenticate };
  const admin = { preHandler: app.requireRole('admin') };
  const errors = { 401: errorBodySchema, 403: errorBodySchema };
  const tags = ['sourceGroup'];

  app.get('/all', { ...read, schema: { tags, summary: 'Every source group', security: bearer, response: { 200: sourceGroupListSchema, ...errors } } }, async () =>
    app.sourcesRepository.listGroups(),
  );

  app.get(
    '/search',
    {
      ...read,
      schema: { tags, summary: 'Groups whose name or description contains q', security: bearer, querystring: sourceSearchQuerySchema, response: { 200: sourceGroupListSchema, 400: errorBodySchema, ...errors } },
    },
    async (request) => app.sourcesRepository.listGroups(request.query.q),
  );

  app.get(
    '/:id',
    { ...read, schema: { tags, summary: 'One source group', security: bearer, params: idParams, response: { 200: sourceGroupSchema, 404: errorBodySchema, ...errors } } },
    async (request) => {
      const group = await app.sourcesRepository.findGroup(request.params.id);
      if (!group) throw new HttpError(404, GROUP_NOT_FOUND);
      return group;
    },
  );

  app.post(
    '/add',
    {
      ...admin,
      schema: { tags, summary: 'Add a source group', security: bearer, body: sourceGroupInputSchema, response: { 201: sourceGroupSchema, 400: errorBodySchema, 409: errorBodySchema, ...errors } },
    },
    async (request, reply) => {
      const group = await app.sourcesRepository.createGroup(request.body).catch(unknownIds);
      if (!group) throw new HttpError(409, GROUP_NAME_TAKEN);
      return reply.code(201).send(group);
    },
  );

  app.patch(
    '/update/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Change a source group (sourceIds replaces the membership)',
        security: bearer,
        params: idParams,
        body: sourceGroupUpdateSchema,
        response: { 200: sourceGroupSchema, 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const result = await app.sourcesRepository.updateGroup(request.params.id, request.body).catch(unknownIds);
      if (result === 'missing') throw new HttpError(404, GROUP_NOT_FOUND);
      if (result === 'taken') throw new HttpError(409, GROUP_NAME_TAKEN);
      return result;
    },
  );

  app.delete(
    '/delete/:id',
    { ...admin, schema: { tags, summary: 'Delete a source group (its sources stay)', security: bearer, params: idParams, response: { 204: z.null().describe('Deleted'), 404: errorBodySchema, ...errors } } },
    async (request, reply) => {
      if (!(await app.sourcesRepository.deleteGroup(request.params.id))) throw new HttpError(404, GROUP_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};

export default sourceGroupRoutes;
