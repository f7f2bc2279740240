import type { Database, Queryable } from '../../../db/database';
import { compileTopicQuery, highlightTsquery, rankQuery, sourceNames, type CompiledQuery, type QueryNode } from '../../../news/topic-query';
import { filterSql, markHighlights, START, STOP, type ArticleFilter, type FacetRow } from '../articles/article-rows';

// ----------------------------------------------------------------------
// The search engine boundary (docs/decisions/0059-the-search-engine-boundary.md):
// the only code that turns a topic-language query into full-text SQL.
// `ArticleSearchEngine` is what a distributed engine would implement (a
// parsed query and filters in, a page of ids with their rank and highlights,
// the total and the facets out); `articleMatchSql` and `topicMatchSql` are the
// conditions PostgreSQL lends to statements that join on the match (the CSV
// export, Explore, topic matching at ingestion), which such an engine would
// answer with id sets instead.

/** How long one search may run on PostgreSQL; past it the search answers 503. */
export const SEARCH_TIMEOUT_MS = 5000;

export interface ArticleSearchRequest {
  ast: QueryNode;
  filter: ArticleFilter;
  /** `relevance` (title matches first, then text rank) or `publishedAt` (newest first). */
  sort: 'relevance' | 'publishedAt';
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** One hit of a page: its id, its rank and its highlighted title and snippet (HTML with `<mark>` only). */
export interface ArticleHit {
  id: string;
  rank: number;
  titleHighlight: string;
  snippet: string;
}

export interface ArticleSearchPage {
  /** In the order asked for. */
  hits: ArticleHit[];
  /** Every match, not only the page's. */
  total: number;
  facets: { sources: FacetRow[]; languages: FacetRow[]; days: FacetRow[] };
}

/** Full-text search over the articles: what a replacement engine must answer. */
export interface ArticleSearchEngine {
  search(request: ArticleSearchRequest): Promise<ArticleSearchPage>;
}

// ----------------------------------------------------------------------

/**
 * A topic-language query as a condition on `articles a`, with `$n` after
 * `paramOffset`. source: names are resolved to ids first: a constant array
 * lets the planner estimate the match and use the (source_id, published_at) index.
 */
export async function articleMatchSql(db: Queryable, ast: QueryNode, paramOffset: number): Promise<CompiledQuery> {
  const names = sourceNames(ast);
  const sourceIds = new Map<string, string[]>(names.map((name) => [name, []]));
  if (names.length > 0) {
    const { rows } = await db.query<{ name: string; ids: string[] }>(
      `SELECT n AS name, array_agg(s.id::text) AS ids
       FROM unnest($1::text[]) AS n JOIN sources s ON lower(s.name) = lower(n) GROUP BY n`,
      [names],
    );
    for (const row of rows) sourceIds.set(row.name, row.ids);
  }
  return compileTopicQuery(ast, paramOffset, sourceIds);
}

/**
 * A topic's query as a condition on `articles a`, source: names read in the
 * statement itself: matching runs inside the ingestion's writes, where
 * resolving names first would cost a round trip per topic.
 */
export function topicMatchSql(ast: QueryNode, paramOffset: number): CompiledQuery {
  return compileTopicQuery(ast, paramOffset);
}

// ----------------------------------------------------------------------

/** The engine on PostgreSQL full-text search (articles.search, a tsvector with its GIN index). */
export class PostgresArticleSearch implements ArticleSearchEngine {
  constructor(private readonly db: Queryable) {}

