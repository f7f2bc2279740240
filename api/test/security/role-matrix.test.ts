import { randomUUID } from 'node:crypto';

import { rolesFor, type Permission } from '@mediawatch/shared/permissions';
import { ROLES, type Role } from '@mediawatch/shared/schemas';

import { PERMISSION_FIELD } from '../../src/routes/api/autohooks';
import { DEMO, bearer } from '../helpers/auth';
import { injectAnyRoute } from '../helpers/inject-any-route';
import { useTestApp } from '../helpers/test-app';

// The role-by-route matrix, generated from the OpenAPI
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
const tokens: Partial<Record<Role, () => Promise<string>>> = {};

beforeAll(async () => {
  const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
  const emails: Record<Role, string> = { admin: DEMO.admin, analyst: DEMO.analyst, viewer: DEMO.viewer };
  for (const role of ROLES) {
    // A fresh token per request, from the account as it is now: the logout
    // route revokes the one it is sent, "sign out everywhere" ends them all.
    tokens[role] = async () => ctx.app.issueToken((await ctx.app.usersRepository.findByEmail(emails[role]))!);
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
          headers: caller === 'guest' ? {} : bearer(await tokens[caller]!()),
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

// ----------------------------------------------------------------------
// Ownership (docs/decisions/0042-accounts-and-ownership.md): every operation
// on another's work, for each caller: its owner (an analyst), another
// analyst, an admin and a viewer. Rewriting and deleting need the owner or
// an admin; the edits that are team work stay open to every holder of the
// domain's permission. Each check runs on a fresh item made by the owner.

type OwnershipCaller = 'owner' | 'other' | 'admin' | 'viewer';

interface OwnedOperation {
  name: string;
  /** Makes an item as `owner` and answers its id. */
  make: (owner: string) => Promise<string>;
  method: 'PATCH' | 'PUT' | 'DELETE' | 'POST';
  url: (id: string) => string;
  payload?: object;
  /** Team work: any holder of the domain's permission may do it. */
  team?: boolean;
}

describe('the ownership matrix: owner, another analyst, an admin, a viewer', () => {
  const ids = {} as Record<OwnershipCaller, string>;
  const tokenOf = {} as Record<OwnershipCaller, () => string>;

  async function made(url: string, owner: string, payload: object, field = 'id'): Promise<string> {
    const response = await ctx.app.inject({ method: 'POST', url, headers: bearer(tokenOf.owner()), payload });
    if (response.statusCode >= 300) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    void owner;
    return response.json<Record<string, string>>()[field]!;
  }

  const OPERATIONS: OwnedOperation[] = [
    {
      name: 'topic: rewrite',
      make: (o) => made('/api/topic/add', o, { name: `t-${randomUUID()}`, query: 'harbour' }),
      method: 'PATCH',
      url: (id) => `/api/topic/update/${id}`,
      payload: { query: 'port' },
    },
    {
      name: 'topic: delete',
      make: (o) => made('/api/topic/add', o, { name: `t-${randomUUID()}`, query: 'harbour' }),
      method: 'DELETE',
      url: (id) => `/api/topic/delete/${id}`,
    },
    {
      name: 'event: rewrite',
      make: (o) => made('/api/historicalEvent/add', o, EVENT),
      method: 'PATCH',
      url: (id) => `/api/historicalEvent/update/${id}`,
      payload: { title: 'Changed' },
    },
    {
      name: 'event: confirm or dismiss',
      make: (o) => made('/api/historicalEvent/add', o, EVENT),
      method: 'PATCH',
      url: (id) => `/api/historicalEvent/update/${id}`,
      payload: { status: 'dismissed' },
      team: true,
    },
    {
      name: 'event: delete',
      make: (o) => made('/api/historicalEvent/add', o, EVENT),
      method: 'DELETE',
      url: (id) => `/api/historicalEvent/delete/${id}`,
    },
    {
      name: 'pdf: correct metadata',
      make: (o) => pdf(o),
      method: 'PATCH',
      url: (id) => `/api/pdf/update/${id}`,
      payload: { title: 'Corrected' },
      team: true,
    },
    { name: 'pdf: delete', make: (o) => pdf(o), method: 'DELETE', url: (id) => `/api/pdf/delete/${id}` },
    {
      name: 'podcast: rewrite',
      make: (o) => made('/api/podcast/add', o, PODCAST, '_id'),
      method: 'PATCH',
      url: (id) => `/api/podcast/update/${id}`,
      payload: { title: 'Changed' },
    },
    {
      name: 'podcast: delete',
      make: (o) => made('/api/podcast/add', o, PODCAST, '_id'),
      method: 'DELETE',
      url: (id) => `/api/podcast/delete/${id}`,
    },
    {
      name: 'task: rewrite',
      make: (o) => made('/api/task/add', o, { name: 'Mine' }, '_id'),
      method: 'PUT',
      url: (id) => `/api/task/update/${id}`,
      payload: { name: 'Changed' },
    },
    {
      name: 'task: move',
      make: (o) => made('/api/task/add', o, { name: 'Mine' }, '_id'),
      method: 'PUT',
      url: (id) => `/api/task/move/${id}`,
      payload: { status: 'DONE', index: 0 },
      team: true,
    },
    {
      name: 'task: delete',
      make: (o) => made('/api/task/add', o, { name: 'Mine' }, '_id'),
      method: 'DELETE',
      url: (id) => `/api/task/delete/${id}`,
    },
    {
      name: 'e-journal draft: edit',
      make: (o) => made('/api/ejournal/add', o, { title: 'Draft' }),
      method: 'PUT',
      url: (id) => `/api/ejournal/update/${id}`,
      payload: { version: 1, title: 'Edited', introduction: '', sections: [] },
      team: true,
    },
    {
      name: 'e-journal draft: delete',
      make: (o) => made('/api/ejournal/add', o, { title: 'Draft' }),
      method: 'DELETE',
      url: (id) => `/api/ejournal/delete/${id}`,
    },
  ];

  async function pdf(owner: string): Promise<string> {
    const { rows } = await ctx.db.query<{ id: string }>(
      "INSERT INTO pdf_documents (uploaded_by, file_name, size, title, status) VALUES ($1, 'missing.pdf', 1, 'Paper', 'ready') RETURNING id",
      [owner],
    );
    return rows[0]!.id;
  }

  beforeAll(async () => {
    const { hashPassword } = await import('../../src/lib/passwords');
    const passwordHash = await hashPassword('not used here');
    const owner = (await ctx.app.usersRepository.create({
      email: 'owner@example.org',
      passwordHash,
      firstName: 'Olga',
      lastName: 'Owner',
      displayName: 'Olga Owner',
      role: 'analyst',
    }))!;
    const users = {
      owner,
      other: (await ctx.app.usersRepository.findByEmail(DEMO.analyst))!,
      admin: (await ctx.app.usersRepository.findByEmail(DEMO.admin))!,
      viewer: (await ctx.app.usersRepository.findByEmail(DEMO.viewer))!,
    };
    for (const [caller, user] of Object.entries(users) as [OwnershipCaller, (typeof users)['owner']][]) {
      ids[caller] = user.id;
      // The first part may have ended the demo accounts' sessions ("sign out everywhere").
      await ctx.db.query('UPDATE users SET token_version = 0 WHERE id = $1', [user.id]);
      tokenOf[caller] = () => ctx.app.issueToken({ ...user, token_version: 0 });
    }
  });

  function allowed(operation: OwnedOperation, caller: OwnershipCaller): boolean {
    if (caller === 'viewer') return false;
    return caller !== 'other' || !!operation.team;
  }

  it('gives each caller on each operation the answer ownership allows', async () => {
    const mismatches: string[] = [];
    for (const operation of OPERATIONS) {
      for (const caller of ['owner', 'other', 'admin', 'viewer'] as const) {
        const id = await operation.make(ids.owner);
        const response = await ctx.app.inject({
          method: operation.method,
          url: operation.url(id),
          headers: bearer(tokenOf[caller]()),
          ...(operation.payload ? { payload: operation.payload } : {}),
        });
        const want = allowed(operation, caller);
        const ok = want ? response.statusCode < 300 : response.statusCode === 403;
        if (!ok)
          mismatches.push(
            `${operation.name} as ${caller}: ${response.statusCode} ${response.body.slice(0, 120)}, expected ${want ? '2xx' : 403}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);

  it('keeps what nobody owns any more (a deleted account) to admins', async () => {
    const id = await OPERATIONS[1]!.make(ids.owner);
    await ctx.db.query('UPDATE topics SET created_by = NULL WHERE id = $1', [id]);
    const other = await ctx.app.inject({ method: 'DELETE', url: `/api/topic/delete/${id}`, headers: bearer(tokenOf.other()) });
    expect(other.statusCode).toBe(403);
    const admin = await ctx.app.inject({ method: 'DELETE', url: `/api/topic/delete/${id}`, headers: bearer(tokenOf.admin()) });
    expect(admin.statusCode).toBe(204);
  });
});

const EVENT = { date: '2024-03-05', title: 'Harbour treaty', category: 'economy' };
const PODCAST = { title: 'Episode', author: 'A', audioUrl: 'https://example.org/episode.mp3' };
