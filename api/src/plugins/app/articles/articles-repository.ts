import { randomUUID } from 'node:crypto';

import { CSV_BOM, csvLine } from '@mediawatch/shared/csv';
import type { Article, ArticlePage, ArticleSearchResult, RetentionPolicy } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';
import { isUuid, retryOnDeadlock, transaction } from '../../../db/sql';
import { HttpError } from '../../../lib/http-errors';
import { ReadCache } from '../../../lib/read-cache';
import {
  CLUSTER_CANDIDATES,
  CLUSTER_CANDIDATES_READ,
  CLUSTER_SIMILARITY,
  CLUSTER_WINDOW_HOURS,
  jaccard,
  TITLE_BANDS,
  titleTrigrams,
  type ClusterCandidateInput,
} from '../../../news/cluster';
import { ENTITIES_METHOD_VERSION } from '../../../news/entities/method';
import type { PreparedArticle } from '../../../news/prepare-article';
import { TONE_METHOD_VERSION } from '../../../news/tone/method';
import { parseTopicQuery } from '../../../news/topic-query';
import {
  CSV_HEADER,
  filterSql,
  roundTone,
  SORT_COLUMNS,
  SORT_KEY_TYPES,
  SUMMARY_COLUMNS,
  SUMMARY_FROM,
  toSummary,
  type ExportQuery,
  type ListQuery,
  type SearchQuery,
  type SummaryRow,
} from './article-rows';
import { EntitiesRepository } from '../entities/entities-repository';
import { articleMatchSql, PostgresArticleSearch, type ArticleSearchEngine } from '../search/article-search';

// ----------------------------------------------------------------------
// Articles (table articles) and their story clusters (story_clusters).
// Reading: the warehouse table (filters, paging, sorting), the reader, the
// CSV export and the full-text search with facets. Writing: the ingestion
// pipeline's dedup lookups, inserts and clustering, the retention clean-up
// and the demo seed's bulk import.

/** Parameter types of an article row, so PGlite and pg serialize arrays, dates and booleans alike. */
const COLUMN_TYPES = [
  'uuid',
  'text',
  'text',
  'text',
  'text',
  'text',
  'timestamptz',
  'timestamptz',
  'text',
  'text',
  'text',
  'text',
  'boolean',
  'real',
  'text',
  'text[]',
  'text',
  'text',
  'text',
  'smallint',
];

/** True for an absolute http: or https: URL: the only links an article may carry. */
export function isWebUrl(url: string): boolean {
  return /^https?:\/\/[^\s]/i.test(url);
}

/**
 * Bumped by every write of any ArticlesRepository in this process (the
 * ingestion engine and the seed make their own): cached lists and searches
 * of an older generation are never served again.
 */
const written = { generation: 0 };

/** SUMMARY_COLUMNS with the topics read from the page's `tp` (one aggregate for the page, not a subquery per row). */
const PAGE_COLUMNS = `${SUMMARY_COLUMNS.slice(0, SUMMARY_COLUMNS.indexOf('(SELECT json_agg'))} tp.topics AS topics`;

/** An opaque keyset cursor: the sort key and the id of the last row of a page. */
export function encodeCursor(key: unknown, id: string): string {
  return Buffer.from(JSON.stringify([key instanceof Date ? key.toISOString() : key, id])).toString('base64url');
}

/** The sort key and id of a cursor; a 400 when it is not one of ours. */
export function decodeCursor(cursor: string): { key: unknown; id: string } {
  try {
    const [key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof id === 'string' && isUuid(id) && (typeof key === 'string' || typeof key === 'number')) return { key, id };
  } catch {
    // Reported below.
  }
  throw new HttpError(400, 'cursor: Not a cursor this API gave; start from page 1');
}

/** Rows per statement of a bulk import. */
const IMPORT_BATCH = 1000;

/** A story cluster made outside the pipeline (its id too). */
export interface ImportedStoryCluster {
  id: string;
  title: string;
  count: number;
  first: Date;
  last: Date;
}

/** An article made outside the pipeline, with its id, cluster and the time it was fetched. */
export type ImportedArticle = Omit<PreparedArticle, 'fullText' | 'originalUrl' | 'dateIssue' | 'dateText'> & {
  id: string;
  sourceId: string;
  clusterId: string | null;
  fetchedAt: Date;
};

// ----------------------------------------------------------------------

/**
 * How many bands a stored title shares with `v.keys` (clustering's candidates):
 * band i's key is element i + 1 of both arrays, so they are compared place by
 * place, without unnesting an array per row.
 */
