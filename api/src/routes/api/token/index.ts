import { can } from '@mediawatch/shared/permissions';
import { coded } from '@mediawatch/shared/messages';
import {
  API_TOKEN_LIMITS,
  adminApiTokenListSchema,
  apiTokenCreatedSchema,
  apiTokenCreateSchema,
  apiTokenListSchema,
  errorBodySchema,
} from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { HttpError } from '../../../lib/http-errors';

const idParams = z.object({ id: z.string() });

/**
 * /api/token: personal API tokens (docs/decisions/0055-api-tokens.md). Every
 * route here is closed to the tokens themselves (`tokenScope: null`): a token
 * can neither mint a wider one nor revoke another.
 */
const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['token'];
  const config = { tokenScope: null };

  app.get(
    '/all',
    {
      config,
      schema: {
        tags,
        summary: "The signed-in user's API tokens, newest first (never their secrets)",
        response: { 200: apiTokenListSchema },
      },
    },
    async (request) => ({ tokens: await app.apiTokensRepository.listForUser(request.currentUser!.id) }),
  );

  app.post(
    '/add',
    {
      config,
      schema: {
        tags,
        summary: 'Create an API token: a name, its scopes and days until it expires; the answer shows its secret, once',
        description: "A scope the user's role does not hold is a 403; past the number of live tokens an account may hold, a 409.",
        body: apiTokenCreateSchema,
        response: { 201: apiTokenCreatedSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = request.currentUser!;
      const refused = request.body.scopes.find((scope) => !can(user.role, scope));
      if (refused) throw HttpError.coded(403, coded('token.scopeNotHeld', { scope: refused }));
      const created = await app.apiTokensRepository.create(user.id, request.body);
      if (created === 'too-many') throw HttpError.coded(409, coded('token.tooMany', { max: API_TOKEN_LIMITS.perUser }));
      return reply.code(201).send({ ...created.token, token: created.secret });
    },
  );

  app.delete(
    '/delete/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Revoke an API token at once: one of your own, or anyone’s for an admin (manageUsers)',
        params: idParams,
        response: { 204: z.null().describe('Revoked'), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = request.currentUser!;
      const ownerId = can(user.role, 'manageUsers') ? null : user.id;
      if (!(await app.apiTokensRepository.revoke(request.params.id, user.id, ownerId))) {
        throw HttpError.coded(404, coded('token.notFound'));
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/everyone',
    {
      config,
      preHandler: app.requirePermission('manageUsers'),
      schema: {
        tags,
        summary: "Every account's live API tokens with their owners, newest first",
        response: { 200: adminApiTokenListSchema },
      },
    },
    async () => ({ tokens: await app.apiTokensRepository.listAll() }),
  );
};

export default tokenRoutes;
