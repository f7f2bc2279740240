import { assignableUserListSchema, errorBodySchema, userLanguageSchema, userListSchema } from '@mediawatch/shared/schemas';
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

  app.get(
    '/language',
    {
      schema: {
        tags: ['user'],
        summary: 'The language the signed-in user reads (digests are written in it); English until the client says',
        response: { 200: userLanguageSchema },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<{ language: 'en' | 'fr' | 'ar' | null }>('SELECT language FROM users WHERE id = $1', [
        request.currentUser!.id,
      ]);
      return { language: rows[0]?.language ?? 'en' };
    },
  );

  app.put(
    '/language',
    {
      schema: {
        tags: ['user'],
        summary: 'Set the language the signed-in user reads: the pages send it on sign-in and when it changes',
        body: userLanguageSchema,
        response: { 200: userLanguageSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      await app.db.query('UPDATE users SET language = $2 WHERE id = $1', [request.currentUser!.id, request.body.language]);
      return { language: request.body.language };
    },
  );
};

export default userRoutes;
