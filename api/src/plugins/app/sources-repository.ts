import type { Source, SourceGroup, SourceInput, SourceUpdate } from '@mediawatch/shared/schemas';
import { SOURCE_LIMITS } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import type { Queryable } from '../../db/database';

// ----------------------------------------------------------------------
// Sources and source groups. Writes that touch several tables run in one
// transaction, so a source is never stored without its group memberships.

export interface SourceRow {
  id: string;
  name: string;
  homepage: string;
  feed_urls: string[];
  language: string;
  country: string;
  media_type: Source['mediaType'];
  reach: string | number | null;
  reach_tier: Source['reachTier'];
  active: boolean;
  poll_interval_minutes: number;
  ignore_http_cache: boolean;
  fetch_full_text: boolean;
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  last_new_article_at: Date | null;
  consecutive_failures: number;
  last_status: number | null;
  last_error: string | null;
  supports_304: boolean;
  next_poll_at: Date | null;
  created_at: Date;
  updated_at: Date;
  group_ids: string[];
  article_count: number;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toSource(row: SourceRow): Source {
  const state: Source['health']['state'] = !row.active
    ? 'paused'
    : row.last_attempt_at === null
      ? 'pending'
      : row.consecutive_failures > 0
        ? 'failing'
        : 'ok';
  return {
    id: row.id,
    name: row.name,
    homepage: row.homepage,
    feedUrls: row.feed_urls,
    language: row.language,
    country: row.country,
    mediaType: row.media_type,
    reach: row.reach === null ? null : Number(row.reach),
    reachTier: row.reach_tier,
    active: row.active,
    pollIntervalMinutes: row.poll_interval_minutes,
    ignoreHttpCache: row.ignore_http_cache,
    fetchFullText: row.fetch_full_text,
    groupIds: row.group_ids,
    articleCount: row.article_count,
    health: {
      state,
      lastAttemptAt: iso(row.last_attempt_at),
      lastSuccessAt: iso(row.last_success_at),
      lastNewArticleAt: iso(row.last_new_article_at),
      consecutiveFailures: row.consecutive_failures,
      lastStatus: row.last_status,
      lastError: row.last_error,
      supports304: row.supports_304,
      nextPollAt: iso(row.next_poll_at),
    },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SOURCE_SELECT = `
  SELECT s.*,
    COALESCE((SELECT array_agg(m.group_id::text ORDER BY m.group_id) FROM source_group_members m WHERE m.source_id = s.id), '{}') AS group_ids,
    (SELECT count(*)::int FROM articles a WHERE a.source_id = s.id) AS article_count
  FROM sources s`;

/** Dedupes feed URLs, keeping their order. */
function uniqueUrls(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => url.trim()))];
}

/** A group id that does not exist; the route answers 400 with it. */
export class UnknownIdsError extends Error {
  constructor(
    readonly kind: 'group' | 'source',
    readonly ids: string[],
  ) {
    super(`Unknown ${kind} id${ids.length === 1 ? '' : 's'}: ${ids.join(', ')}`);
  }
}

async function checkIds(db: Queryable, table: 'sources' | 'source_groups', ids: readonly string[]) {
  if (ids.length === 0) return;
  const { rows } = await db.query<{ id: string }>(`SELECT id::text FROM ${table} WHERE id = ANY($1::uuid[])`, [ids]);
  const known = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) throw new UnknownIdsError(table === 'sources' ? 'source' : 'group', missing);
}

type CompleteSourceInput = Required<{ [K in keyof SourceInput]: Exclude<SourceInput[K], undefined> }>;

// ----------------------------------------------------------------------

