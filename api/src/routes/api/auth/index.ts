import {
  errorBodySchema,
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  registerBodySchema,
  registerResponseSchema,
} from '@mediawatch/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { HttpError } from '../../../lib/http-errors';
import { hashPassword, prepareDummyHash, verifyAgainstDummy, verifyPassword } from '../../../lib/passwords';
import { normalizeEmail, toAuthUser } from '../../../plugins/app/users-repository';

// ----------------------------------------------------------------------

/** Spec section 8: the one answer to any failed login (unknown email and wrong password alike). */
export const WRONG_CREDENTIALS = 'Wrong credentials , try again';

export const EMAIL_TAKEN = 'An account with this email already exists';

const bearer = [{ bearerAuth: [] }];

function minutes(seconds: number): string {
  const value = Math.max(1, Math.ceil(seconds / 60));
  return `${value} minute${value === 1 ? '' : 's'}`;
}

function rateLimited(message: string) {
  return (_request: FastifyRequest, context: { statusCode: number; after: string }) =>
    new HttpError(context.statusCode, `${message} Try again in ${context.after}.`);
}

// ----------------------------------------------------------------------

/** /api/auth: login, register, me, logout. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { loginRateIp, loginRateAccount, registerRateIp } = app.config;
  await prepareDummyHash();

  // Counts failed logins per account, whatever the client's IP.
  const accountFailures = app.createRateLimit({
    max: loginRateAccount.max,
    timeWindow: loginRateAccount.windowSeconds * 1000,
    keyGenerator: (request) => `login-failures:${normalizeEmail(String((request.body as { email?: unknown }).email))}`,
  });

  app.post(
    '/login',
    {
      config: {
        rateLimit: {
          max: loginRateIp.max,
          timeWindow: loginRateIp.windowSeconds * 1000,
          errorResponseBuilder: rateLimited('Too many sign-in attempts from this address.'),
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description: `Any failed sign-in answers 401 "${WRONG_CREDENTIALS}". Rate-limited per client IP and per account.`,
        body: loginBodySchema,
        response: { 200: loginResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const state = await accountFailures(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) {
        reply.header('retry-after', state.ttlInSeconds);
        throw new HttpError(
          429,
          `Too many failed sign-in attempts for this account. Try again in ${minutes(state.ttlInSeconds)}.`,
        );
      }

      const { email, password } = request.body;
      const user = await app.usersRepository.findByEmail(email);
      const valid = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
      if (!user || !valid) {
        await accountFailures(request);
        throw new HttpError(401, WRONG_CREDENTIALS);
      }

      return { token: app.issueToken(user), user: toAuthUser(user) };
    },
  );

  app.post(
    '/register',
    {
      config: {
        rateLimit: {
          max: registerRateIp.max,
          timeWindow: registerRateIp.windowSeconds * 1000,
          errorResponseBuilder: rateLimited('Too many accounts created from this address.'),
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Create an analyst account and sign in',
        body: registerBodySchema,
        response: { 201: registerResponseSchema, 400: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { email, password, firstName, lastName } = request.body;
      const user = await app.usersRepository.create({
        email,
        passwordHash: await hashPassword(password),
        firstName,
        lastName,
        displayName: `${firstName} ${lastName}`,
        role: 'analyst',
      });
      if (!user) throw new HttpError(409, EMAIL_TAKEN);

      return reply.code(201).send({ accessToken: app.issueToken(user), user: toAuthUser(user) });
    },
  );

  app.get(
    '/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: meResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      if (!request.currentUser) throw new HttpError(401, 'Authentication required');
      return { user: toAuthUser(request.currentUser) };
    },
  );

  app.post(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the token is refused from now on',
        security: bearer,
        response: { 204: z.null().describe('Signed out'), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { jti, sub, exp } = request.user;
      await app.tokenRevocations.revoke(jti, sub, new Date(exp * 1000));
      return reply.code(204).send(null);
    },
  );
};

export default authRoutes;
