import type { Permission } from '@mediawatch/shared/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { isUuid } from '../../../db/sql';

// ----------------------------------------------------------------------
// Who created what: the owner column of each table whose rows only their
// author (or an admin) may rewrite or delete
// (docs/decisions/0042-accounts-and-ownership.md). The rule itself is
// `mayChange` of the permissions table, applied by `app.requireOwnerOrAny`.

const OWNER_COLUMNS = {
  topics: 'created_by',
  historical_events: 'created_by',
  pdf_documents: 'uploaded_by',
  podcasts: 'created_by',
  tasks: 'created_by',
  ejournal_issues: 'owner_id',
} as const;

export type OwnedTable = keyof typeof OWNER_COLUMNS;

/** The owner of row `id` of `table` (null: nobody owns it), or undefined when there is no such row. */
export async function ownerOf(app: FastifyInstance, table: OwnedTable, id: string): Promise<string | null | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await app.db.query<{ owner: string | null }>(
    `SELECT ${OWNER_COLUMNS[table]}::text AS owner FROM ${table} WHERE id = $1`,
    [id],
  );
  return rows.length ? rows[0]!.owner : undefined;
}

/**
 * Throws 403 unless the signed-in user may rewrite or delete row `id` of
 * `table` under `permission`. A missing row passes: the route answers its own 404.
 */
export async function requireOwnership(
  app: FastifyInstance,
  request: FastifyRequest,
  table: OwnedTable,
  id: string,
  permission: Permission,
) {
  const owner = await ownerOf(app, table, id);
  if (owner !== undefined) app.requireOwnerOrAny(request, owner, permission);
}
