import {
  ANALYTICS_RULES,
  type ExploreAttention,
  type ExploreEntities,
  type ExploreSummary,
  type exploreAttentionQuerySchema,
  type exploreEntitiesQuerySchema,
  type exploreSummaryQuerySchema,
} from '@mediawatch/shared/schemas';
import type { z } from 'zod';

import type { Queryable } from '../../../db/database';
import { filterSql } from '../articles/article-rows';
import { toArticleRef, type ArticleRefRow } from './daily-report';
import { bucketOf, compileQuery, dayStart, sourceScope, withTimeout } from './sql';
import { headlineWords } from './words';

// ----------------------------------------------------------------------
// Explore: attention over time for up to four queries in the topic language,
// as counts and as a share of every article in the same filters (Media
// Cloud's default), and one query's breakdown: top words, sources, languages
// and the newest matches. The denominators come from the rollups; a query's
// matches are counted by the database over the articles in the range (the
// full-text index), per bucket.

type AttentionQuery = z.output<typeof exploreAttentionQuerySchema>;
type SummaryQuery = z.output<typeof exploreSummaryQuerySchema>;
type EntitiesQuery = z.output<typeof exploreEntitiesQuerySchema>;

/** Entities per kind in a query's panels. */
export const TOP_ENTITIES = 15;
type Filter = Pick<AttentionQuery, 'sourceId' | 'groupId' | 'language' | 'from' | 'to' | 'tz'>;

/** A query that failed to parse, with which of the compared queries it was. */
export class ExploreQueryError extends Error {
  constructor(
    readonly index: number,
    override readonly cause: unknown,
  ) {
    super('query error');
  }
}

export class ExploreReader {
  constructor(private readonly db: Queryable) {}

  /** The range's instants [start, end) for the inclusive days from..to of tz. */
  private async range(filter: Filter): Promise<{ start: Date; end: Date }> {
    const { rows } = await this.db.query<{ start: Date; end: Date }>(
      `SELECT ${dayStart('$1', '$3')} AS start, ${dayStart('($2::date + 1)', '$3')} AS end`,
      [filter.from, filter.to, filter.tz],
    );
    return rows[0]!;
  }

  /**
   * The buckets of the inclusive days from..to of tz: each one's label (its
   * first day, `YYYY-MM-DD`; a Monday for weeks, the 1st for months) and
   * first instant, in order. Rows are put in their bucket by those instants
   * (bucketOf), never by converting each row to the zone.
   */
  private async buckets(filter: Filter, interval: AttentionQuery['interval']): Promise<{ labels: string[]; starts: Date[] }> {
    const { rows } = await this.db.query<{ bucket: string; start: Date }>(
      `SELECT to_char(b, 'YYYY-MM-DD') AS bucket, ${dayStart('b', '$3')} AS start
       FROM (SELECT DISTINCT ${interval === 'day' ? 'd::date' : `date_trunc('${interval}', d)::date`} AS b
             FROM generate_series($1::date, $2::date, interval '1 day') AS d) x
       ORDER BY 1`,
      [filter.from, filter.to, filter.tz],
    );
    return { labels: rows.map((row) => row.bucket), starts: rows.map((row) => row.start) };
  }

  /**
   * Every article in the filters per bucket (1-based index into `starts`),
   * from the rollups: the whole corpus, a language, or sources.
   */
  private async totals(filter: Filter, start: Date, end: Date, starts: readonly Date[]): Promise<Map<number, number>> {
    const scope = await sourceScope(this.db, filter.sourceId, filter.groupId);
    const languages = filter.language ?? [];
    const params: unknown[] = [start, end, starts];
    const bucket = bucketOf('slot', '$3');
    let sql: string;
    if (scope) {
      params.push(scope, languages);
      sql = `SELECT ${bucket} AS b, sum(n)::int AS n FROM rollup_source
             WHERE source_id = ANY($4::uuid[]) AND slot >= $1 AND slot < $2 AND (cardinality($5::text[]) = 0 OR language = ANY($5::text[]))
             GROUP BY 1`;
    } else if (languages.length > 0) {
      params.push(languages);
      sql = `SELECT ${bucket} AS b, sum(n)::int AS n FROM rollup_language
             WHERE language = ANY($4::text[]) AND slot >= $1 AND slot < $2 GROUP BY 1`;
    } else {
      // An index-only scan of rollup_language_slot_idx (migration 0071): fewer rows than rollup_all's tone bins.
      sql = `SELECT ${bucket} AS b, sum(n)::int AS n FROM rollup_language WHERE slot >= $1 AND slot < $2 GROUP BY 1`;
    }
    const { rows } = await this.db.query<{ b: number; n: number }>(sql, params);
    return new Map(rows.map((row) => [Number(row.b), Number(row.n)]));
  }

