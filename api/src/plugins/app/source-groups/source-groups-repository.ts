import type { SourceGroup } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';
import { isUuid, searchClause, transaction } from '../../../db/sql';
import { HttpError } from '../../../lib/http-errors';

// ----------------------------------------------------------------------
// Source groups and their membership (tables source_groups and
// source_group_members). A source's groups are written here too, when the
// sources repository stores a source with `groupIds`, inside its transaction.

interface GroupRow {
  id: string;
  name: string;
  description: string;
  source_ids: string[];
  created_at: Date;
  updated_at: Date;
}

const GROUP_SELECT = `
  SELECT g.*,
    COALESCE((SELECT array_agg(m.source_id::text ORDER BY m.source_id) FROM source_group_members m WHERE m.group_id = g.id), '{}') AS source_ids
  FROM source_groups g`;

function toGroup(row: GroupRow): SourceGroup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sourceIds: row.source_ids,
    sourceCount: row.source_ids.length,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Ids sent that do not exist: a 400 naming them. */
export class UnknownIdsError extends HttpError {
  constructor(
    readonly kind: 'group' | 'source',
    readonly ids: string[],
  ) {
    super(400, `Unknown ${kind} id${ids.length === 1 ? '' : 's'}: ${ids.join(', ')}`);
  }
}

/** Throws UnknownIdsError naming the `ids` that `table` lacks. */
async function checkIds(db: Queryable, table: 'sources' | 'source_groups', ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const { rows } = await db.query<{ id: string }>(`SELECT id::text FROM ${table} WHERE id = ANY($1::uuid[])`, [ids]);
  const known = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) throw new UnknownIdsError(table === 'sources' ? 'source' : 'group', missing);
}

export interface SourceGroupWrite {
  name: string;
  description: string;
  sourceIds: string[];
}

// ----------------------------------------------------------------------

export class SourceGroupsRepository {
  constructor(private readonly db: Queryable) {}

  async list(search?: string): Promise<SourceGroup[]> {
    const { where, params } = searchClause(search, 'lower(g.name) LIKE $1 OR lower(g.description) LIKE $1');
    const { rows } = await this.db.query<GroupRow>(`${GROUP_SELECT} ${where} ORDER BY lower(g.name), g.id`, params);
    return rows.map(toGroup);
  }

  async find(id: string): Promise<SourceGroup | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.db.query<GroupRow>(`${GROUP_SELECT} WHERE g.id = $1`, [id]);
    return rows[0] ? toGroup(rows[0]) : null;
  }

  /** Creates the group; null when the name is taken (any case). */
  async create(input: SourceGroupWrite): Promise<SourceGroup | null> {
    return transaction(this.db, async (tx) => {
      await checkIds(tx, 'sources', input.sourceIds);
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO source_groups (name, description) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id`,
        [input.name, input.description],
      );
      if (!rows[0]) return null;
      await addMembers(tx, rows[0].id, input.sourceIds);
      return new SourceGroupsRepository(tx).find(rows[0].id);
    });
  }

  /** 'missing' when there is no such group, 'taken' when the new name is another group's. */
  async update(id: string, update: Partial<SourceGroupWrite>): Promise<SourceGroup | 'missing' | 'taken'> {
    if (!isUuid(id)) return 'missing';
    return transaction(this.db, async (tx) => {
      const groups = new SourceGroupsRepository(tx);
      if (!(await groups.find(id))) return 'missing';
      if (update.name !== undefined) {
        const { rows } = await tx.query('SELECT 1 FROM source_groups WHERE lower(name) = lower($1) AND id <> $2', [update.name, id]);
        if (rows.length > 0) return 'taken';
      }
      await tx.query(
        `UPDATE source_groups SET name = COALESCE($2, name), description = COALESCE($3, description), updated_at = now() WHERE id = $1`,
        [id, update.name ?? null, update.description ?? null],
      );
      if (update.sourceIds !== undefined) {
        await checkIds(tx, 'sources', update.sourceIds);
        await tx.query('DELETE FROM source_group_members WHERE group_id = $1', [id]);
        await addMembers(tx, id, update.sourceIds);
      }
      return (await groups.find(id))!;
    });
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const { rowCount } = await this.db.query('DELETE FROM source_groups WHERE id = $1', [id]);
    return rowCount > 0;
  }

  // --------------------------------------------------------------------
  // A source's side of the membership (called by the sources repository)

  /** Throws UnknownIdsError for the group ids that do not exist. */
  async checkIds(groupIds: readonly string[]): Promise<void> {
    await checkIds(this.db, 'source_groups', groupIds);
  }

  /** Makes `groupIds` the groups of the source (`replace`: it leaves the others). */
  async setGroupsOfSource(sourceId: string, groupIds: readonly string[], replace: boolean): Promise<void> {
    if (replace) await this.db.query('DELETE FROM source_group_members WHERE source_id = $1', [sourceId]);
    if (groupIds.length === 0) return;
    await this.db.query(
      `INSERT INTO source_group_members (group_id, source_id) SELECT g, $1 FROM unnest($2::uuid[]) g ON CONFLICT DO NOTHING`,
      [sourceId, [...new Set(groupIds)]],
    );
  }
}

async function addMembers(tx: Queryable, groupId: string, sourceIds: readonly string[]): Promise<void> {
  if (sourceIds.length === 0) return;
  await tx.query(`INSERT INTO source_group_members (group_id, source_id) SELECT $1, s FROM unnest($2::uuid[]) s ON CONFLICT DO NOTHING`, [
    groupId,
    [...new Set(sourceIds)],
  ]);
}

declare module 'fastify' {
  interface FastifyInstance {
    sourceGroupsRepository: SourceGroupsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('sourceGroupsRepository', new SourceGroupsRepository(app.db));
  },
  { name: 'source-groups-repository', dependencies: ['database'] },
);
