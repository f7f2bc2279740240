import { assignableUserListSchema, userListSchema } from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { toAuthUser } from '../../../plugins/app/users/users-repository';

/** /api/user: user administration (manageUsers; the menu's Users entry), and who tasks can be given to. */
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

  app.get(
    '/assignable',
    {
      // Only names and ids, and only to those who assign: no e-mail or role leaves for anyone else.
      preHandler: app.requirePermission('manageTasks'),
      schema: {
        tags: ['user'],
        summary: 'The people a task can be given to (id and name)',
        response: { 200: assignableUserListSchema },
      },
    },
    async () => ({ users: await app.tasksRepository.assignableUsers() }),
  );
};

export default userRoutes;
