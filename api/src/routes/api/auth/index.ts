import {
  errorBodySchema,
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  weakPasswordBodySchema,
} from '@mediawatch/shared/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { cookieValue, DEVICE_COOKIE, deviceCookieHeader, deviceCookies } from '../../../lib/device-cookie';
import { errorBody, HttpError } from '../../../lib/http-errors';
import { resolveJwtSecret } from '../../../lib/jwt-secret';
import { PASSWORD_REASON_MESSAGES, passwordWeakness } from '../../../lib/password-strength';
import { hashPassword, prepareDummyHash, verifyAgainstDummy, verifyPassword } from '../../../lib/passwords';
import type { ThrottleRule } from '../../../plugins/app/login-throttle/login-throttle-repository';
import { normalizeEmail, REGISTERED_ROLE, toAuthUser } from '../../../plugins/app/users/users-repository';
import accountRoutes from './account';

// ----------------------------------------------------------------------

/** docs/spec.md §8: the one answer to any failed login (unknown email and wrong password alike). */
export const WRONG_CREDENTIALS = 'Wrong credentials , try again';

/** A registration for an address that has an account (docs/decisions/0042-accounts-and-ownership.md). */
export const REGISTRATION_TAKEN = 'This address cannot be registered. If it is yours, sign in or reset your password.';

export const REGISTRATION_MESSAGES = {
  closed: 'Registration is closed. Ask an administrator for an account.',
  invite: 'Registration is by invitation only: open the link of your invitation e-mail.',
  badInvitation: 'This invitation is not valid for this address, was used already or has expired. Ask an administrator for a new one.',
} as const;

/** A sign-in to a disabled account, once its password is right. */
export const ACCOUNT_DISABLED = 'This account is disabled. Ask an administrator to enable it.';

const bearer = [{ bearerAuth: [] }];

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const value = Math.ceil(seconds / 60);
  return `${value} minute${value === 1 ? '' : 's'}`;
}

function rateLimited(message: string) {
  return (_request: FastifyRequest, context: { statusCode: number; after: string }) =>
    new HttpError(context.statusCode, `${message} Try again in ${context.after}.`);
}

// ----------------------------------------------------------------------

/** /api/auth: login, register, me, logout, and the account routes (account.ts). */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { loginRateIp, loginRateAccount, registerRateIp } = app.config;
  await prepareDummyHash();

  // Per account and client address: `loginRateAccount.max` attempts, then a
  // doubling delay (up to the window). Per account from addresses it never
  // signed in from: four times as many, then a delay of at most a minute, so
  // a spread-out attack is slowed and the owner, at a known address, is never
  // held up (docs/decisions/0011-hardening.md).
  const pairRule: ThrottleRule = {
    free: loginRateAccount.max,
    baseSeconds: 1,
    capSeconds: loginRateAccount.windowSeconds,
    windowSeconds: loginRateAccount.windowSeconds,
  };
  const accountRule: ThrottleRule = {
    free: loginRateAccount.max * 4,
    baseSeconds: 1,
    capSeconds: 60,
    windowSeconds: loginRateAccount.windowSeconds,
  };

  const devices = deviceCookies(resolveJwtSecret(app.config.jwtSecret, app.config.dataDir));

  /** The throttle key of an attempt: its device when it shows this account's device cookie, else its address. */
  const turnKey = (email: string, address: string, device: string | null) =>
    device ? `device:${email}|${device}` : `pair:${email}|${address}`;

  async function takeTurn(email: string, address: string, device: string | null, reply: FastifyReply): Promise<void> {
    const throttle = app.loginThrottleRepository;
    const pair = await throttle.reserve(turnKey(email, address, device), pairRule);
    // A device that signed in to this account before waits on its own key only.
    const account =
      pair.allowed && !device && !(await throttle.isKnownAddress(email, address))
        ? await throttle.reserve(`account:${email}`, accountRule)
        : pair;
    const refused = !pair.allowed ? pair : !account.allowed ? account : null;
    if (refused) {
      reply.header('retry-after', refused.retryAfterSeconds);
      throw new HttpError(429, `Too many failed sign-in attempts for this account. Try again in ${waitText(refused.retryAfterSeconds)}.`);
    }
  }

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
        response: { 200: loginResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { password } = request.body;
      const email = normalizeEmail(request.body.email);
      const device = devices.deviceOf(cookieValue(request.headers.cookie, DEVICE_COOKIE), email);
      // The turn is taken before the password is checked: concurrent attempts count one by one.
      await takeTurn(email, request.ip, device, reply);
      const user = await app.usersRepository.findByEmail(email);
      const valid = user ? await verifyPassword(user.password_hash, password) : await verifyAgainstDummy(password);
      if (!user || !valid) throw new HttpError(401, WRONG_CREDENTIALS);
      if (user.disabled_at) throw new HttpError(403, ACCOUNT_DISABLED);

      await app.loginThrottleRepository.clear(turnKey(email, request.ip, device));
      await app.loginThrottleRepository.rememberAddress(email, request.ip);
      reply.header('set-cookie', deviceCookieHeader(devices.issue(email), request.protocol === 'https'));
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
        summary: 'Create a viewer account and sign in with it',
        description:
          'Follows MEDIAWATCH_REGISTRATION: `closed` answers 403; `invite` needs the `invitation` token sent to this address. A new account is a viewer (an admin promotes) and is answered 201 with `accessToken` and `user`. An address that has an account is a 409. A password that is common, personal or too easy to guess is a 400 with its reason.',
        body: registerBodySchema,
        response: {
          201: registerResponseSchema,
          400: weakPasswordBodySchema.or(errorBodySchema),
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { email, password, firstName, lastName, invitation } = request.body;
      const mode = app.config.registration;
      if (mode === 'closed') throw new HttpError(403, REGISTRATION_MESSAGES.closed);
      if (mode === 'invite') {
        if (!invitation) throw new HttpError(403, REGISTRATION_MESSAGES.invite);
        if (!(await app.usersRepository.invitationValid(email, invitation))) throw new HttpError(403, REGISTRATION_MESSAGES.badInvitation);
      }
      const reason = await passwordWeakness(password, email, [firstName, lastName]);
      if (reason) {
        const message = PASSWORD_REASON_MESSAGES[reason];
        return reply.code(400).send({ ...errorBody(400, `password: ${message}`), field: 'password' as const, reason });
      }
      const passwordHash = await hashPassword(password);
      // The invitation is spent first: one link makes one account, even when two requests race.
      if (mode === 'invite' && !(await app.usersRepository.useInvitation(email, invitation!))) {
        throw new HttpError(403, REGISTRATION_MESSAGES.badInvitation);
      }
      const user = await app.usersRepository.create({
        email,
        passwordHash,
        firstName,
        lastName,
        displayName: `${firstName} ${lastName}`,
        role: REGISTERED_ROLE,
      });
      if (!user) throw new HttpError(409, REGISTRATION_TAKEN);
      await app.outboxRepository.add({
        recipient: user.email,
        kind: 'welcome',
        subject: 'Welcome to Mediawatch',
        body: `Hello ${firstName}, your Mediawatch account is ready. Sign in with this address and the password you chose.`,
      });
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
      await app.tokenRevocationsRepository.revoke(jti, sub, new Date(exp * 1000));
      return reply.code(204).send(null);
    },
  );

  // Password change and reset, sign out everywhere, the registration mode.
  await app.register(accountRoutes);
};

export default authRoutes;
