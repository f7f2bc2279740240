import {
  changePasswordBodySchema,
  errorBodySchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  registrationModeSchema,
  resetPasswordBodySchema,
  tokenResponseSchema,
  weakPasswordBodySchema,
} from '@mediawatch/shared/schemas';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { errorBody, HttpError } from '../../../lib/http-errors';
import { PASSWORD_REASON_MESSAGES, passwordWeakness } from '../../../lib/password-strength';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../../lib/passwords';
import { sendAccountMail } from '../../../plugins/app/outbox/account-mail';
import { normalizeEmail, type UserRow } from '../../../plugins/app/users/users-repository';

// ----------------------------------------------------------------------
// The account routes of /api/auth (docs/decisions/0042-accounts-and-ownership.md):
// the registration mode, a password change, sign out everywhere, and a
// password reset by an e-mailed link.

/** The one answer to a reset request, whether the address has an account or not. */
export const RESET_REQUESTED = 'If this address has an account, a link to choose a new password is on its way. It works once, for an hour.';

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'The current password is wrong.',
  badResetLink: 'This link is not valid any more (it was used, or it is more than an hour old). Ask for a new one.',
  passwordReset: 'Your password is changed. Sign in with it.',
} as const;

const bearer = [{ bearerAuth: [] }];

/**
 * The body of the 400 a weak password gets, as registration answers it; null
 * when the password is strong enough. (A body, not the sent reply: a reply is
 * a thenable, which an async function's caller would await away.)
 */
async function weakPassword(password: string, user: Pick<UserRow, 'email' | 'first_name' | 'last_name'>) {
  const reason = await passwordWeakness(password, user.email, [user.first_name, user.last_name]);
  if (!reason) return null;
  return { ...errorBody(400, `password: ${PASSWORD_REASON_MESSAGES[reason]}`), field: 'password' as const, reason };
}

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { registerRateIp } = app.config;

  app.get(
    '/registration',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who may create an account: open, invite or closed (MEDIAWATCH_REGISTRATION)',
        response: { 200: registrationModeSchema },
      },
    },
    async () => ({ mode: app.config.registration }),
  );

  app.post(
    '/password',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Change the password: every other session ends; this one gets a fresh token',
        security: bearer,
        body: changePasswordBodySchema,
        response: { 200: tokenResponseSchema, 400: weakPasswordBodySchema.or(errorBodySchema), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = request.currentUser!;
      const { currentPassword, newPassword } = request.body;
      if (!(await verifyPassword(user.password_hash, currentPassword))) {
        throw new HttpError(400, ACCOUNT_MESSAGES.wrongPassword);
      }
      const weak = await weakPassword(newPassword, user);
      if (weak) return reply.code(400).send(weak);
      const updated = await app.usersRepository.setPassword(user.id, await hashPassword(newPassword));
      if (!updated) throw new HttpError(401, 'Authentication required');
      return { token: app.issueToken(updated) };
    },
  );

  app.post(
    '/logout-everywhere',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: every token of this account is refused from now on, this one too',
        security: bearer,
        response: { 204: z.null().describe('Signed out everywhere'), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await app.usersRepository.endSessions(request.currentUser!.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/forgot',
    {
      config: { rateLimit: { max: registerRateIp.max, timeWindow: registerRateIp.windowSeconds * 1000 } },
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password-reset link by mail',
        description: `Always answers 202 "${RESET_REQUESTED}"; a link that works once, for an hour, goes to the address when it has an enabled account.`,
        body: forgotPasswordBodySchema,
        response: { 202: messageResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await app.usersRepository.findByEmail(normalizeEmail(request.body.email));
      if (user && !user.disabled_at) {
        const token = await app.usersRepository.createReset(user.id);
        await sendAccountMail(app, {
          to: user.email,
          kind: 'password-reset',
          subject: 'Choose a new Mediawatch password',
          text: `Hello ${user.first_name},\n\nSomeone (you, we hope) asked to choose a new password for this Mediawatch account. Open this link within an hour to do it; it works once:\n\n{link}\n\nIf it was not you, ignore this message: your password stays as it is.\n`,
          link: `${app.config.appUrl}/auth/jwt/reset-password?token=${encodeURIComponent(token)}`,
        }).catch((error: unknown) => request.log.error({ err: error }, 'Sending a password-reset link failed'));
      } else {
        // About as slow as the path that hashes and sends, so the time does not tell either.
        await verifyAgainstDummy(request.body.email);
      }
      return reply.code(202).send({ message: RESET_REQUESTED });
    },
  );

  app.post(
    '/reset',
    {
      config: { rateLimit: { max: registerRateIp.max, timeWindow: registerRateIp.windowSeconds * 1000 } },
      schema: {
        tags: ['auth'],
        summary: "Set a new password with a reset link's token: every session of the account ends",
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, 400: weakPasswordBodySchema.or(errorBodySchema), 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const user = await app.usersRepository.findByResetToken(token);
      if (!user) throw new HttpError(400, ACCOUNT_MESSAGES.badResetLink);
      const weak = await weakPassword(password, user);
      if (weak) return reply.code(400).send(weak);
      if (!(await app.usersRepository.resetPassword(token, await hashPassword(password)))) {
        throw new HttpError(400, ACCOUNT_MESSAGES.badResetLink);
      }
      return { message: ACCOUNT_MESSAGES.passwordReset };
    },
  );
};

export default accountRoutes;