export class SourcesRepository {
  constructor(private readonly db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> }) {}

  async list(search?: string): Promise<Source[]> {
    const params: unknown[] = [];
    let where = '';
    if (search) {
      params.push(`%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where = `WHERE lower(s.name) LIKE $1 OR lower(s.homepage) LIKE $1 OR EXISTS (SELECT 1 FROM unnest(s.feed_urls) f WHERE lower(f) LIKE $1)`;
    }
    const { rows } = await this.db.query<SourceRow>(`${SOURCE_SELECT} ${where} ORDER BY lower(s.name), s.id`, params);
    return rows.map(toSource);
  }

  async findRow(id: string, db: Queryable = this.db): Promise<SourceRow | null> {
    if (!UUID_PATTERN.test(id)) return null;
    const { rows } = await db.query<SourceRow>(`${SOURCE_SELECT} WHERE s.id = $1`, [id]);
    return rows[0] ?? null;
  }

  async find(id: string): Promise<Source | null> {
    const row = await this.findRow(id);
    return row ? toSource(row) : null;
  }

  /** Feed URLs already used by a source (OPML import skips them). */
  async knownFeedUrls(): Promise<Set<string>> {
    const { rows } = await this.db.query<{ url: string }>('SELECT DISTINCT unnest(feed_urls) AS url FROM sources');
    return new Set(rows.map((row) => row.url));
  }

  async create(input: CompleteSourceInput, db?: Queryable): Promise<Source> {
    const run = async (tx: Queryable) => {
      await checkIds(tx, 'source_groups', input.groupIds);
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO sources (name, homepage, feed_urls, language, country, media_type, reach, reach_tier, active,
           poll_interval_minutes, ignore_http_cache, fetch_full_text)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
        [
          input.name,
          input.homepage,
          uniqueUrls(input.feedUrls),
          input.language,
          input.country,
          input.mediaType,
          input.reach,
          input.reachTier,
          input.active,
          input.pollIntervalMinutes,
          input.ignoreHttpCache,
          input.fetchFullText,
        ],
      );
      const id = rows[0]!.id;
      await this.setGroups(tx, id, input.groupIds);
      return toSource((await this.findRow(id, tx))!);
    };
    return db ? run(db) : this.db.transaction(run);
  }

  /** Applies the fields of `update`; null when the source does not exist. */
  async update(id: string, update: SourceUpdate): Promise<Source | null> {
    if (!UUID_PATTERN.test(id)) return null;
    return this.db.transaction(async (tx) => {
      const columns: Record<string, unknown> = {};
      if (update.name !== undefined) columns.name = update.name;
      if (update.homepage !== undefined) columns.homepage = update.homepage;
      if (update.feedUrls !== undefined) columns.feed_urls = uniqueUrls(update.feedUrls);
      if (update.language !== undefined) columns.language = update.language;
      if (update.country !== undefined) columns.country = update.country;
      if (update.mediaType !== undefined) columns.media_type = update.mediaType;
      if (update.reach !== undefined) columns.reach = update.reach;
      if (update.reachTier !== undefined) columns.reach_tier = update.reachTier;
      if (update.active !== undefined) columns.active = update.active;
      if (update.pollIntervalMinutes !== undefined) columns.poll_interval_minutes = update.pollIntervalMinutes;
      if (update.ignoreHttpCache !== undefined) columns.ignore_http_cache = update.ignoreHttpCache;
      if (update.fetchFullText !== undefined) columns.fetch_full_text = update.fetchFullText;
      const names = Object.keys(columns);
      const sets = names.map((name, index) => `${name} = $${index + 2}`);
      const { rowCount } = await tx.query(
        `UPDATE sources SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`,
        [id, ...names.map((name) => columns[name])],
      );
      if (rowCount === 0) return null;
      if (update.groupIds !== undefined) {
        await checkIds(tx, 'source_groups', update.groupIds);
        await tx.query('DELETE FROM source_group_members WHERE source_id = $1', [id]);
        await this.setGroups(tx, id, update.groupIds);
      }
      return toSource((await this.findRow(id, tx))!);
    });
  }

  private async setGroups(tx: Queryable, sourceId: string, groupIds: readonly string[]) {
    if (groupIds.length === 0) return;
    await tx.query(
      `INSERT INTO source_group_members (group_id, source_id) SELECT g, $1 FROM unnest($2::uuid[]) g ON CONFLICT DO NOTHING`,
      [sourceId, [...new Set(groupIds)]],
    );
  }

  async delete(id: string): Promise<boolean> {
    if (!UUID_PATTERN.test(id)) return false;
    const { rowCount } = await this.db.query('DELETE FROM sources WHERE id = $1', [id]);
    return rowCount > 0;
  }

  /** Clears the failure streak and makes the source due now. */
  async resetErrors(id: string): Promise<boolean> {
    if (!UUID_PATTERN.test(id)) return false;
    const { rowCount } = await this.db.query(
      `UPDATE sources SET consecutive_failures = 0, last_error = NULL, next_poll_at = NULL, updated_at = now() WHERE id = $1`,
      [id],
    );
    return rowCount > 0;
  }

  // --------------------------------------------------------------------
  // Groups

  async listGroups(search?: string): Promise<SourceGroup[]> {
    const params: unknown[] = [];
    let where = '';
    if (search) {
      params.push(`%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where = 'WHERE lower(g.name) LIKE $1 OR lower(g.description) LIKE $1';
    }
    const { rows } = await this.db.query<GroupRow>(`${GROUP_SELECT} ${where} ORDER BY lower(g.name), g.id`, params);
    return rows.map(toGroup);
  }

  async findGroup(id: string, db: Queryable = this.db): Promise<SourceGroup | null> {
    if (!UUID_PATTERN.test(id)) return null;
    const { rows } = await db.query<GroupRow>(`${GROUP_SELECT} WHERE g.id = $1`, [id]);
    return rows[0] ? toGroup(rows[0]) : null;
  }

  /** Creates the group; null when the name is taken (any case). */
  async createGroup(input: { name: string; description: string; sourceIds: string[] }): Promise<SourceGroup | null> {
    return this.db.transaction(async (tx) => {
      await checkIds(tx, 'sources', input.sourceIds);
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO source_groups (name, description) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id`,
        [input.name, input.description],
      );
      if (!rows[0]) return null;
      await this.setMembers(tx, rows[0].id, input.sourceIds);
      return this.findGroup(rows[0].id, tx);
    });
  }

  /** 'missing' when there is no such group, 'taken' when the new name is another group's. */
  async updateGroup(
    id: string,
    update: { name?: string; description?: string; sourceIds?: string[] },
  ): Promise<SourceGroup | 'missing' | 'taken'> {
    if (!UUID_PATTERN.test(id)) return 'missing';
    return this.db.transaction(async (tx) => {
      const existing = await this.findGroup(id, tx);
      if (!existing) return 'missing';
      if (update.name !== undefined) {
        const { rows } = await tx.query('SELECT 1 FROM source_groups WHERE lower(name) = lower($1) AND id <> $2', [
          update.name,
          id,
        ]);
        if (rows.length > 0) return 'taken';
      }
      await tx.query(
        `UPDATE source_groups SET name = COALESCE($2, name), description = COALESCE($3, description), updated_at = now() WHERE id = $1`,
        [id, update.name ?? null, update.description ?? null],
      );
      if (update.sourceIds !== undefined) {
        await checkIds(tx, 'sources', update.sourceIds);
        await tx.query('DELETE FROM source_group_members WHERE group_id = $1', [id]);
        await this.setMembers(tx, id, update.sourceIds);
      }
      return (await this.findGroup(id, tx))!;
    });
  }

  private async setMembers(tx: Queryable, groupId: string, sourceIds: readonly string[]) {
    if (sourceIds.length === 0) return;
    await tx.query(
      `INSERT INTO source_group_members (group_id, source_id) SELECT $1, s FROM unnest($2::uuid[]) s ON CONFLICT DO NOTHING`,
      [groupId, [...new Set(sourceIds)]],
    );
  }

  async deleteGroup(id: string): Promise<boolean> {
    if (!UUID_PATTERN.test(id)) return false;
    const { rowCount } = await this.db.query('DELETE FROM source_groups WHERE id = $1', [id]);
    return rowCount > 0;
  }
}

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

/** Clamps a polling interval (minutes) to the allowed range. */
export function clampPollMinutes(minutes: number): number {
  return Math.min(SOURCE_LIMITS.pollMinutesMax, Math.max(SOURCE_LIMITS.pollMinutesMin, Math.round(minutes)));
}

declare module 'fastify' {
  interface FastifyInstance {
    sourcesRepository: SourcesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('sourcesRepository', new SourcesRepository(app.db));
  },
  { name: 'sources-repository', dependencies: ['database'] },
);
