import {
  ANALYTICS_RULES,
  type Entity,
  type EntityArticles,
  type EntityFigures,
  type EntityKind,
  type entityArticlesQuerySchema,
  type entityWindowQuerySchema,
} from '@mediawatch/shared/schemas';
import type { z } from 'zod';

import type { Queryable } from '../../../db/database';
import { toArticleRef, type ArticleRefRow } from './daily-report';
import { addDays, bucketOf, dayStart, today, withTimeout } from './sql';

// ----------------------------------------------------------------------
// One person, organization or place (docs/decisions/0060-the-entity-page.md):
// the entity, its attention and tone per day of the reader's zone, the
// sources that name it and the entities named beside it over a window, and
// its articles. Every read starts from article_entities' (entity_id,
// published_at) index (migration 0122), so a call reads the entity's rows of
// the window and their articles, never the whole corpus.

type WindowQuery = z.output<typeof entityWindowQuerySchema>;
type ArticlesQuery = z.output<typeof entityArticlesQuerySchema>;

/** Sources and co-mentioned entities listed on the page. */
export const ENTITY_TOP_SOURCES = 10;
export const ENTITY_TOP_CO_MENTIONS = 15;

interface EntityRow {
  id: number;
  kind: EntityKind;
  name: string;
  country: string | null;
  lat: number | null;
  lon: number | null;
  first_seen: Date | null;
  last_seen: Date | null;
}

interface Day {
  day: string;
  start: Date;
  end: Date;
}

export class EntityReader {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The entity, with its first and last article (two probes of the index); null when unknown. */
  async entity(id: number): Promise<Entity | null> {
    const { rows } = await this.db.query<EntityRow>(
      `SELECT e.id, e.kind, e.name, e.country, e.lat, e.lon,
              (SELECT min(published_at) FROM article_entities WHERE entity_id = e.id) AS first_seen,
              (SELECT max(published_at) FROM article_entities WHERE entity_id = e.id) AS last_seen
       FROM entities e WHERE e.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: Number(row.id),
      kind: row.kind,
      name: row.name,
      country: row.country,
      lat: row.lat === null ? null : Number(row.lat),
      lon: row.lon === null ? null : Number(row.lon),
      firstSeen: row.first_seen ? new Date(row.first_seen).toISOString() : null,
      lastSeen: row.last_seen ? new Date(row.last_seen).toISOString() : null,
    };
  }

  private async exists(id: number): Promise<boolean> {
    const { rows } = await this.db.query('SELECT 1 FROM entities WHERE id = $1', [id]);
    return rows.length > 0;
  }

  /** The window's days of the zone, each with its first instant and the next day's. */
  private async days(query: WindowQuery): Promise<Day[]> {
    const last = query.to ?? today(query.tz, this.now());
    const first = addDays(last, -(query.days - 1));
    const { rows } = await this.db.query<Day>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day, ${dayStart('d', '$3')} AS start, ${dayStart('(d + 1)', '$3')} AS end
       FROM generate_series($1::date, $2::date, interval '1 day') AS g(t), LATERAL (SELECT g.t::date AS d) x ORDER BY 1`,
      [first, last, query.tz],
    );
    return rows;
  }

