import { userListSchema } from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { toAuthUser } from '../../../plugins/app/users/users-repository';

/** /api/user: user administration (manageUsers; the menu's Users entry). */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/all',
    {
      preHandler: app.requirePermission('manageUsers'),
      schema: {
        tags: ['user'],
        summary: 'Every account, oldest first',
        response: { 200: userListSchema },
      },
    },
    async () => ({ users: (await app.usersRepository.list()).map(toAuthUser) }),
  );
};

export default userRoutes;
