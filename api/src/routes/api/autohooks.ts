import { isTokenScope, type TokenScope } from '@mediawatch/shared/permissions';
import { errorBodySchema } from '@mediawatch/shared/schemas';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

import { isPermissionGuard } from '../../plugins/app/auth/auth';

// ----------------------------------------------------------------------
// The hooks of every route that needs a signed-in user, which is every route
// under /api but health, auth, the docs and the podcast media stream
// (routes/api/index.ts registers those outside). fastify/demo's autohooks,
// registered by hand: routes/api/index.ts registers this plugin in the
// encapsulated scope of those routes, so nothing outside it is touched.

/** The OpenAPI operation field naming the permission a route needs (the README's route table reads it). */
export const PERMISSION_FIELD = 'x-permission';

/** The OpenAPI operation field naming the scope a personal API token needs on a route (absent: no token may use it). */
export const TOKEN_SCOPE_FIELD = 'x-token-scope';

const BEARER = [{ bearerAuth: [] }];

/**
 * The scope an API token needs on a route (docs/decisions/0055-api-tokens.md):
 * the route's own `config.tokenScope` when it sets one; else its permission
 * when tokens may carry it; else `read` for a route that only reads (GET);
 * else none, so a write no scope names (the user's language, alerts marked
 * read) and every route guarded by an admin's permission stay closed to tokens.
 */
function tokenScopeOf(route: RouteOptions, permission: string | undefined): TokenScope | null {
  if (route.config && 'tokenScope' in route.config) return route.config.tokenScope ?? null;
  if (permission) return isTokenScope(permission) ? permission : null;
  const methods = [route.method].flat();
  return methods.every((method) => method === 'GET' || method === 'HEAD') ? 'read' : null;
}

/**
 * - `app.authenticate` on every route, before validation (preValidation): a
 *   guest gets a 401 whatever the body, and learns nothing of the schema.
 * - onRoute: a route's `app.requirePermission(...)` guard runs before
 *   validation too (moved from preHandler to preValidation), so a role
 *   without the permission gets its 403 whatever it sent; and the OpenAPI
 *   document says so: the bearer scheme and a 401 on every route, a 403 and
 *   `x-permission` on a guarded one.
 * - onRoute: the scope a personal API token needs (`config.tokenScope`, read
 *   by `app.authenticate`), documented as the `apiToken` alternative of the
 *   route's security and as `x-token-scope`.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', app.authenticate);
    app.addHook('onRoute', (route: RouteOptions) => {
      const handlers = [route.preHandler].flat().filter((handler) => handler !== undefined);
      const guard = handlers.find(isPermissionGuard);
      const permission = guard?.permission;
      if (guard) {
        route.preHandler = handlers.filter((handler) => handler !== guard);
        route.preValidation = [guard, ...[route.preValidation].flat().filter((handler) => handler !== undefined)];
      }
      const tokenScope = tokenScopeOf(route, permission);
      route.config = { ...route.config, tokenScope };
      const schema = route.schema ?? {};
      route.schema = {
        ...schema,
        security: schema.security ?? (tokenScope ? [...BEARER, { apiToken: [tokenScope] }] : BEARER),
        ...(permission ? { [PERMISSION_FIELD]: permission } : {}),
        ...(tokenScope ? { [TOKEN_SCOPE_FIELD]: tokenScope } : {}),
        response: {
          401: errorBodySchema,
          ...(permission || tokenScope ? { 403: errorBodySchema } : {}),
          ...(tokenScope ? { 429: errorBodySchema } : {}),
          ...(schema.response as Record<string, unknown> | undefined),
        },
      };
    });
  },
  { name: 'autohooks', dependencies: ['auth'] },
);
