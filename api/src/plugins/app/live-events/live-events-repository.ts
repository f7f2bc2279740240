import type { LiveEvent, LiveEventType } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';
import { transaction } from '../../../db/sql';

// ----------------------------------------------------------------------
// The live events log (table live_events, migration 0080): new articles with
// their topic matches, and alerts. Writers serialize on one advisory lock, so
// ids commit in order: a reader that has seen id N and reads "after N" never
// skips a row another transaction commits later (docs/decisions/0021-live-events.md).
// The table keeps the newest KEEP_EVENTS rows; every write past a round
// hundred prunes what is older.

/** Rows kept: what a client that lost its connection can still catch up on. */
export const KEEP_EVENTS = 10_000;

/** The advisory lock every writer of live_events takes for its transaction. */
const WRITE_LOCK = 7_355_608_021;

/** An event before it is stored (the shape of `app.liveEvents.publish`). */
export interface LiveEventInput {
  type: LiveEventType;
  topicIds: string[];
  sourceId: string | null;
  groupIds: string[];
  language: string | null;
  payload: Record<string, unknown>;
}

interface LiveEventRow {
  id: string | number;
  type: LiveEventType;
  topic_ids: string[];
  source_id: string | null;
  group_ids: string[];
  language: string | null;
  payload: Record<string, unknown>;
  created_at: Date;
}

const COLUMNS =
  'id, type, topic_ids::text[] AS topic_ids, source_id::text AS source_id, group_ids::text[] AS group_ids, language, payload, created_at';

export function toLiveEvent(row: LiveEventRow): LiveEvent {
  return {
    id: Number(row.id),
    type: row.type,
    topicIds: row.topic_ids,
    sourceId: row.source_id,
    groupIds: row.group_ids,
    language: row.language,
    payload: row.payload,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

export class LiveEventsRepository {
  constructor(
    private readonly db: Queryable,
    /** Rows kept by the pruning that writes do. */
    private readonly keep = KEEP_EVENTS,
  ) {}

  /** Stores one event; answers its id. */
  async publish(event: LiveEventInput): Promise<number> {
    const ids = await this.write(async (tx) => {
      const { rows } = await tx.query<{ id: string | number }>(
        `INSERT INTO live_events (type, topic_ids, source_id, group_ids, language, payload)
         VALUES ($1, $2::uuid[], $3::uuid, $4::uuid[], $5, $6::jsonb) RETURNING id`,
        [event.type, event.topicIds, event.sourceId, event.groupIds, event.language, JSON.stringify(event.payload)],
      );
      return rows.map((row) => Number(row.id));
    });
    return ids[0]!;
  }

  /**
   * One article event per stored article, built from the tables (title, source,
   * groups, topic matches: call it after the matches are written), oldest
   * published first. Answers the new ids.
   */
  async publishArticles(articleIds: readonly string[]): Promise<number[]> {
    if (articleIds.length === 0) return [];
    return this.write(async (tx) => {
      const { rows } = await tx.query<{ id: string | number }>(
        `INSERT INTO live_events (type, topic_ids, source_id, group_ids, language, payload)
         SELECT 'article', coalesce(tp.ids, '{}'), a.source_id, coalesce(g.ids, '{}'), a.language,
           jsonb_build_object('articleId', a.id, 'title', a.title, 'url', a.url, 'sourceId', a.source_id, 'sourceName', s.name,
             'language', a.language, 'publishedAt', to_char(a.published_at AT TIME ZONE 'UTC', ${ISO}), 'tone', a.tone,
             'topics', coalesce(tp.topics, '[]'::jsonb))
         FROM unnest($1::uuid[]) WITH ORDINALITY AS u(id, ord)
           JOIN articles a ON a.id = u.id JOIN sources s ON s.id = a.source_id
           LEFT JOIN LATERAL (
             SELECT array_agg(t.id ORDER BY t.name) AS ids, jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name) ORDER BY t.name) AS topics
             FROM article_topics x JOIN topics t ON t.id = x.topic_id WHERE x.article_id = a.id) tp ON true
           LEFT JOIN LATERAL (SELECT array_agg(m.group_id) AS ids FROM source_group_members m WHERE m.source_id = a.source_id) g ON true
         ORDER BY a.published_at, u.ord
         RETURNING id`,
        [articleIds],
      );
      return rows.map((row) => Number(row.id));
    });
  }

  /** Events after `id`, oldest first, at most `limit`. */
  async after(id: number, limit: number): Promise<LiveEvent[]> {
    const { rows } = await this.db.query<LiveEventRow>(`SELECT ${COLUMNS} FROM live_events WHERE id > $1 ORDER BY id LIMIT $2`, [
      id,
      limit,
    ]);
    return rows.map(toLiveEvent);
  }

  /** The newest `limit` events, oldest first. */
  async latest(limit: number): Promise<LiveEvent[]> {
    if (limit <= 0) return [];
    const { rows } = await this.db.query<LiveEventRow>(
      `SELECT * FROM (SELECT ${COLUMNS} FROM live_events ORDER BY id DESC LIMIT $1) e ORDER BY id`,
      [limit],
    );
    return rows.map(toLiveEvent);
  }

  /** The newest id stored (0 when none). */
  async lastId(): Promise<number> {
    const { rows } = await this.db.query<{ id: string | number | null }>('SELECT max(id) AS id FROM live_events');
    return Number(rows[0]?.id ?? 0);
  }

  /** Deletes all but the newest `keep` events; answers how many went. */
  async prune(keep = this.keep): Promise<number> {
    const { rowCount } = await this.db.query('DELETE FROM live_events WHERE id <= (SELECT max(id) FROM live_events) - $1', [keep]);
    return rowCount;
  }

  /** Runs `insert` holding the write lock (ids commit in order), then prunes past each round hundred. */
  private async write(insert: (tx: Queryable) => Promise<number[]>): Promise<number[]> {
    const ids = await transaction(this.db, async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(${WRITE_LOCK})`);
      return insert(tx);
    });
    if (ids.length > 0 && Math.floor((ids[0]! - 1) / 100) !== Math.floor(ids[ids.length - 1]! / 100)) await this.prune();
    return ids;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    liveEventsRepository: LiveEventsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('liveEventsRepository', new LiveEventsRepository(app.db));
  },
  { name: 'live-events-repository', dependencies: ['database'] },
);
