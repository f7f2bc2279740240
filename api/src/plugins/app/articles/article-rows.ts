import type {
  ArticleSummary,
  articleExportQuerySchema,
  articleListQuerySchema,
  articleSearchQuerySchema,
} from '@mediawatch/shared/schemas';
import type { z } from 'zod';

// ----------------------------------------------------------------------
// The SQL pieces of reading articles (columns, filters, sort keys) and the
// mapping of their rows to the API's shapes, for the articles repository.

export type ListQuery = z.output<typeof articleListQuerySchema>;
export type ExportQuery = z.output<typeof articleExportQuerySchema>;
export type SearchQuery = z.output<typeof articleSearchQuerySchema>;
/** The filters a list, an export and a search share (sources, groups, topics, languages, dates, tone, cluster). */
export type ArticleFilter = Omit<ListQuery, 'page' | 'pageSize' | 'sort' | 'order'>;

export interface SummaryRow {
  id: string;
  source_id: string;
  source_name: string;
  url: string;
  title: string;
  author: string | null;
  published_at: Date;
  date_issue: ArticleSummary['dateIssue'];
  fetched_at: Date;
  language: string;
  summary: string;
  tone: number | null;
  cluster_id: string | null;
  cluster_size: number;
  topics: Array<{ id: string; name: string }> | null;
}

export const SUMMARY_COLUMNS = `
  a.id, a.source_id, s.name AS source_name, a.url, a.title, a.author, a.published_at, a.date_issue, a.fetched_at,
  a.language, a.summary, a.tone, a.cluster_id,
  COALESCE(c.article_count, 1) AS cluster_size,
  (SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name)
     FROM article_topics x JOIN topics t ON t.id = x.topic_id WHERE x.article_id = a.id) AS topics`;

export const SUMMARY_FROM = `articles a JOIN sources s ON s.id = a.source_id LEFT JOIN story_clusters c ON c.id = a.cluster_id`;

/** A stored tone to 2 decimals; null stays null (unknown tone, never 0). */
export function roundTone(tone: number | string | null): number | null {
  return tone === null ? null : Math.round(Number(tone) * 100) / 100;
}

export function toSummary(row: SummaryRow): ArticleSummary {
  return {
    id: row.id,
    sourceId: row.source_id,
    sourceName: row.source_name,
    url: row.url,
    title: row.title,
    author: row.author,
    publishedAt: row.published_at.toISOString(),
    dateIssue: row.date_issue,
    fetchedAt: row.fetched_at.toISOString(),
    language: row.language,
    summary: row.summary,
    tone: roundTone(row.tone),
    clusterId: row.cluster_id,
    clusterSize: Number(row.cluster_size),
    topics: row.topics ?? [],
  };
}

export const SORT_COLUMNS: Record<ListQuery['sort'], string> = {
  publishedAt: 'a.published_at',
  fetchedAt: 'a.fetched_at',
  title: 'lower(a.title)',
  // Unknown tone (NULL) sorts as the lowest value: a keyset over NULLs would skip rows.
  tone: 'COALESCE(a.tone, -1000)',
  source: 'lower(s.name)',
};

/** The SQL type of each sort key, for keyset conditions on it. */
export const SORT_KEY_TYPES: Record<ListQuery['sort'], string> = {
  publishedAt: 'timestamptz',
  fetchedAt: 'timestamptz',
  title: 'text',
  tone: 'real',
  source: 'text',
};

/** The WHERE clause of the shared filters; parameters are appended to `params`. */
export function filterSql(filter: ArticleFilter, params: unknown[]): string {
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

/** The markers ts_headline puts around a hit (StartSel, StopSel). */
export const START = '\u0001';
export const STOP = '\u0002';

/** Turns ts_headline's markers into `<mark>`, escaping everything else. */
export function markHighlights(text: string): string {
  return text
    .replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
    .replaceAll(START, '<mark>')
    .replaceAll(STOP, '</mark>');
}

export const CSV_HEADER = ['id', 'published_at', 'source', 'language', 'title', 'author', 'url', 'tone', 'topics', 'cluster_id'];

/** One bucket of a search facet, as the facets query aggregates it. */
export interface FacetRow {
  value: string;
  label: string;
  count: number;
}