  /**
   * On PostgreSQL its statements run under SEARCH_TIMEOUT_MS (a timeout
   * answers 503); PGlite has no statement timeout, and the query limits
   * (TOPIC_QUERY_LIMITS) keep each search short there.
   */
  search(request: ArticleSearchRequest): Promise<ArticleSearchPage> {
    const db = this.db as Partial<Database>;
    if (db.kind === 'postgres' && db.transaction) {
      return db.transaction(async (tx) => {
        await tx.query(`SET LOCAL statement_timeout = ${SEARCH_TIMEOUT_MS}`);
        return runSearch(tx, request);
      });
    }
    return runSearch(this.db, request);
  }
}

async function runSearch(db: Queryable, request: ArticleSearchRequest): Promise<ArticleSearchPage> {
  const { ast } = request;
  const params: unknown[] = [];
  const where = filterSql(request.filter, params);
  const match = await articleMatchSql(db, ast, params.length);
  params.push(...match.params);
  const condition = `${where} AND ${match.sql}`;
  const tsquery = highlightTsquery(ast);
  const ranked = rankQuery(ast, params.length);
  if (ranked) params.push(...ranked.params);
  // "hq" holds the tsqueries of the positive words with their forms, for the
  // rank: title matches first, then ts_rank (term frequency, title words
  // weighted A) rather than ts_rank_cd: on a broad query the rank of every
  // match is computed, and cover density cost as much again as the scan.
  const rankExpr = ranked ? ranked.rank : '0::real';
  const order =
    request.sort === 'publishedAt' || !tsquery ? 'm.published_at DESC, m.id DESC' : 'm.rank DESC, m.published_at DESC, m.id DESC';
  const offset = (request.page - 1) * request.pageSize;

  // One pass over the matching rows (materialized once: the heap is read a
  // single time) gives the three facets (the total is their sum) and the ids of the page.
  const summary = await db.query<{
    hits: { id: string; rank: number }[] | null;
    sources: FacetRow[] | null;
    languages: FacetRow[] | null;
    days: FacetRow[] | null;
  }>(
    `WITH m AS MATERIALIZED (
       SELECT a.id, a.source_id, a.language, a.published_at, ${rankExpr} AS rank
       FROM articles a${ranked ? `, (SELECT ${ranked.columns}) hq` : ''} WHERE ${condition}
     )
     SELECT
       (SELECT json_agg(h) FROM (
          SELECT m.id, m.rank FROM m ORDER BY ${order} LIMIT ${request.pageSize} OFFSET ${offset}) h) AS hits,
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
  const { hits, sources, languages, days } = summary.rows[0] ?? { hits: null, sources: null, languages: null, days: null };
  const page = hits ?? [];
  const highlights = await highlight(
    db,
    tsquery,
    page.map((hit) => hit.id),
  );
  return {
    // An article deleted since the first statement (retention) drops out of the page.
    hits: page.flatMap((hit) => {
      const marked = highlights.get(hit.id);
      return marked ? [{ id: hit.id, rank: Number(hit.rank), ...marked }] : [];
    }),
    // Every match has one language: the language facet (never cut) sums to the total.
    total: (languages ?? []).reduce((sum, facet) => sum + facet.count, 0),
    facets: {
      sources: sources ?? [],
      languages: languages ?? [],
      days: (days ?? []).map((row) => ({ ...row, label: row.value })),
    },
  };
}

/**
 * The highlighted title and snippet of each id. Highlights parse the text and
 * the words under the article's own configuration, so its forms of each word
 * are marked (storms for storm).
 */
async function highlight(
  db: Queryable,
  tsquery: string | null,
  ids: readonly string[],
): Promise<Map<string, { titleHighlight: string; snippet: string }>> {
  if (ids.length === 0) return new Map();
  const headline = (column: string, options: string) =>
    tsquery
      ? `ts_headline(search_config(a.language), ${column}, to_tsquery(search_config(a.language), $2), '${options}, StartSel=${START}, StopSel=${STOP}')`
      : column;
  const { rows } = await db.query<{ id: string; title_hl: string; snippet: string }>(
    `SELECT a.id,
       ${headline('a.title', 'HighlightAll=true')} AS title_hl,
       ${headline("left(CASE WHEN a.content_text = '' THEN a.summary ELSE a.content_text END, 4000)", 'MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "')} AS snippet
     FROM articles a WHERE a.id = ANY($1::uuid[])`,
    tsquery ? [ids, tsquery] : [ids],
  );
  return new Map(rows.map((row) => [row.id, { titleHighlight: markHighlights(row.title_hl), snippet: markHighlights(row.snippet) }]));
}