const SHARED_BANDS = Array.from({ length: TITLE_BANDS }, (_, i) => `(title_band_keys[${i + 1}] = v.keys[${i + 1}])::int`).join(' + ');

/** What a batch's clustering will write (`ArticlesRepository.planClusters`). */
export interface ClusterPlan {
  /** Each article's cluster, or null where its story stands alone. */
  result: Array<string | null>;
  /** Every article to put in a cluster (the batch's, and neighbours whose cluster is created) → its cluster. */
  clusterOf: Map<string, string>;
  /** Clusters to create, each for an unclustered neighbour. */
  created: Array<{ id: string; title: string; at: Date; neighbour: string }>;
}

/** The advisory lock a batch holds for its clustering transaction, so batches cluster one at a time. */
const CLUSTERING_LOCK = 7_355_608_031;

/** Articles per INSERT statement: 20 parameters each, far below the 65,535 a statement may bind. */
const INSERT_CHUNK = 1_000;

export class ArticlesRepository {
  constructor(
    private readonly db: Queryable,
    /** Shares list and search answers for a moment (off unless the app gives one). */
    private readonly cache = new ReadCache(0),
    /** Where searches read: the read replica when there is one (docs/decisions/0058-analysis-reads-on-a-replica.md). */
    private readonly reader: Queryable = db,
    private readonly engine: ArticleSearchEngine = new PostgresArticleSearch(reader),
  ) {}

  /** A page of the warehouse table (shared for `cache.ttlMs`; see readList). */
  list(query: ListQuery): Promise<ArticlePage> {
    return this.cache.get(`list:${written.generation}:${JSON.stringify(query)}`, () => this.readList(query));
  }

  /**
   * A page of the warehouse table (docs/decisions/0010-read-throughput.md):
   * the page's ids first, from an index in the sort order (by keyset after a
   * `cursor`, else by offset), then the columns and the topics of those rows
   * only; the total from the per-source counts when the filters allow it.
   */
  private async readList(query: ListQuery): Promise<ArticlePage> {
    const params: unknown[] = [];
    let where = filterSql(query, params);
    const sortKey = SORT_COLUMNS[query.sort];
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    if (after) {
      params.push(after.key, after.id);
      where += ` AND (${sortKey}, a.id) ${direction === 'ASC' ? '>' : '<'} ($${params.length - 1}::${SORT_KEY_TYPES[query.sort]}, $${params.length}::uuid)`;
    }
    const offset = after ? 0 : (query.page - 1) * query.pageSize;
    const from = query.sort === 'source' ? 'articles a JOIN sources s ON s.id = a.source_id' : 'articles a';
    const { rows } = await this.db.query<SummaryRow & { sort_key: unknown }>(
      `WITH page AS MATERIALIZED (
         SELECT a.id, ${sortKey} AS sort_key FROM ${from} WHERE ${where}
         ORDER BY ${sortKey} ${direction}, a.id ${direction} LIMIT ${query.pageSize} OFFSET ${offset}),
       tp AS (
         SELECT x.article_id, json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name) AS topics
         FROM article_topics x JOIN topics t ON t.id = x.topic_id WHERE x.article_id = ANY (ARRAY(SELECT id FROM page)) GROUP BY x.article_id)
       SELECT ${PAGE_COLUMNS}, page.sort_key
       FROM page JOIN ${SUMMARY_FROM} ON a.id = page.id LEFT JOIN tp ON tp.article_id = a.id
       ORDER BY page.sort_key ${direction}, a.id ${direction}`,
      params,
    );
    const last = rows.length === query.pageSize ? rows[rows.length - 1] : undefined;
    const toneFiltered = query.toneMin !== undefined || query.toneMax !== undefined;
    return {
      items: rows.map(toSummary),
      total: await this.count(query),
      page: query.page,
      pageSize: query.pageSize,
      nextCursor: last ? encodeCursor(last.sort_key, last.id) : null,
      ...(toneFiltered ? { untoned: await this.countUntoned(query) } : {}),
    };
  }

