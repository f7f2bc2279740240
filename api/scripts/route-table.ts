import { rolesFor, type Permission } from '@mediawatch/shared/permissions';

import { PERMISSION_FIELD } from '../src/routes/api/autohooks';

// ----------------------------------------------------------------------
// api/README.md's route table, rendered from the OpenAPI document (what
// /api/docs/json serves), so it cannot drift from the routes. The table sits
// between ROUTES_START and ROUTES_END; test/readme-routes.test.ts fails when
// it differs from what the routes say, and rewrites it with
//
//   node scripts/pnpm.mjs --filter api routes:readme

export const ROUTES_START = '<!-- routes:start -->';
export const ROUTES_END = '<!-- routes:end -->';
export const REGENERATE = 'node scripts/pnpm.mjs --filter api routes:readme';

interface JsonSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

interface Operation {
  summary?: string;
  security?: unknown[];
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
  [PERMISSION_FIELD]?: Permission;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

function access(operation: Operation): string {
  const permission = operation[PERMISSION_FIELD];
  if (permission) return `\`${permission}\` (${rolesFor(permission).join(', ')})`;
  return operation.security?.length ? 'signed in' : 'anyone';
}

/** Query parameters as `?a&b`, a JSON body as `{a, b?}` (`?`: optional), a file as `multipart`. */
function input(operation: Operation): string {
  const parts: string[] = [];
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  if (query.length > 0) parts.push(`\`?${query.map((parameter) => parameter.name).join('&')}\``);
  const content = operation.requestBody?.content ?? {};
  const body = content['application/json']?.schema;
  if (body?.properties) {
    const required = new Set(body.required ?? []);
    const fields = Object.keys(body.properties).map((name) => (required.has(name) ? name : `${name}?`));
    parts.push(`\`{${fields.join(', ')}}\``);
  } else if (content['multipart/form-data']) {
    parts.push('multipart');
  }
  return parts.join(' ');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/** The Markdown table of every route: method and path, what it takes, summary, who may call it, the statuses it answers. */
export function renderRouteTable(doc: OpenApiDocument): string {
  const rows = Object.entries(doc.paths)
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })))
    .sort((a, b) => a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
  return [
    '| Route | Input | What it does | Who | Answers |',
    '|---|---|---|---|---|',
    ...rows.map(({ path, method, operation }) => {
      const statuses = Object.keys(operation.responses ?? {})
        .sort()
        .join(', ');
      return `| \`${method.toUpperCase()} ${path}\` | ${input(operation)} | ${cell(operation.summary ?? '')} | ${access(operation)} | ${statuses} |`;
    }),
  ].join('\n');
}

/** `readme` with the text between the markers replaced by `table`; throws when the markers are missing. */
export function withRouteTable(readme: string, table: string): string {
  const start = readme.indexOf(ROUTES_START);
  const end = readme.indexOf(ROUTES_END);
  if (start < 0 || end < start) throw new Error(`api/README.md needs the lines ${ROUTES_START} and ${ROUTES_END} around its route table`);
  return `${readme.slice(0, start + ROUTES_START.length)}\n${table}\n${readme.slice(end)}`;
}