  /**
   * Attention and tone per day, the top sources and the top co-mentions over
   * the window; null when the entity is unknown. One statement: the entity's
   * rows of the window (an index range scan) joined to their articles by
   * primary key, materialized once; the co-mentions read the other entities
   * of at most coMentionSampleMax of those articles (article_entities'
   * primary key, per article).
   */
  async figures(id: number, query: WindowQuery): Promise<EntityFigures | null> {
    if (!(await this.exists(id))) return null;
    const days = await this.days(query);
    const start = days[0]!.start;
    const end = days[days.length - 1]!.end;
    return withTimeout(this.db, async (db) => {
      type PerDay = Array<{ i: number; n: number; untoned: number; tone: number | null }>;
      type Sources = Array<{ id: string; name: string; count: number }>;
      type CoMentions = Array<{ id: number; kind: EntityKind; name: string; country: string | null; count: number }>;
      const { rows } = await db.query<{
        total: number;
        untoned: number;
        per_day: PerDay | null;
        sources: Sources | null;
        sampled: number;
        co: CoMentions | null;
      }>(
        // The LATERAL ... OFFSET 0 keeps the joins per row (a probe of the primary key each): an entity
        // named in a large share of the articles would otherwise get a hash join over every article
        // (measured on the demo data; docs/decisions/0060-the-entity-page.md).
        `WITH m AS MATERIALIZED (
           SELECT ae.article_id AS id, ae.published_at, a.source_id, a.tone
           FROM article_entities ae
           CROSS JOIN LATERAL (SELECT source_id, tone FROM articles WHERE id = ae.article_id OFFSET 0) a
           WHERE ae.entity_id = $1 AND ae.published_at >= $2 AND ae.published_at < $3),
         s AS MATERIALIZED (SELECT id FROM m ORDER BY md5(id::text) LIMIT ${ANALYTICS_RULES.coMentionSampleMax})
         SELECT
           (SELECT count(*)::int FROM m) AS total,
           (SELECT count(*)::int FROM m WHERE tone IS NULL) AS untoned,
           (SELECT json_agg(d) FROM (
              SELECT ${bucketOf('published_at', '$4')} AS i, count(*)::int AS n,
                     count(*) FILTER (WHERE tone IS NULL)::int AS untoned, avg(tone)::float8 AS tone
              FROM m GROUP BY 1) d) AS per_day,
           (SELECT json_agg(f ORDER BY f.count DESC, f.name, f.id) FROM (
              SELECT g.source_id AS id, src.name, g.count
              FROM (SELECT source_id, count(*)::int AS count FROM m GROUP BY source_id ORDER BY count DESC LIMIT ${ENTITY_TOP_SOURCES}) g
              JOIN sources src ON src.id = g.source_id) f) AS sources,
           (SELECT count(*)::int FROM s) AS sampled,
           (SELECT json_agg(c ORDER BY c.count DESC, c.name, c.id) FROM (
              SELECT e.id, e.kind, e.name, e.country, g.count
              FROM (SELECT x.entity_id, count(*)::int AS count
                    FROM s CROSS JOIN LATERAL (
                      SELECT entity_id FROM article_entities WHERE article_id = s.id AND entity_id <> $1 OFFSET 0) x
                    GROUP BY x.entity_id ORDER BY count DESC, x.entity_id LIMIT ${ENTITY_TOP_CO_MENTIONS}) g
              JOIN entities e ON e.id = g.entity_id) c) AS co`,
        [id, start, end, days.map((day) => day.start)],
      );
      const row = rows[0]!;
      const total = Number(row.total);
      const sampled = Number(row.sampled);
      const share = (count: number, of: number) => (of > 0 ? Math.round((count / of) * 10_000) / 10_000 : 0);
      const byIndex = new Map((row.per_day ?? []).map((entry) => [Number(entry.i), entry]));
      return {
        entityId: id,
        timeZone: query.tz,
        from: days[0]!.day,
        to: days[days.length - 1]!.day,
        days: days.map((day, index) => {
          const entry = byIndex.get(index + 1);
          return {
            day: day.day,
            start: day.start.toISOString(),
            end: day.end.toISOString(),
            count: Number(entry?.n ?? 0),
            tone: entry?.tone === null || entry?.tone === undefined ? null : Math.round(Number(entry.tone) * 100) / 100,
            untoned: Number(entry?.untoned ?? 0),
          };
        }),
        total,
        untoned: Number(row.untoned),
        sources: (row.sources ?? []).map((source) => ({
          id: source.id,
          name: source.name,
          count: source.count,
          share: share(source.count, total),
        })),
        coMentions: (row.co ?? []).map((entity) => ({
          id: Number(entity.id),
          kind: entity.kind,
          name: entity.name,
          country: entity.country,
          count: entity.count,
          share: share(entity.count, sampled),
        })),
        sampled,
      };
    });
  }

  /**
   * The entity's articles of the window, newest first, a page at a time; null
   * when the entity is unknown. The count is an index-only range scan; the page
   * walks the same index backwards (the tie on the instant broken by the id).
   */
  async articles(id: number, query: ArticlesQuery): Promise<EntityArticles | null> {
    if (!(await this.exists(id))) return null;
    const days = await this.days(query);
    const start = days[0]!.start;
    const end = days[days.length - 1]!.end;
    return withTimeout(this.db, async (db) => {
      const [count, page] = await Promise.all([
        db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM article_entities WHERE entity_id = $1 AND published_at >= $2 AND published_at < $3',
          [id, start, end],
        ),
        db.query<ArticleRefRow>(
          `SELECT a.id, a.title, a.source_id, s.name AS source_name, a.published_at, a.language, a.tone
           FROM (SELECT article_id, published_at FROM article_entities
                 WHERE entity_id = $1 AND published_at >= $2 AND published_at < $3
                 ORDER BY published_at DESC, article_id DESC LIMIT $4 OFFSET $5) ae
           JOIN articles a ON a.id = ae.article_id JOIN sources s ON s.id = a.source_id
           ORDER BY ae.published_at DESC, ae.article_id DESC`,
          [id, start, end, query.pageSize, (query.page - 1) * query.pageSize],
        ),
      ]);
      return {
        items: page.rows.map(toArticleRef),
        total: Number(count.rows[0]!.n),
        page: query.page,
        pageSize: query.pageSize,
      };
    });
  }
}
