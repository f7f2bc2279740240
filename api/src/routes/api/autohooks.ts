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

const BEARER = [{ bearerAuth: [] }];

/**
 * - `app.authenticate` on every route, before validation (preValidation): a
 *   guest gets a 401 whatever the body, and learns nothing of the schema.
 * - onRoute: a route's `app.requirePermission(...)` guard runs before
 *   validation too (moved from preHandler to preValidation), so a role
 *   without the permission gets its 403 whatever it sent; and the OpenAPI
 *   document says so: the bearer scheme and a 401 on every route, a 403 and
 *   `x-permission` on a guarded one.
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
      const schema = route.schema ?? {};
      route.schema = {
        ...schema,
        security: schema.security ?? BEARER,
        ...(permission ? { [PERMISSION_FIELD]: permission } : {}),
        response: {
          401: errorBodySchema,
          ...(permission ? { 403: errorBodySchema } : {}),
          ...(schema.response as Record<string, unknown> | undefined),
        },
      };
    });
  },
  { name: 'autohooks', dependencies: ['auth'] },
);
