import { errorBodySchema, userListSchema } from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { toAuthUser } from '../../../plugins/app/users-repository';

/** /api/user: user administration, for admins only (the menu's role-gated Users entry). */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/all',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['user'],
        summary: 'Every account, oldest first (admins only)',
        security: [{ bearerAuth: [] }],
        response: { 200: userListSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => ({ users: (await app.usersRepository.list()).map(toAuthUser) }),
  );
};

export default userRoutes;
