import type {
  Article,
  ArticlePage,
  ArticleSearchResult,
  ArticleSummary,
  RetentionPolicy,
} from '@mediawatch/shared/schemas';
import { articleExportQuerySchema, articleListQuerySchema, articleSearchQuerySchema } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';
import type { z } from 'zod';

import type { Database } from '../../db/database';
import { compileTopicQuery, highlightTsquery, parseTopicQuery, sourceNames } from '../../news/topic-query';
import { UUID_PATTERN } from './sources-repository';

// ----------------------------------------------------------------------
// Reading articles: the warehouse table (filters, paging, sorting), the
// reader, the CSV export and the full-text search with facets.

type ListQuery = z.output<typeof articleListQuerySchema>;
type ExportQuery = z.output<typeof articleExportQuerySchema>;
type SearchQuery = z.output<typeof articleSearchQuerySchema>;
type Filter = Omit<ListQuery, 'page' | 'pageSize' | 'sort' | 'order'>;

interface SummaryRow {
  id: string;
  source_id: string;
  source_name: string;
  url: string;
  title: string;
  author: string | null;
  published_at: Date;
  fetched_at: Date;
  language: string;
  summary: string;
  tone: number;
  cluster_id: string | null;
  cluster_size: number;
  topics: Array<{ id: string; name: string }> | null;
}

const SUMMARY_COLUMNS = `
  a.id, a.source_id, s.name AS source_name, a.url, a.title, a.author, a.published_at, a.fetched_at,
  a.language, a.summary, a.tone, a.cluster_id,
  COALESCE(c.article_count, 1) AS cluster_size,
  (SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name)
     FROM article_topics x JOIN topics t ON t.id = x.topic_id WHERE x.article_id = a.id) AS topics`;

const SUMMARY_FROM = `articles a JOIN sources s ON s.id = a.source_id LEFT JOIN story_clusters c ON c.id = a.cluster_id`;

function toSummary(row: SummaryRow): ArticleSummary {
  return {
    id: row.id,
    sourceId: row.source_id,
    sourceName: row.source_name,
    url: row.url,
    title: row.title,
    author: row.author,
    publishedAt: row.published_at.toISOString(),
    fetchedAt: row.fetched_at.toISOString(),
    language: row.language,
    summary: row.summary,
    tone: Math.round(Number(row.tone) * 100) / 100,
    clusterId: row.cluster_id,
    clusterSize: Number(row.cluster_size),
    topics: row.topics ?? [],
  };
}

const SORT_COLUMNS: Record<ListQuery['sort'], string> = {
  publishedAt: 'a.published_at',
  fetchedAt: 'a.fetched_at',
  title: 'lower(a.title)',
  tone: 'a.tone',
  source: 'lower(s.name)',
};

/** The WHERE clause of the shared filters; parameters are appended to `params`. */
function filterSql(filter: Filter, params: unknown[]): string {
  const where: string[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.sourceId?.length) where.push(`a.source_id = ANY(${add(filter.sourceId)}::uuid[])`);
  if (filter.groupId?.length) {
    where.push(`a.source_id IN (SELECT m.source_id FROM source_group_members m WHERE m.group_id = ANY(${add(filter.groupId)}::uuid[]))`);
  }
  if (filter.topicId?.length) {
    where.push(`a.id IN (SELECT x.article_id FROM article_topics x WHERE x.topic_id = ANY(${add(filter.topicId)}::uuid[]))`);
  }
  if (filter.language?.length) where.push(`a.language = ANY(${add(filter.language)}::text[])`);
  if (filter.from) where.push(`a.published_at >= ${add(new Date(filter.from))}`);
  if (filter.to) where.push(`a.published_at < ${add(new Date(filter.to))}`);
  if (filter.toneMin !== undefined) where.push(`a.tone >= ${add(filter.toneMin)}`);
  if (filter.toneMax !== undefined) where.push(`a.tone <= ${add(filter.toneMax)}`);
  if (filter.clusterId) where.push(`a.cluster_id = ${add(filter.clusterId)}`);
  return where.length > 0 ? where.join(' AND ') : 'TRUE';
}

/** Turns ts_headline's markers into `<mark>`, escaping everything else. */
const START = '\u0001';
const STOP = '\u0002';
export function markHighlights(text: string): string {
  return text
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
    .replaceAll(START, '<mark>')
    .replaceAll(STOP, '</mark>');
}

function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading =, +, - or @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const CSV_HEADER = ['id', 'published_at', 'source', 'language', 'title', 'author', 'url', 'tone', 'topics', 'cluster_id'];

// ----------------------------------------------------------------------

/** One bucket of a search facet, as the facets query aggregates it. */
interface FacetRow {
  value: string;
  label: string;
  count: number;
}

