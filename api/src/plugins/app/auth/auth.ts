import { randomUUID } from 'node:crypto';

import fastifyJwt from '@fastify/jwt';
import { coded } from '@mediawatch/shared/messages';
import { can, mayChange, rolesFor, type Permission, type TokenScope } from '@mediawatch/shared/permissions';
import type { Role } from '@mediawatch/shared/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { resolveJwtSecret } from '../../../lib/jwt-secret';
import { HttpError } from '../../../lib/http-errors';
import { isApiTokenSecret } from '../api-tokens/api-tokens-repository';
import type { UserRow } from '../users/users-repository';

// ----------------------------------------------------------------------

/** The claims of our access tokens. */
export interface TokenClaims {
  /** The user's id. */
  sub: string;
  role: Role;
  /** Token id, recorded on logout. */
  jti: string;
  /**
   * The user's token version when it was signed; raised by a password change
   * or reset, "sign out everywhere" and disabling, which ends every older
   * token (docs/decisions/0042-accounts-and-ownership.md). Absent reads as 0.
   */
  ver?: number;
  iat: number;
  exp: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { role: Role; ver?: number };
    user: TokenClaims;
  }
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The preHandler `app.requirePermission(permission)` makes; it names its permission for the OpenAPI document. */
export interface PermissionGuard extends PreHandler {
  readonly permission: Permission;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: requires a valid, unrevoked bearer token of an existing user (401 otherwise). */
    authenticate: PreHandler;
    /**
     * preHandler: authenticates, then requires a role that holds `permission`
     * in the one permissions table (`PERMISSIONS` of @mediawatch/shared/permissions);
     * 403 otherwise. The role is read from the database on each request, not from the token.
     */
    requirePermission: (permission: Permission) => PermissionGuard;
    /** Signs an access token for `user` (claims sub, role, ver, jti, exp). */
    issueToken: (user: Pick<UserRow, 'id' | 'role'> & Partial<Pick<UserRow, 'token_version'>>) => string;
    /**
     * Throws 403 unless the signed-in user may rewrite or delete an item
     * `ownerId` created under `permission` (`mayChange` of the permissions table).
     */
    requireOwnerOrAny: (request: FastifyRequest, ownerId: string | null | undefined, permission: Permission) => void;
  }
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate`. */
    currentUser: UserRow | null;
    /** The personal API token the request came with, when it came with one (set by `app.authenticate`). */
    apiToken: { id: string; scopes: TokenScope[]; expiresAt: Date } | null;
  }
  interface FastifyContextConfig {
    /**
     * The scope a personal API token needs on this route; null or absent: no
     * token may use it (routes/api/autohooks.ts sets it for the signed-in
     * routes; docs/decisions/0055-api-tokens.md).
     */
    tokenScope?: TokenScope | null;
  }
}

export const AUTH_MESSAGES = {
  missingToken: 'Authentication required: send an Authorization: Bearer <token> header',
  expired: 'Token expired',
  invalid: 'Invalid token',
  revoked: 'This session has ended. Sign in again.',
  disabled: 'This account is disabled. Ask an administrator to enable it.',
} as const;

/** The 403 of a change to someone else's work. */
export const NOT_YOURS = 'Only its author or an admin can change or delete this.';

/** The 403 text: the roles that hold the permission, and the caller's. */
export function forbiddenMessage(permission: Permission, role: Role | undefined): string {
  return `This needs the role ${rolesFor(permission).join(' or ')}; you are signed in as ${role ?? 'nobody'}.`;
}

/** Whether `handler` is a guard made by `app.requirePermission`. */
export function isPermissionGuard(handler: unknown): handler is PermissionGuard {
  return typeof handler === 'function' && typeof (handler as Partial<PermissionGuard>).permission === 'string';
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

// ----------------------------------------------------------------------

/** JWT bearer auth: `app.authenticate`, `app.requirePermission(permission)`, `app.issueToken(user)`. */
export default fp(
  async (app) => {
    await app.register(fastifyJwt, {
      secret: resolveJwtSecret(app.config.jwtSecret, app.config.dataDir),
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'jti', 'exp'] },
    });

    app.decorateRequest('currentUser', null);
    app.decorateRequest('apiToken', null);

    // Per token, in memory like every other limit (docs/decisions/0055-api-tokens.md).
    const tokenRate = app.createRateLimit({
      max: app.config.apiTokenRate.max,
      timeWindow: app.config.apiTokenRate.windowSeconds * 1000,
      keyGenerator: (request) => `api-token:${request.apiToken?.id ?? ''}`,
    });

    app.decorate('issueToken', (user: Pick<UserRow, 'id' | 'role'> & Partial<Pick<UserRow, 'token_version'>>) =>
      app.jwt.sign(
        { role: user.role, ver: user.token_version ?? 0 },
        { sub: user.id, jti: randomUUID(), expiresIn: app.config.jwtTtlSeconds },
      ),
    );

    app.decorate('requireOwnerOrAny', (request: FastifyRequest, ownerId: string | null | undefined, permission: Permission) => {
      if (!mayChange(request.currentUser, ownerId, permission)) throw new HttpError(403, NOT_YOURS);
    });

    /**
     * A personal API token: live, of an enabled account, within its rate,
     * on a route open to tokens, holding the route's scope. The role is then
     * checked as for any user by the route's permission guard.
     */
    async function authenticateApiToken(request: FastifyRequest, reply: FastifyReply, secret: string): Promise<void> {
      const found = await app.apiTokensRepository.findForUse(secret);
      if (!found) throw HttpError.coded(401, coded('token.invalid'));
      const { token, user } = found;
      if (token.revoked) throw HttpError.coded(401, coded('token.revoked'));
      if (token.expiresAt.getTime() <= Date.now()) throw HttpError.coded(401, coded('token.expired'));
      if (user.disabled_at) throw new HttpError(401, AUTH_MESSAGES.disabled);
      request.apiToken = { id: token.id, scopes: token.scopes, expiresAt: token.expiresAt };

      const rate = await tokenRate(request);
      if (!rate.isAllowed && rate.isExceeded) {
        reply.header('retry-after', rate.ttlInSeconds);
        throw HttpError.coded(429, coded('token.rateLimited', { seconds: rate.ttlInSeconds }));
      }

      const scope = request.routeOptions.config.tokenScope;
      if (!scope) throw HttpError.coded(403, coded('token.routeClosed'));
      if (!token.scopes.includes(scope)) throw HttpError.coded(403, coded('token.scopeMissing', { scope }));
      await app.apiTokensRepository.touch(token.id);
      request.currentUser = user;
    }

    async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (request.currentUser) return;
      const credential = bearerToken(request);
      if (!credential) throw new HttpError(401, AUTH_MESSAGES.missingToken);
      if (isApiTokenSecret(credential)) return authenticateApiToken(request, reply, credential);

      let claims: TokenClaims;
      try {
        claims = await request.jwtVerify<TokenClaims>();
      } catch (error) {
        const expired = (error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
        throw new HttpError(401, expired ? AUTH_MESSAGES.expired : AUTH_MESSAGES.invalid);
      }

      const { user, revoked } = await app.usersRepository.findForToken(claims.sub, claims.jti);
      if (revoked) throw new HttpError(401, AUTH_MESSAGES.revoked);
      if (!user) throw new HttpError(401, AUTH_MESSAGES.invalid);
      if (user.disabled_at) throw new HttpError(401, AUTH_MESSAGES.disabled);
      if ((claims.ver ?? 0) !== user.token_version) throw new HttpError(401, AUTH_MESSAGES.revoked);
      request.currentUser = user;
    }

    app.decorate('authenticate', authenticate);

    // What a signed-in user is answered is theirs alone: no browser or proxy
    // keeps a copy (an answer that sets its own policy, such as a stream or
    // immutable media, keeps it).
    app.addHook('onSend', async (request, reply) => {
      if ((request.currentUser || bearerToken(request)) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'private, no-store');
      }
    });

    app.decorate('requirePermission', (permission: Permission): PermissionGuard => {
      const guard = async (request: FastifyRequest, reply: FastifyReply) => {
        await authenticate(request, reply);
        const role = request.currentUser?.role;
        if (!can(role, permission)) throw new HttpError(403, forbiddenMessage(permission, role));
      };
      return Object.assign(guard, { permission });
    });
  },
  { name: 'auth', dependencies: ['env', 'rate-limit', 'users-repository', 'token-revocations-repository', 'api-tokens-repository'] },
);