  async attention(query: AttentionQuery): Promise<ExploreAttention> {
    const started = performance.now();
    const [{ start, end }, { labels, starts }] = await Promise.all([this.range(query), this.buckets(query, query.interval)]);
    const [totals, ...series] = await Promise.all([
      this.totals(query, start, end, starts),
      ...query.q.map((q, index) =>
        this.countPerBucket(q, query, start, end, starts).catch((error: unknown) => {
          throw new ExploreQueryError(index, error);
        }),
      ),
    ]);
    const perBucket = (counts: Map<number, number>) => labels.map((_, index) => counts.get(index + 1) ?? 0);
    return {
      interval: query.interval,
      timeZone: query.tz,
      buckets: labels,
      totals: perBucket(totals),
      series: series.map((counts, index) => ({
        query: query.q[index]!,
        total: [...counts.values()].reduce((sum, n) => sum + n, 0),
        counts: perBucket(counts),
      })),
      tookMs: Math.round(performance.now() - started),
    };
  }

  /** One query's matches per bucket (1-based index into `starts`), counted by the database. */
  private countPerBucket(q: string, query: AttentionQuery, start: Date, end: Date, starts: readonly Date[]): Promise<Map<number, number>> {
    return withTimeout(this.db, async (db) => {
      const params: unknown[] = [start, end, starts];
      const where = filterSql({ sourceId: query.sourceId, groupId: query.groupId, language: query.language }, params);
      const compiled = await compileQuery(db, q, params.length);
      params.push(...compiled.params);
      const { rows } = await db.query<{ b: number; n: number }>(
        `SELECT ${bucketOf('a.published_at', '$3')} AS b, count(*)::int AS n
         FROM articles a WHERE a.published_at >= $1 AND a.published_at < $2 AND ${where} AND ${compiled.sql}
         GROUP BY 1`,
        params,
      );
      return new Map(rows.map((row) => [Number(row.b), Number(row.n)]));
    });
  }

  /** One query's total, top words (over an even sample of its headlines), sources, languages and newest matches. */
  async summary(query: SummaryQuery): Promise<ExploreSummary> {
    const { start, end } = await this.range(query);
    const totalInFilters = [...(await this.totals(query, start, end, [start])).values()].reduce((sum, n) => sum + n, 0);
    return withTimeout(this.db, async (db) => {
      const params: unknown[] = [start, end];
      const where = filterSql({ sourceId: query.sourceId, groupId: query.groupId, language: query.language }, params);
      const compiled = await compileQuery(db, query.q, params.length);
      params.push(...compiled.params);
      // One pass over the matches (materialized once): the facets, the
      // newest ids and an even sample (by a hash of the id) for the words.
      const { rows } = await db.query<{
        total: number;
        sources: Array<{ id: string; name: string; count: number }> | null;
        languages: Array<{ language: string; count: number }> | null;
        newest: string[] | null;
        sample: string[] | null;
      }>(
        `WITH m AS MATERIALIZED (
           SELECT a.id, a.source_id, a.language, a.published_at FROM articles a
           WHERE a.published_at >= $1 AND a.published_at < $2 AND ${where} AND ${compiled.sql})
         SELECT
           (SELECT count(*)::int FROM m) AS total,
           (SELECT json_agg(f) FROM (
              SELECT g.source_id AS id, s.name, g.count FROM (SELECT source_id, count(*)::int AS count FROM m GROUP BY source_id) g
              JOIN sources s ON s.id = g.source_id ORDER BY g.count DESC, s.name LIMIT 15) f) AS sources,
           (SELECT json_agg(f) FROM (SELECT language, count(*)::int AS count FROM m GROUP BY language ORDER BY count DESC, language) f) AS languages,
           (SELECT array_agg(id) FROM (SELECT id FROM m ORDER BY published_at DESC, id DESC LIMIT 10) n) AS newest,
           (SELECT array_agg(id) FROM (SELECT id FROM m ORDER BY md5(id::text) LIMIT ${ANALYTICS_RULES.wordSampleMax}) s) AS sample`,
        params,
      );
      const row = rows[0]!;
      const [words, newest] = await Promise.all([
        headlineWords(db, row.sample ?? []),
        row.newest?.length
          ? db.query<ArticleRefRow>(
              `SELECT a.id, a.title, a.source_id, s.name AS source_name, a.published_at, a.language, a.tone
               FROM articles a JOIN sources s ON s.id = a.source_id WHERE a.id = ANY($1::uuid[]) ORDER BY a.published_at DESC, a.id DESC`,
              [row.newest],
            )
          : Promise.resolve({ rows: [] as ArticleRefRow[] }),
      ]);
      return {
        query: query.q,
        total: Number(row.total),
        totalInFilters,
        words,
        sampled: row.sample?.length ?? 0,
        sources: row.sources ?? [],
        languages: row.languages ?? [],
        sample: newest.rows.map(toArticleRef),
      };
    });
  }