export class ArticlesRepository {
  constructor(private readonly db: Database) {}

  async list(query: ListQuery): Promise<ArticlePage> {
    const params: unknown[] = [];
    const where = filterSql(query, params);
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const order = `${SORT_COLUMNS[query.sort]} ${direction}, a.id ${direction}`;
    const offset = (query.page - 1) * query.pageSize;
    const [{ rows }, count] = await Promise.all([
      this.db.query<SummaryRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE ${where} ORDER BY ${order} LIMIT ${query.pageSize} OFFSET ${offset}`,
        params,
      ),
      this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM articles a WHERE ${where}`, params),
    ]);
    return { items: rows.map(toSummary), total: count.rows[0]?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }

  async find(id: string): Promise<Article | null> {
    if (!UUID_PATTERN.test(id)) return null;
    const { rows } = await this.db.query<
      SummaryRow & { guid: string | null; content_html: string; content_text: string; full_text: boolean; homepage: string }
    >(
      `SELECT ${SUMMARY_COLUMNS}, a.guid, a.content_html, a.content_text, a.full_text, s.homepage
       FROM ${SUMMARY_FROM} WHERE a.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    const cluster = row.cluster_id
      ? (
          await this.db.query<{ id: string; title: string; url: string; source_id: string; source_name: string; published_at: Date; language: string }>(
            `SELECT a.id, a.title, a.url, a.source_id, s.name AS source_name, a.published_at, a.language
             FROM articles a JOIN sources s ON s.id = a.source_id
             WHERE a.cluster_id = $1 AND a.id <> $2 ORDER BY a.published_at LIMIT 50`,
            [row.cluster_id, id],
          )
        ).rows
      : [];
    return {
      ...toSummary(row),
      guid: row.guid,
      contentHtml: row.content_html,
      contentText: row.content_text,
      fullText: row.full_text,
      sourceHomepage: row.homepage,
      cluster: cluster.map((item) => ({
        id: item.id,
        title: item.title,
        url: item.url,
        sourceId: item.source_id,
        sourceName: item.source_name,
        publishedAt: item.published_at.toISOString(),
        language: item.language,
      })),
    };
  }

  /** Full-text search in the topic language (throws QuerySyntaxError when `q` does not parse). */
  async search(query: SearchQuery): Promise<ArticleSearchResult> {
    const started = performance.now();
    const ast = parseTopicQuery(query.q);
    const params: unknown[] = [];
    const where = filterSql(query, params);
    // source: names resolved to ids first: a constant array lets the planner
    // estimate the match and use the (source_id, published_at) index.
    const names = sourceNames(ast);
    const sourceIds = new Map<string, string[]>(names.map((name) => [name, []]));
    if (names.length > 0) {
      const { rows } = await this.db.query<{ name: string; ids: string[] }>(
        `SELECT n AS name, array_agg(s.id::text) AS ids
         FROM unnest($1::text[]) AS n JOIN sources s ON lower(s.name) = lower(n) GROUP BY n`,
        [names],
      );
      for (const row of rows) sourceIds.set(row.name, row.ids);
    }
    const compiled = compileTopicQuery(ast, params.length, sourceIds);
    params.push(...compiled.params);
    const condition = `${where} AND ${compiled.sql}`;
    const tsquery = highlightTsquery(ast);
    params.push(tsquery ?? '');
    const hq = `$${params.length}`;
    // "q" is to_tsquery of the positive words (empty when the query has only
    // fields), for rank and highlights. ts_rank (term frequency, title words
    // weighted A) rather than ts_rank_cd: on a broad query the rank of every
    // match is computed, and cover density cost as much again as the scan.
    const rankExpr = tsquery ? `ts_rank(a.search, q)` : '0::real';
    const order = (alias: string) =>
      query.sort === 'publishedAt' || !tsquery
        ? `${alias}.published_at DESC, ${alias}.id DESC`
        : `${alias}.rank DESC, ${alias}.published_at DESC, ${alias}.id DESC`;
    const offset = (query.page - 1) * query.pageSize;
    const headline = (column: string, options: string) =>
      tsquery
        ? `ts_headline('simple', ${column}, q, '${options}, StartSel=${START}, StopSel=${STOP}')`
        : column;

    // One pass over the matching rows (materialized once: the heap is read a
    // single time) gives the three facets (the total is their sum) and the ids of the page;
    // then the page itself, with highlights, by primary key.
    const summary = await this.db.query<{
      hits: { id: string; rank: number }[] | null;
      sources: FacetRow[] | null;
      languages: FacetRow[] | null;
      days: FacetRow[] | null;
    }>(
      `WITH m AS MATERIALIZED (
         SELECT a.id, a.source_id, a.language, a.published_at, ${rankExpr} AS rank
         FROM articles a, to_tsquery('simple', ${hq}) q WHERE ${condition}
       )
       SELECT
         (SELECT json_agg(h) FROM (
            SELECT m.id, m.rank FROM m ORDER BY ${order('m')} LIMIT ${query.pageSize} OFFSET ${offset}) h) AS hits,
         (SELECT json_agg(f) FROM (
            SELECT g.source_id::text AS value, s.name AS label, g.count
            FROM (SELECT m.source_id, count(*)::int AS count FROM m GROUP BY m.source_id) g
              JOIN sources s ON s.id = g.source_id
            ORDER BY g.count DESC, s.name LIMIT 20) f) AS sources,
         (SELECT json_agg(f) FROM (
            SELECT m.language AS value, m.language AS label, count(*)::int AS count
            FROM m GROUP BY m.language ORDER BY count DESC, m.language) f) AS languages,
         (SELECT json_agg(f) FROM (
            SELECT to_char(g.day, 'YYYY-MM-DD') AS value, g.count
            FROM (SELECT (m.published_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS count FROM m GROUP BY 1) g
            ORDER BY g.day) f) AS days`,
      params,
    );
    const hits = summary.rows[0]?.hits ?? [];
    const rankOf = new Map(hits.map((hit) => [hit.id, Number(hit.rank)]));
    const { rows } =
      hits.length === 0
        ? { rows: [] as (SummaryRow & { title_hl: string; snippet: string })[] }
        : await this.db.query<SummaryRow & { title_hl: string; snippet: string }>(
            `SELECT ${SUMMARY_COLUMNS},
               ${headline('a.title', 'HighlightAll=true')} AS title_hl,
               ${headline("left(CASE WHEN a.content_text = '' THEN a.summary ELSE a.content_text END, 20000)", 'MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "')} AS snippet
             FROM articles a JOIN sources s ON s.id = a.source_id
               LEFT JOIN story_clusters c ON c.id = a.cluster_id CROSS JOIN to_tsquery('simple', $2) q
             WHERE a.id = ANY($1::uuid[])`,
            [hits.map((hit) => hit.id), tsquery ?? ''],
          );
    const position = new Map(hits.map((hit, index) => [hit.id, index]));
    rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
    const { sources, languages, days } = summary.rows[0] ?? { sources: null, languages: null, days: null };
    // Every match has one language: the language facet (never cut) sums to the total.
    const total = (languages ?? []).reduce((sum, facet) => sum + facet.count, 0);
    return {
      items: rows.map((row) => ({
        ...toSummary(row),
        rank: rankOf.get(row.id) ?? 0,
        titleHighlight: markHighlights(row.title_hl),
        snippet: markHighlights(row.snippet),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
      facets: {
        sources: sources ?? [],
        languages: languages ?? [],
        days: (days ?? []).map((row) => ({ ...row, label: row.value })),
      },
      tookMs: Math.round(performance.now() - started),
    };
  }

  /** The CSV export, yielded in chunks of rows (keyset paging, so memory stays flat). */
  async *exportCsv(query: ExportQuery): AsyncGenerator<string> {
    yield `${CSV_HEADER.join(',')}\r\n`;
    const chunk = 1000;
    for (let offset = 0; ; offset += chunk) {
      const params: unknown[] = [];
      const where = filterSql(query, params);
      const direction = query.order === 'asc' ? 'ASC' : 'DESC';
      const { rows } = await this.db.query<SummaryRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE ${where}
         ORDER BY ${SORT_COLUMNS[query.sort]} ${direction}, a.id ${direction} LIMIT ${chunk} OFFSET ${offset}`,
        params,
      );
      if (rows.length === 0) return;
      yield rows
        .map((row) =>
          [
            row.id,
            row.published_at.toISOString(),
            row.source_name,
            row.language,
            row.title,
            row.author,
            row.url,
            Math.round(Number(row.tone) * 100) / 100,
            (row.topics ?? []).map((topic) => topic.name).join('; '),
            row.cluster_id,
          ]
            .map(csvCell)
            .join(','),
        )
        .join('\r\n')
        .concat('\r\n');
      if (rows.length < chunk) return;
    }
  }

  async retention(retentionDays: number | null): Promise<RetentionPolicy> {
    const { rows } = await this.db.query<{ n: number; oldest: Date | null }>(
      'SELECT count(*)::int AS n, min(published_at) AS oldest FROM articles',
    );
    return {
      retentionDays,
      totalArticles: rows[0]?.n ?? 0,
      oldestPublishedAt: rows[0]?.oldest ? rows[0].oldest.toISOString() : null,
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    articlesRepository: ArticlesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('articlesRepository', new ArticlesRepository(app.db));
  },
  { name: 'articles-repository', dependencies: ['database'] },
);
