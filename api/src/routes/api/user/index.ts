import {
  adminUserSchema,
  assignableUserListSchema,
  errorBodySchema,
  invitationBodySchema,
  userLanguageSchema,
  userListSchema,
  userUpdateSchema,
} from '@mediawatch/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { HttpError } from '../../../lib/http-errors';
import { sendAccountMail } from '../../../plugins/app/outbox/account-mail';
import { toAdminUser } from '../../../plugins/app/users/users-repository';

export const USER_MESSAGES = {
  notFound: 'No such account.',
  lastAdmin: 'This would leave no enabled admin: promote another account to admin first.',
  notInviting: 'Invitations are for MEDIAWATCH_REGISTRATION=invite; registration is not by invitation now.',
  hasAccount: 'This address already has an account.',
} as const;

const idParams = z.object({ id: z.string() });

/** /api/user: user administration (manageUsers; the menu's Users entry), and who tasks can be given to. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const manage = { preHandler: app.requirePermission('manageUsers') };

  app.get(
    '/all',
    {
      ...manage,
      schema: {
        tags: ['user'],
        summary: 'Every account, oldest first',
        response: { 200: userListSchema },
      },
    },
    async () => ({ users: (await app.usersRepository.list()).map(toAdminUser) }),
  );

  app.patch(
    '/update/:id',
    {
      ...manage,
      schema: {
        tags: ['user'],
        summary: "Change an account's role, or disable / enable it (its sessions end at once)",
        description: 'A change that would leave no enabled admin is a 409.',
        params: idParams,
        body: userUpdateSchema,
        response: { 200: adminUserSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const result = await app.usersRepository.update(request.params.id, request.body);
      if (result === 'missing') throw new HttpError(404, USER_MESSAGES.notFound);
      if (result === 'last-admin') throw new HttpError(409, USER_MESSAGES.lastAdmin);
      return toAdminUser(result);
    },
  );

  app.post(
    '/invite',
    {
      ...manage,
      schema: {
        tags: ['user'],
        summary: 'Invite an address: a registration link that works once, for a week, goes to it by mail',
        body: invitationBodySchema,
        response: { 204: z.null().describe('Invited'), 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (app.config.registration !== 'invite') throw new HttpError(409, USER_MESSAGES.notInviting);
      const { email } = request.body;
      if (await app.usersRepository.findByEmail(email)) throw new HttpError(409, USER_MESSAGES.hasAccount);
      const token = await app.usersRepository.invite(email, request.currentUser!.id);
      const inviter = request.currentUser!.display_name;
      await sendAccountMail(app, {
        to: email,
        kind: 'invitation',
        subject: 'You are invited to Mediawatch',
        text: `Hello,\n\n${inviter} invites you to Mediawatch. Open this link within a week to create your account with this address; it works once:\n\n{link}\n`,
        link: `${app.config.appUrl}/auth/jwt/register?invitation=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`,
      });
      return reply.code(204).send(null);
    },
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