  /** The articles the other filters keep that have no tone (a tone filter leaves them out: docs/decisions/0038-unknown-tone.md). */
  private async countUntoned(filter: ListQuery): Promise<number> {
    const params: unknown[] = [];
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM articles a WHERE ${filterSql({ ...filter, toneMin: undefined, toneMax: undefined }, params)} AND a.tone IS NULL`,
      params,
    );
    return Number(rows[0]!.n);
  }

  /**
   * How many articles pass the filters: from article_counts (per source and
   * language, kept by triggers, migration 0063) when only sources, groups and
   * languages filter, so the table is never scanned for it; else counted.
   */
  async count(filter: ListQuery): Promise<number> {
    const params: unknown[] = [];
    const countable =
      !filter.from &&
      !filter.to &&
      filter.toneMin === undefined &&
      filter.toneMax === undefined &&
      !filter.topicId?.length &&
      !filter.clusterId;
    if (!countable) {
      const { rows } = await this.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM articles a WHERE ${filterSql(filter, params)}`,
        params,
      );
      return rows[0]?.n ?? 0;
    }
    const where = filterSql({ sourceId: filter.sourceId, groupId: filter.groupId, language: filter.language }, params);
    const { rows } = await this.db.query<{ n: number }>(
      `SELECT coalesce(sum(a.n), 0)::int AS n FROM article_counts a WHERE ${where}`,
      params,
    );
    return rows[0]?.n ?? 0;
  }

  async find(id: string): Promise<Article | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.db.query<
      SummaryRow & {
        guid: string | null;
        content_html: string;
        content_text: string;
        full_text: boolean;
        homepage: string;
        original_url: string | null;
        date_text: string | null;
      }
    >(
      `SELECT ${SUMMARY_COLUMNS}, a.guid, a.content_html, a.content_text, a.full_text, s.homepage, a.original_url, a.date_text
       FROM ${SUMMARY_FROM} WHERE a.id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    const cluster = row.cluster_id
      ? (
          await this.db.query<{
            id: string;
            title: string;
            url: string;
            source_id: string;
            source_name: string;
            published_at: Date;
            language: string;
          }>(
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
      originalUrl: row.original_url,
      dateText: row.date_text,
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

  /**
   * Full-text search in the topic language (throws QuerySyntaxError when `q`
   * does not parse or passes TOPIC_QUERY_LIMITS): the page of hits from the
   * search engine, then their rows from `reader`, the database the engine
   * read (docs/decisions/0059-the-search-engine-boundary.md).
   */
  search(query: SearchQuery): Promise<ArticleSearchResult> {
    return this.cache.get(`search:${written.generation}:${JSON.stringify(query)}`, () => this.runSearch(query));
  }

  private async runSearch(query: SearchQuery): Promise<ArticleSearchResult> {
    const started = performance.now();
    const { q, page, pageSize, sort, ...filter } = query;
    const found = await this.engine.search({ ast: parseTopicQuery(q), filter, sort, page, pageSize });
    const { rows } =
      found.hits.length === 0
        ? { rows: [] as SummaryRow[] }
        : await this.reader.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE a.id = ANY($1::uuid[])`, [
            found.hits.map((hit) => hit.id),
          ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      items: found.hits.flatMap((hit) => {
        const row = byId.get(hit.id);
        return row ? [{ ...toSummary(row), rank: hit.rank, titleHighlight: hit.titleHighlight, snippet: hit.snippet }] : [];
      }),
      total: found.total,
      page,
      pageSize,
      facets: found.facets,
      tookMs: Math.round(performance.now() - started),
    };
  }

  /** The CSV export, yielded in chunks of rows (keyset paging, so memory stays flat). */
  /**
   * The CSV export, a chunk of rows at a time: the header line, then pages
   * read by keyset (the sort key and the id of the last row sent), so the
   * thousandth page costs what the first does.
   */
  async *exportCsv(query: ExportQuery): AsyncGenerator<string> {
    // A search's query (q) narrows the filter; one that does not parse fails before the header.
    const ast = query.q ? parseTopicQuery(query.q) : null;
    yield `${CSV_BOM}${csvLine(CSV_HEADER)}`;
    const chunk = 1000;
    const sortKey = SORT_COLUMNS[query.sort];
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    let after: { key: unknown; id: string } | null = null;
    for (;;) {
      const params: unknown[] = [];
      let where = filterSql(query, params);
      if (ast) {
        const match = await articleMatchSql(this.db, ast, params.length);
        params.push(...match.params);
        where += ` AND ${match.sql}`;
      }
      if (after) {
        params.push(after.key, after.id);
        const cast = SORT_KEY_TYPES[query.sort];
        where += ` AND (${sortKey}, a.id) ${direction === 'ASC' ? '>' : '<'} ($${params.length - 1}::${cast}, $${params.length}::uuid)`;
      }
      const { rows } = await this.db.query<SummaryRow & { sort_key: unknown }>(
        `SELECT ${SUMMARY_COLUMNS}, ${sortKey} AS sort_key FROM ${SUMMARY_FROM} WHERE ${where}
         ORDER BY ${sortKey} ${direction}, a.id ${direction} LIMIT ${chunk}`,
        params,
      );
      if (rows.length === 0) return;
      yield rows
        .map((row) =>
          csvLine([
            row.id,
            row.published_at.toISOString(),
            row.source_name,
            row.language,
            row.title,
            row.author,
            row.url,
            // An unknown tone is an empty cell, never 0.
            roundTone(row.tone),
            (row.topics ?? []).map((topic) => topic.name).join('; '),
            row.cluster_id,
          ]),
        )
        .join('');
      if (rows.length < chunk) return;
      const last = rows[rows.length - 1]!;
      after = { key: last.sort_key, id: last.id };
    }
  }

  // --------------------------------------------------------------------
  // Tone rescoring (plugins/app/tone-rescore): articles whose tone came from
  // another method version than `version` (articles.tone_method, migration
  // 0110). `<` or `>` rather than `<>`, so the index on (tone_method, id) answers.

  /** How many articles were scored by another method version. */
  async countOtherToneMethod(version: number): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM articles WHERE tone_method < $1 OR tone_method > $1',
      [version],
    );
    return Number(rows[0]!.n);
  }

  /** The next `limit` articles after `afterId` (by id) scored by another method version, with what scoring reads. */
  async otherToneMethodBatch(
    version: number,
    afterId: string | null,
    limit: number,
  ): Promise<Array<{ id: string; title: string; content_text: string; language: string }>> {
    const { rows } = await this.db.query<{ id: string; title: string; content_text: string; language: string }>(
      `SELECT id, title, content_text, language FROM articles
       WHERE ${afterId === null ? '' : 'id > $2::uuid AND '}(tone_method < $1 OR tone_method > $1)
       ORDER BY id LIMIT ${Math.max(1, Math.floor(limit))}`,
      afterId === null ? [version] : [version, afterId],
    );
    return rows;
  }

  /**
   * Writes tones given by method `version`; an article already at that
   * version (another process rescored it meanwhile) is left alone. Answers
   * how many were written. The rollups follow through their triggers.
   */
  async writeTones(version: number, tones: ReadonlyArray<{ id: string; tone: number | null }>): Promise<number> {
    if (tones.length === 0) return 0;
    written.generation += 1;
    const { rows } = await this.db.query<{ n: number }>(
      `WITH w AS (
         UPDATE articles a SET tone = v.tone, tone_method = $3
         FROM unnest($1::uuid[], $2::real[]) AS v(id, tone)
         WHERE a.id = v.id AND (a.tone_method < $3 OR a.tone_method > $3)
         RETURNING 1)
       SELECT count(*)::int AS n FROM w`,
      [tones.map((item) => item.id), tones.map((item) => item.tone), version],
    );
    return Number(rows[0]!.n);
  }

  /** Refreshes the planner's statistics and the visibility map of the article tables (after a bulk import). */
  async analyze(): Promise<void> {
    await this.db.query('VACUUM ANALYZE articles');
    await this.db.query('ANALYZE article_topics');
    await this.db.query('ANALYZE story_clusters');
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
  // --------------------------------------------------------------------
  // Writing: the ingestion pipeline

  /** The GUIDs and normalized URLs, among those given, of articles the source already has (the cheap dedup keys). */
  async knownKeys(
    sourceId: string,
    guids: readonly string[],
    normalizedUrls: readonly string[],
  ): Promise<{ guids: Set<string>; urls: Set<string> }> {
    const { rows } = await this.db.query<{ guid: string | null; normalized_url: string }>(
      `SELECT guid, normalized_url FROM articles WHERE source_id = $1 AND (guid = ANY($2::text[]) OR normalized_url = ANY($3::text[]))`,
      [sourceId, guids, normalizedUrls],
    );
    return {
      guids: new Set(rows.flatMap((row) => (row.guid ? [row.guid] : []))),
      urls: new Set(rows.map((row) => row.normalized_url)),
    };
  }

  /** The content hashes, among those given, of articles the source already has. */
  async knownContentHashes(sourceId: string, hashes: readonly string[]): Promise<Set<string>> {
    const { rows } = await this.db.query<{ content_hash: string }>(
      'SELECT content_hash FROM articles WHERE source_id = $1 AND content_hash = ANY($2::text[])',
      [sourceId, hashes],
    );
    return new Set(rows.map((row) => row.content_hash));
  }

  /**
   * Inserts prepared articles of one source (ON CONFLICT skips one another
   * process stored meanwhile); answers the new ids with the index of their
   * article, in order.
   */
  async insertMany(sourceId: string, prepared: readonly PreparedArticle[], now: Date): Promise<Array<{ id: string; index: number }>> {
    written.generation += 1;
    // Only http(s) links are stored (a feed's `javascript:` link would reach the reader and the CSV export);
    // the table's CHECK (migration 0060) backs this up.
    const articles = prepared.filter((article) => isWebUrl(article.url));
    if (articles.length === 0) return [];
    // One statement binds at most 65,535 parameters (the protocol's limit, on PostgreSQL and PGlite alike):
    // with 20 a row, more than about 3,450 new items in one feed could never be stored. Chunks of
    // INSERT_CHUNK rows, in the caller's transaction (docs/decisions/0041-feeds-parsed-off-the-main-thread.md).
    const rows: Array<{ id: string; content_hash: string }> = [];
    for (let start = 0; start < articles.length; start += INSERT_CHUNK) {
      rows.push(...(await this.insertChunk(sourceId, articles.slice(start, start + INSERT_CHUNK), now)));
    }
    const byHash = new Map(rows.map((row) => [row.content_hash, row.id]));
    const inserted = prepared.flatMap((article, index) => {
      const id = isWebUrl(article.url) ? byHash.get(article.contentHash) : undefined;
      return id ? [{ id, index }] : [];
    });
    // The entities found while preparing (docs/decisions/0047-entities-method.md), in the caller's transaction.
    await new EntitiesRepository(this.db).replace(
      inserted.flatMap(({ id, index }) => {
        const { entities, publishedAt } = prepared[index]!;
        return entities ? [{ articleId: id, publishedAt, entities }] : [];
      }),
      { fresh: true },
    );
    return inserted;
  }

  /** One INSERT of at most INSERT_CHUNK articles (insertMany). */
  private async insertChunk(sourceId: string, articles: readonly PreparedArticle[], now: Date) {
    const columns = COLUMN_TYPES.length;
    const values: unknown[] = [];
    const tuples = articles.map((article, index) => {
      values.push(
        sourceId,
        article.guid,
        article.url,
        article.normalizedUrl,
        article.title,
        article.author,
        article.publishedAt,
        now,
        article.language,
        article.summary,
        article.contentHtml,
        article.contentText,
        article.fullText,
        article.tone,
        article.contentHash,
        article.bands,
        article.originalUrl,
        article.dateIssue,
        article.dateText,
        // 0: not extracted (the entities-extract job will); the entities are written with the row (insertMany).
        article.entities ? ENTITIES_METHOD_VERSION : 0,
      );
      const base = index * columns;
      return `(${COLUMN_TYPES.map((type, i) => `$${base + i + 1}::${type}`).join(', ')}, ${index})`;
    });
    // (source_id, content_hash) is unique, so the hash maps each returned row back to its item.
    const { rows } = await this.db.query<{ id: string; content_hash: string }>(
      `INSERT INTO articles (source_id, guid, url, normalized_url, title, author, published_at, fetched_at, language,
         summary, content_html, content_text, full_text, tone, content_hash, title_bands, original_url, date_issue, date_text,
         entities_method, tone_method)
       SELECT v.c1, v.c2, v.c3, v.c4, v.c5, v.c6, v.c7, v.c8, v.c9, v.c10, v.c11, v.c12, v.c13, v.c14, v.c15, v.c16, v.c17, v.c18, v.c19,
         v.c20, ${TONE_METHOD_VERSION}::smallint
       FROM (VALUES ${tuples.join(', ')}) AS v(c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, c17, c18, c19, c20, ord)
       ORDER BY v.ord
       ON CONFLICT DO NOTHING
       RETURNING id, content_hash`,
      values,
    );
    return rows;
  }

  /**
   * Stores a batch of one source and puts each new article in the story
   * cluster of its most similar neighbour from another source, creating the
   * cluster when the neighbour had none. The candidates are read for the whole
   * batch at once and the writes are a few statements for the whole batch, so
   * the statement triggers on articles (counts, rollups, cluster pickup) run
   * once per batch. Answers what insertMany answers.
   *
   * One batch at a time: the insert and the clustering are one transaction
   * under a lock of its own, so a batch's articles are seen by other batches
   * only once they are in their story. Two feeds ingested at the same moment
   * otherwise take each other's new articles as neighbours before those have
   * found their own story, and split it in two (measured on PostgreSQL: 2.4
   * times as many clusters for the same articles;
   * docs/decisions/0031-story-cluster-candidates.md). Fetching, parsing and
   * preparing articles stay concurrent.
   */
  async insertClustered(sourceId: string, prepared: readonly PreparedArticle[], now: Date): Promise<Array<{ id: string; index: number }>> {
    return retryOnDeadlock(() =>
      transaction(this.db, async (tx) => {
        await tx.query(`SELECT pg_advisory_xact_lock(${CLUSTERING_LOCK})`);
        const repository = new ArticlesRepository(tx);
        const inserted = await repository.insertMany(sourceId, prepared, now);
        const batch = inserted.map(({ id, index }) => {
          const { title, language, publishedAt, bands, normalizedUrl } = prepared[index]!;
          return { id, sourceId, title, language, publishedAt, bands, normalizedUrl };
        });
        await repository.writeClusters(await repository.planClusters(batch));
        return inserted;
      }),
    );
  }

  /** Which cluster each article of the batch joins, and the clusters to create (read only). */
  async planClusters(batch: readonly ClusterCandidateInput[]): Promise<ClusterPlan> {
    const clusterOf = new Map<string, string>(); // article id → cluster id, for every article to update
    const created: ClusterPlan['created'] = [];
    const answers = await this.closestNeighbours(batch);
    const result = batch.map((article, index) => {
      const best = answers[index];
      if (!best) return null;
      let clusterId = best.cluster_id ?? clusterOf.get(best.id) ?? null;
      if (!clusterId) {
        clusterId = randomUUID();
        created.push({ id: clusterId, title: best.title, at: best.published_at, neighbour: best.id });
        clusterOf.set(best.id, clusterId);
      }
      clusterOf.set(article.id, clusterId);
      return clusterId;
    });
    return { result, clusterOf, created };
  }

  /**
   * Writes a plan. A cluster is created for a neighbour only if the neighbour
   * is still in none: another batch (another feed ingested at the same time)
   * may have put it in one since the plan was read, and then this batch's
   * articles join that cluster instead of splitting the story in two. Runs in
   * insertClustered's transaction, which is retried whole after a deadlock.
   */
  async writeClusters(plan: ClusterPlan): Promise<Array<string | null>> {
    if (plan.clusterOf.size === 0) return plan.result;
    // Rows are written in id order, so that two batches touching the same
    // clusters take their locks in one order.
    const inOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const joined = new Map<string, string>(); // a planned cluster → the cluster its neighbour is in already
    if (plan.created.length > 0) {
      const created = [...plan.created].sort((a, b) => inOrder(a.neighbour, b.neighbour));
      await this.db.query(
        `INSERT INTO story_clusters (id, title, article_count, first_published_at, last_published_at)
         SELECT id, title, 1, at, at FROM unnest($1::uuid[], $2::text[], $3::timestamptz[]) AS v(id, title, at)
         ON CONFLICT (id) DO NOTHING`,
        [created.map((c) => c.id), created.map((c) => c.title), created.map((c) => c.at)],
      );
      // Claim each neighbour still in no cluster, then read where the others are: in a statement of its
      // own, which sees the claims of other batches that this one waited for.
      const { rows: claimed } = await this.db.query<{ id: string }>(
        `UPDATE articles a SET cluster_id = c.cluster_id
         FROM unnest($1::uuid[], $2::uuid[]) AS c(cluster_id, neighbour)
         WHERE a.id = c.neighbour AND a.cluster_id IS NULL
         RETURNING a.id`,
        [created.map((c) => c.id), created.map((c) => c.neighbour)],
      );
      const claimedIds = new Set(claimed.map((row) => row.id));
      const unclaimed = created.filter((c) => !claimedIds.has(c.neighbour)).map((c) => c.neighbour);
      const { rows } =
        unclaimed.length === 0
          ? { rows: [] }
          : await this.db.query<{ neighbour: string; cluster_id: string | null }>(
              'SELECT id AS neighbour, cluster_id FROM articles WHERE id = ANY($1::uuid[])',
              [unclaimed],
            );
      const clusterOfNeighbour = new Map(rows.map((row) => [row.neighbour, row.cluster_id]));
      for (const { id, neighbour } of created) {
        const existing = clusterOfNeighbour.get(neighbour);
        if (existing && existing !== id) joined.set(id, existing);
      }
      if (joined.size > 0) await this.db.query('DELETE FROM story_clusters WHERE id = ANY($1::uuid[])', [[...joined.keys()]]);
    }
    const final = (clusterId: string) => joined.get(clusterId) ?? clusterId;
    const clusterOf = new Map([...plan.clusterOf].map(([articleId, clusterId]) => [articleId, final(clusterId)]));
    const articleRows = [...clusterOf].sort(([a], [b]) => inOrder(a, b));
    // An article another batch has put in a cluster since stays there: nothing is moved out of a cluster.
    await this.db.query(
      `UPDATE articles a SET cluster_id = v.cluster_id
       FROM unnest($1::uuid[], $2::uuid[]) AS v(id, cluster_id) WHERE a.id = v.id AND a.cluster_id IS NULL`,
      [articleRows.map(([id]) => id), articleRows.map(([, clusterId]) => clusterId)],
    );
    // Each cluster's count and span, from its articles (whoever else has joined it meanwhile).
    await this.db.query(
      `UPDATE story_clusters c SET (article_count, first_published_at, last_published_at) = (
         SELECT count(*), COALESCE(min(published_at), c.first_published_at), COALESCE(max(published_at), c.last_published_at)
         FROM articles WHERE cluster_id = c.id
       )
       WHERE c.id = ANY($1::uuid[])`,
      [[...new Set(clusterOf.values())].sort(inOrder)],
    );
    return plan.result.map((clusterId) => (clusterId === null ? null : final(clusterId)));
  }

  /**
   * Each article's neighbour: an article of another source at the same URL,
   * or else the most similar title of another source within the window, if
   * similar enough (null otherwise). The candidates of the whole batch are
   * read in one statement: planned once, one round trip, where one query per
   * article spent about as long planning as running on PGlite. The bands are
   * compared as 32-bit keys (migration 0100). The titles compared are those
   * sharing the most bands (the count grows with the titles' similarity), so
   * that a headline template shared by dozens of titles of a day does not
   * crowd out the one that is the same story; at most CLUSTER_CANDIDATES_READ
   * rows are read per article, which bounds what a burst of look-alikes costs
   * (docs/decisions/0031-story-cluster-candidates.md).
   */
  private async closestNeighbours(batch: readonly ClusterCandidateInput[]) {
    type Neighbour = { id: string; title: string; cluster_id: string | null; published_at: Date };
    const answers: Array<Neighbour | null> = batch.map(() => null);
    if (batch.length === 0) return answers;
    // The same URL stored by another outlet (a wire story both carry) is the same story, whatever the
    // titles, the language detected or the time between them: that article is the neighbour, one in a
    // cluster first, then the earliest (docs/decisions/0045-one-feed-one-source.md). An index lookup each.
    const { rows: sameUrl } = await this.db.query<Neighbour & { i: number }>(
      `SELECT DISTINCT ON (v.i) v.i, n.id, n.title, n.cluster_id, n.published_at
       FROM jsonb_to_recordset($1::jsonb) AS v(i int, id uuid, source_id uuid, url text)
       JOIN articles n ON n.normalized_url = v.url AND n.source_id <> v.source_id AND n.id <> v.id
       ORDER BY v.i, n.cluster_id IS NULL, n.published_at, n.id`,
      [JSON.stringify(batch.map((article, i) => ({ i, id: article.id, source_id: article.sourceId, url: article.normalizedUrl })))],
    );
    for (const { i, ...row } of sameUrl) answers[i] = row;
    const wanted = batch.flatMap((article, index) =>
      article.bands.length === 0 || answers[index]
        ? []
        : [
            {
              i: index,
              id: article.id,
              source_id: article.sourceId,
              language: article.language,
              at: article.publishedAt,
              bands: article.bands,
            },
          ],
    );
    if (wanted.length === 0) return answers;
    const { rows } = await this.db.query<Neighbour & { i: number }>(
      `WITH v AS MATERIALIZED (
         SELECT v.*, title_band_keys(v.bands) AS keys
         FROM jsonb_to_recordset($1::jsonb) AS v(i int, id uuid, source_id uuid, language text, at timestamptz, bands text[])
       )
       SELECT v.i, n.id, n.title, n.cluster_id, n.published_at
       FROM v CROSS JOIN LATERAL (
         SELECT id, title, cluster_id, published_at FROM (
           SELECT id, title, cluster_id, published_at, title_band_keys FROM articles
           WHERE title_band_keys && v.keys AND language = v.language AND source_id <> v.source_id AND id <> v.id
             AND published_at BETWEEN v.at - make_interval(hours => ${CLUSTER_WINDOW_HOURS})
                                  AND v.at + make_interval(hours => ${CLUSTER_WINDOW_HOURS})
           LIMIT ${CLUSTER_CANDIDATES_READ}
         ) read
         ORDER BY ${SHARED_BANDS} DESC
         LIMIT ${CLUSTER_CANDIDATES}
       ) n`,
      [JSON.stringify(wanted)],
    );
    // A stored title is a candidate of many articles of a batch: its trigrams are made once.
    const grams = new Map<string, Set<string>>();
    const gramsOf = (id: string, title: string) => {
      let set = grams.get(id);
      if (!set) grams.set(id, (set = titleTrigrams(title)));
      return set;
    };
    const best = batch.map(() => CLUSTER_SIMILARITY);
    for (const { i, ...row } of rows) {
      const article = batch[i]!;
      const score = jaccard(gramsOf(article.id, article.title), gramsOf(row.id, row.title));
      if (score >= best[i]!) {
        answers[i] = row;
        best[i] = score;
      }
    }
    return answers;
  }

  /** Deletes the articles published more than `days` days ago; answers how many. */
  async purgeOlderThan(days: number): Promise<number> {
    written.generation += 1;
    const { rowCount } = await this.db.query('DELETE FROM articles WHERE published_at < now() - make_interval(days => $1)', [days]);
    return rowCount;
  }

  // --------------------------------------------------------------------
  // Writing: bulk import (the demo seed)

  /** Stores story clusters whose ids are already made, in batches. */
  async importStoryClusters(clusters: readonly ImportedStoryCluster[]): Promise<void> {
    for (let i = 0; i < clusters.length; i += IMPORT_BATCH) {
      const batch = clusters.slice(i, i + IMPORT_BATCH);
      await this.db.query(
        `INSERT INTO story_clusters (id, title, article_count, first_published_at, last_published_at)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::timestamptz[], $5::timestamptz[])`,
        [batch.map((c) => c.id), batch.map((c) => c.title), batch.map((c) => c.count), batch.map((c) => c.first), batch.map((c) => c.last)],
      );
    }
  }

  /** Stores articles made elsewhere (ids and clusters included), in batches; one already stored is skipped. */
  async importMany(articles: readonly ImportedArticle[]): Promise<void> {
    written.generation += 1;
    for (let i = 0; i < articles.length; i += IMPORT_BATCH) {
      const batch = articles.slice(i, i + IMPORT_BATCH);
      // One JSON parameter per batch: PGlite serializes one long string much faster than 17 arrays.
      await this.db.query(
        `INSERT INTO articles (id, source_id, guid, url, normalized_url, title, author, published_at, fetched_at, language, summary,
           content_html, content_text, tone, content_hash, title_bands, cluster_id, tone_method, entities_method)
         SELECT id, source_id, guid, url, nurl, title, author, published_at, fetched_at, language, summary, html, text, tone, hash,
           string_to_array(NULLIF(bands, ''), ' '), cluster_id, ${TONE_METHOD_VERSION}::smallint, entities_method
         FROM json_to_recordset($1::json) AS t(id uuid, source_id uuid, guid text, url text, nurl text, title text, author text,
           published_at timestamptz, fetched_at timestamptz, language text, summary text, html text, text text, tone real, hash text, bands text,
           cluster_id uuid, entities_method smallint)
         ON CONFLICT DO NOTHING`,
        [
          JSON.stringify(
            batch.map((article) => ({
              id: article.id,
              source_id: article.sourceId,
              guid: article.guid,
              url: article.url,
              nurl: article.normalizedUrl,
              title: article.title,
              author: article.author,
              published_at: article.publishedAt.toISOString(),
              fetched_at: article.fetchedAt.toISOString(),
              language: article.language,
              summary: article.summary,
              html: article.contentHtml,
              text: article.contentText,
              tone: article.tone,
              hash: article.contentHash,
              bands: article.bands.join(' '),
              cluster_id: article.clusterId,
              // 0: not extracted (the entities-extract job will); else written below.
              entities_method: article.entities ? ENTITIES_METHOD_VERSION : 0,
            })),
          ),
        ],
      );
      // The entities extracted with the articles (docs/decisions/0047-entities-method.md); replaced, not
      // added: an article already stored (skipped above) has its rows already.
      await new EntitiesRepository(this.db).replace(
        batch.flatMap((article) =>
          article.entities ? [{ articleId: article.id, publishedAt: article.publishedAt, entities: article.entities }] : [],
        ),
      );
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    articlesRepository: ArticlesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('articlesRepository', new ArticlesRepository(app.db, new ReadCache(app.config.readCacheMs), app.readDb));
  },
  { name: 'articles-repository', dependencies: ['env', 'database'] },
);
