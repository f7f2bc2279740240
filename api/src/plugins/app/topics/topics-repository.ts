import type { Topic } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';
import { isUuid, searchClause, transaction } from '../../../db/sql';
import { parseTopicQuery, type QueryNode } from '../../../news/topic-query';
import { topicMatchSql } from '../search/article-search';

// ----------------------------------------------------------------------
// Topics (table topics) and their matches (article_topics). The query is
// parsed before it is stored (parseTopicQuery throws QuerySyntaxError, which
// the routes turn into a 400 with the position); query_ast keeps the parsed
// form for matching.

interface TopicRow {
  id: string;
  name: string;
  description: string;
  query: string;
  query_ast: QueryNode;
  alert_kind: Topic['alertPolicy']['kind'];
  alert_threshold: number | null;
  alert_window_hours: number;
  alert_cooldown_minutes: number;
  active: boolean;
  match_count: number;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface ActiveTopic {
  id: string;
  name: string;
  ast: QueryNode;
}

function toTopic(row: TopicRow): Topic {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    query: row.query,
    alertPolicy: {
      kind: row.alert_kind,
      threshold: row.alert_threshold,
      windowHours: row.alert_window_hours,
      cooldownMinutes: row.alert_cooldown_minutes,
    },
    active: row.active,
    matchCount: row.match_count,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

// The match count is kept by triggers on article_topics (migration 0116), not counted per call.
const TOPIC_SELECT = `
  SELECT t.*, COALESCE((SELECT c.n FROM topic_match_counts c WHERE c.topic_id = t.id), 0)::int AS match_count
  FROM topics t`;

export interface TopicWrite {
  name: string;
  description: string;
  query: string;
  alertPolicy: { kind: Topic['alertPolicy']['kind']; threshold: number | null; windowHours?: number; cooldownMinutes?: number };
  active: boolean;
}

export class TopicsRepository {
  constructor(private readonly db: Queryable) {}

  async list(search?: string): Promise<Topic[]> {
    const { where, params } = searchClause(search, 'lower(t.name) LIKE $1 OR lower(t.query) LIKE $1 OR lower(t.description) LIKE $1');
    const { rows } = await this.db.query<TopicRow>(`${TOPIC_SELECT} ${where} ORDER BY lower(t.name), t.id`, params);
    return rows.map(toTopic);
  }

  async find(id: string): Promise<Topic | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.db.query<TopicRow>(`${TOPIC_SELECT} WHERE t.id = $1`, [id]);
    return rows[0] ? toTopic(rows[0]) : null;
  }

  /** Active topics with their parsed queries, for matching new articles. */
  async active(): Promise<ActiveTopic[]> {
    const { rows } = await this.db.query<TopicRow>('SELECT * FROM topics WHERE active ORDER BY id');
    return rows.map((row) => ({ id: row.id, name: row.name, ast: row.query_ast }));
  }

  /** Creates the topic (the query must parse); null when the name is taken. */
  async create(input: TopicWrite, createdBy: string | null): Promise<Topic | null> {
    const ast = parseTopicQuery(input.query);
    const { rows } = await this.db.query<{ id: string }>(
      `INSERT INTO topics (name, description, query, query_ast, alert_kind, alert_threshold, active, created_by,
                           alert_window_hours, alert_cooldown_minutes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, COALESCE($9::int, 24), COALESCE($10::int, 60)) ON CONFLICT DO NOTHING RETURNING id`,
      [
        input.name,
        input.description,
        input.query,
        JSON.stringify(ast),
        input.alertPolicy.kind,
        input.alertPolicy.kind === 'threshold' ? input.alertPolicy.threshold : null,
        input.active,
        createdBy,
        input.alertPolicy.windowHours ?? null,
        input.alertPolicy.cooldownMinutes ?? null,
      ],
    );
    return rows[0] ? this.find(rows[0].id) : null;
  }

  async update(id: string, update: Partial<TopicWrite>): Promise<Topic | 'missing' | 'taken'> {
    if (!isUuid(id)) return 'missing';
    const ast = update.query !== undefined ? parseTopicQuery(update.query) : undefined;
    return transaction(this.db, async (tx) => {
      // FOR NO KEY UPDATE, as alerts-repository's lockTopics explains: ingestion's matches of this topic go on.
      const { rows: existing } = await tx.query('SELECT 1 FROM topics WHERE id = $1 FOR NO KEY UPDATE', [id]);
      if (existing.length === 0) return 'missing';
      if (update.name !== undefined) {
        const { rows } = await tx.query('SELECT 1 FROM topics WHERE lower(name) = lower($1) AND id <> $2', [update.name, id]);
        if (rows.length > 0) return 'taken';
      }
      const policy = update.alertPolicy;
      await tx.query(
        `UPDATE topics SET
           name = COALESCE($2, name), description = COALESCE($3, description),
           query = COALESCE($4, query), query_ast = COALESCE($5::jsonb, query_ast),
           alert_kind = COALESCE($6, alert_kind),
           alert_threshold = CASE WHEN $6::text IS NULL THEN alert_threshold ELSE $7::int END,
           alert_window_hours = COALESCE($9::int, alert_window_hours),
           alert_cooldown_minutes = COALESCE($10::int, alert_cooldown_minutes),
           active = COALESCE($8, active), updated_at = now()
         WHERE id = $1`,
        [
          id,
          update.name ?? null,
          update.description ?? null,
          update.query ?? null,
          ast ? JSON.stringify(ast) : null,
          policy?.kind ?? null,
          policy?.kind === 'threshold' ? policy.threshold : null,
          update.active ?? null,
          policy?.windowHours ?? null,
          policy?.cooldownMinutes ?? null,
        ],
      );
      // A changed query changes what matches: old matches go, new ones come with the next ingestion or rematch.
      if (ast) await tx.query('DELETE FROM article_topics WHERE topic_id = $1', [id]);
      return 'ok';
    }).then(async (result) => (result === 'ok' ? (await this.find(id))! : result));
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const { rowCount } = await this.db.query('DELETE FROM topics WHERE id = $1', [id]);
    return rowCount > 0;
  }

  // --------------------------------------------------------------------
  // Matches

  /**
   * Stores the matches of one topic among `articleIds` (new articles), or
   * among every article (a topic just written); answers how many were new.
   */
  async match(topicId: string, ast: QueryNode, articleIds?: readonly string[]): Promise<number> {
    const compiled = topicMatchSql(ast, articleIds ? 2 : 1);
    const scope = articleIds ? 'a.id = ANY($2::uuid[]) AND ' : '';
    const { rowCount } = await this.db.query(
      `INSERT INTO article_topics (article_id, topic_id)
       SELECT a.id, $1 FROM articles a WHERE ${scope}${compiled.sql}
       ON CONFLICT DO NOTHING`,
      articleIds ? [topicId, articleIds, ...compiled.params] : [topicId, ...compiled.params],
    );
    return rowCount;
  }

  /**
   * Stores the matches of every given topic among `articleIds` (an ingestion
   * batch) in one statement per 50 topics: each article is read once and
   * tested against each topic's condition, where a statement per topic was
   * planned and run once for every topic of every feed.
   */
  async matchMany(topics: ReadonlyArray<{ id: string; ast: QueryNode }>, articleIds: readonly string[]): Promise<void> {
    if (articleIds.length === 0) return;
    for (let start = 0; start < topics.length; start += 50) {
      const params: unknown[] = [articleIds];
      const branches = topics.slice(start, start + 50).map((topic) => {
        params.push(topic.id);
        const id = `$${params.length}::uuid`;
        const compiled = topicMatchSql(topic.ast, params.length);
        params.push(...compiled.params);
        return `(${id}, ${compiled.sql})`;
      });
      await this.db.query(
        `INSERT INTO article_topics (article_id, topic_id)
         SELECT a.id, t.topic_id FROM articles a
         CROSS JOIN LATERAL (VALUES ${branches.join(', ')}) AS t(topic_id, hit)
         WHERE a.id = ANY($1::uuid[]) AND t.hit
         ON CONFLICT DO NOTHING`,
        params,
      );
    }
  }

  /** Stores the matches of a topic just written over every article, when it is active. */
  async rematch(id: string): Promise<void> {
    const topic = (await this.active()).find((item) => item.id === id);
    if (topic) await this.match(topic.id, topic.ast);
  }

  /** Stores the matches of every topic over every article (after a bulk import). */
  async matchEveryTopic(): Promise<void> {
    const { rows } = await this.db.query<{ id: string; query_ast: QueryNode }>('SELECT id, query_ast FROM topics');
    for (const topic of rows) await this.match(topic.id, topic.query_ast);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    topicsRepository: TopicsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('topicsRepository', new TopicsRepository(app.db));
  },
  { name: 'topics-repository', dependencies: ['database'] },
);
