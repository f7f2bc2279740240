import { rolesFor, type Permission } from '@mediawatch/shared/permissions';
import { ROLES, type Role } from '@mediawatch/shared/schemas';

import { PERMISSION_FIELD } from '../../src/routes/api/autohooks';
import { DEMO, bearer } from '../helpers/auth';
import { injectAnyRoute } from '../helpers/inject-any-route';
import { useTestApp } from '../helpers/test-app';

// Issue 14, point 11: the role-by-route matrix, generated from the OpenAPI
// document: every route, four callers (a guest and each role), and the answer
// each must get. A route without security is open to all; a signed-in route
// answers a guest 401; a route with `x-permission` answers 403 to a role that
// lacks it. Auth is decided before validation, so an empty body is enough.

type Caller = 'guest' | Role;
const CALLERS: Caller[] = ['guest', ...ROLES];

interface Operation {
  method: string;
  path: string;
  security?: unknown[];
  [PERMISSION_FIELD]?: Permission;
}

const ctx = useTestApp();
let operations: Operation[] = [];
const tokens: Partial<Record<Role, () => string>> = {};

beforeAll(async () => {
  const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
  const emails: Record<Role, string> = { admin: DEMO.admin, analyst: DEMO.analyst, viewer: DEMO.viewer };
  for (const role of ROLES) {
    const user = (await ctx.app.usersRepository.findByEmail(emails[role]))!;
    // A fresh token per request: the logout route revokes the one it is sent.
    tokens[role] = () => ctx.app.issueToken(user);
  }
});

function expected(operation: Operation, caller: Caller): 'open' | 401 | 403 {
  if (!operation.security?.length) return 'open';
  if (caller === 'guest') return 401;
  const permission = operation[PERMISSION_FIELD];
  return !permission || rolesFor(permission).includes(caller) ? 'open' : 403;
}

function concrete(path: string): string {
  return path.replace('{id}', '00000000-0000-4000-8000-000000000000').replace('{name}', 'missing.mp3');
}

describe('the role-by-route matrix from the OpenAPI document', () => {
  it('covers every route of the document', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('gives every caller on every route the answer its role allows', async () => {
    const mismatches: string[] = [];
    for (const operation of operations) {
      for (const caller of CALLERS) {
        const response = await injectAnyRoute(ctx.app, {
          method: operation.method as 'GET',
          url: concrete(operation.path),
          headers: caller === 'guest' ? {} : bearer(tokens[caller]!()),
          ...(['POST', 'PUT', 'PATCH'].includes(operation.method) ? { payload: {} } : {}),
        });
        const want = expected(operation, caller);
        const got = response.statusCode;
        const ok = want === 'open' ? got !== 401 && got !== 403 && got < 500 : got === want;
        if (!ok)
          mismatches.push(
            `${operation.method} ${operation.path} as ${caller}: ${got}, expected ${want === 'open' ? 'neither 401 nor 403 nor 5xx' : want}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
    // Walks every route of the document: the time grows with the API, not with a hang.
  }, 90_000);
});