  /**
   * One query's top people, organizations and places (articles mentioning
   * each, and their share of the matches) and its articles per country
   * (docs/decisions/0047-entities-method.md). The matches are read once; their
   * entities come from article_entities' primary key, per article.
   */
  async entities(query: EntitiesQuery): Promise<ExploreEntities> {
    const { start, end } = await this.range(query);
    return withTimeout(this.db, async (db) => {
      const params: unknown[] = [start, end];
      const where = filterSql({ sourceId: query.sourceId, groupId: query.groupId, language: query.language }, params);
      const compiled = await compileQuery(db, query.q, params.length);
      params.push(...compiled.params);
      type Top = Array<{ id: number; kind: string; name: string; country: string | null; count: number }>;
      const { rows } = await db.query<{
        total: number;
        unread: number;
        top: Top | null;
        countries: Array<{ country: string; count: number }> | null;
      }>(
        `WITH m AS MATERIALIZED (
           SELECT a.id, a.entities_method FROM articles a
           WHERE a.published_at >= $1 AND a.published_at < $2 AND ${where} AND ${compiled.sql}),
         x AS MATERIALIZED (
           SELECT ae.article_id, ae.entity_id FROM m JOIN article_entities ae ON ae.article_id = m.id),
         g AS (
           SELECT e.id, e.kind, e.name, e.country, c.count,
                  row_number() OVER (PARTITION BY e.kind ORDER BY c.count DESC, e.name, e.id) AS rank
           FROM (SELECT entity_id, count(*)::int AS count FROM x GROUP BY entity_id) c JOIN entities e ON e.id = c.entity_id)
         SELECT
           (SELECT count(*)::int FROM m) AS total,
           (SELECT count(*)::int FROM m WHERE entities_method = 0) AS unread,
           (SELECT json_agg(t ORDER BY t.kind, t.count DESC, t.name, t.id) FROM (
              SELECT id, kind, name, country, count FROM g WHERE rank <= ${TOP_ENTITIES}) t) AS top,
           (SELECT json_agg(c ORDER BY c.count DESC, c.country) FROM (
              SELECT e.country, count(DISTINCT x.article_id)::int AS count
              FROM x JOIN entities e ON e.id = x.entity_id
              WHERE e.kind = 'place' AND e.country IS NOT NULL GROUP BY e.country) c) AS countries`,
        params,
      );
      const row = rows[0]!;
      const total = Number(row.total);
      const share = (count: number) => (total > 0 ? Math.round((count / total) * 10_000) / 10_000 : 0);
      const of = (kind: string) =>
        (row.top ?? [])
          .filter((entity) => entity.kind === kind)
          .map((entity) => ({
            id: Number(entity.id),
            name: entity.name,
            country: entity.country,
            count: entity.count,
            share: share(entity.count),
          }));
      return {
        query: query.q,
        total,
        unread: Number(row.unread),
        people: of('person'),
        organizations: of('org'),
        places: of('place'),
        countries: (row.countries ?? []).map((entry) => ({ country: entry.country, count: entry.count, share: share(entry.count) })),
      };
    });
  }
}
