import { randomUUID } from 'node:crypto';

import fastifyJwt from '@fastify/jwt';
import type { Role } from '@mediawatch/shared/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { resolveJwtSecret } from '../../lib/jwt-secret';
import { HttpError } from '../../lib/http-errors';
import type { UserRow } from './users-repository';

// ----------------------------------------------------------------------

/** The claims of our access tokens. */
export interface TokenClaims {
  /** The user's id. */
  sub: string;
  role: Role;
  /** Token id, recorded on logout. */
  jti: string;
  iat: number;
  exp: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { role: Role };
    user: TokenClaims;
  }
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: requires a valid, unrevoked bearer token of an existing user (401 otherwise). */
    authenticate: PreHandler;
    /** preHandler: authenticates, then requires one of `roles` (403 otherwise). Roles come from the database, not the token. */
    requireRole: (...roles: Role[]) => PreHandler;
    /** Signs an access token for `user` (claims sub, role, jti, exp). */
    issueToken: (user: Pick<UserRow, 'id' | 'role'>) => string;
  }
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate`. */
    currentUser: UserRow | null;
  }
}

export const AUTH_MESSAGES = {
  missingToken: 'Authentication required: send an Authorization: Bearer <token> header',
  expired: 'Token expired',
  invalid: 'Invalid token',
  revoked: 'This session has ended. Sign in again.',
} as const;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

// ----------------------------------------------------------------------

/** JWT bearer auth: `app.authenticate`, `app.requireRole(...)`, `app.issueToken(user)`. */
export default fp(
  async (app) => {
    await app.register(fastifyJwt, {
      secret: resolveJwtSecret(app.config.jwtSecret, app.config.dataDir),
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'jti', 'exp'] },
    });

    app.decorateRequest('currentUser', null);

    app.decorate('issueToken', (user: Pick<UserRow, 'id' | 'role'>) =>
      app.jwt.sign({ role: user.role }, { sub: user.id, jti: randomUUID(), expiresIn: app.config.jwtTtlSeconds }),
    );

    async function authenticate(request: FastifyRequest): Promise<void> {
      if (request.currentUser) return;
      if (!bearerToken(request)) throw new HttpError(401, AUTH_MESSAGES.missingToken);

      let claims: TokenClaims;
      try {
        claims = await request.jwtVerify<TokenClaims>();
      } catch (error) {
        const expired = (error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
        throw new HttpError(401, expired ? AUTH_MESSAGES.expired : AUTH_MESSAGES.invalid);
      }

      if (await app.tokenRevocations.isRevoked(claims.jti)) throw new HttpError(401, AUTH_MESSAGES.revoked);
      const user = await app.usersRepository.findById(claims.sub);
      if (!user) throw new HttpError(401, AUTH_MESSAGES.invalid);
      request.currentUser = user;
    }

    app.decorate('authenticate', authenticate);

    app.decorate('requireRole', (...roles: Role[]): PreHandler => {
      const allowed = new Set(roles);
      return async (request) => {
        await authenticate(request);
        const role = request.currentUser?.role;
        if (!role || !allowed.has(role)) {
          throw new HttpError(403, `This needs the role ${roles.join(' or ')}; you are signed in as ${role ?? 'nobody'}.`);
        }
      };
    });
  },
  { name: 'auth', dependencies: ['env', 'users-repository', 'token-revocations-repository'] },
);
