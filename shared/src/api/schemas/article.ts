import { z } from 'zod';
import { ARTICLE_LIMITS, ARTICLE_SORT_FIELDS, VALUE_LIMITS } from '../limits';
import { boundedNumber, isoDateInRange } from './refinements';

// ----------------------------------------------------------------------
// Articles: what the worker ingests, cleaned, deduplicated and scored.

/** Why an article's date is the fetch time: the feed gave none, none readable, or one more than a day ahead. */
export const ARTICLE_DATE_ISSUES = ['missing', 'unreadable', 'future', 'past'] as const;

/** A comma-separated list in a query string (`?sourceId=a,b`), or the parameter repeated. */
export const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.uuid({ error: 'Ids must be UUIDs' })).max(200));

const isoDate = isoDateInRange;

/** Filters shared by the article table, the CSV export and the search. */
export const articleFilterSchema = z.object({
  sourceId: idList.optional(),
  groupId: idList.optional(),
  topicId: idList.optional(),
  /** ISO 639-1 codes, comma-separated. */
  language: z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    )
    .optional(),
  /** Published at or after (inclusive). */
  from: isoDate('from').optional(),
  /** Published before (exclusive). */
  to: isoDate('to').optional(),
  toneMin: boundedNumber('toneMin', -VALUE_LIMITS.toneAbsMax, VALUE_LIMITS.toneAbsMax).optional(),
  toneMax: boundedNumber('toneMax', -VALUE_LIMITS.toneAbsMax, VALUE_LIMITS.toneAbsMax).optional(),
  /** Only articles in this story cluster. */
  clusterId: z.uuid().optional(),
});

export type ArticleFilter = z.input<typeof articleFilterSchema>;

/** `GET /api/article/all` query: filters, paging (1-based) and sorting. */
export const articleListQuerySchema = articleFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(VALUE_LIMITS.pageMax).default(1),
  /** The `nextCursor` of the page before: the next page by keyset, as fast deep as on top (`page` is then ignored). */
  cursor: z.string().max(512).optional(),
  pageSize: z.coerce.number().int().min(1).max(ARTICLE_LIMITS.pageSizeMax).default(ARTICLE_LIMITS.pageSizeDefault),
  sort: z.enum(ARTICLE_SORT_FIELDS).default('publishedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export type ArticleListQuery = z.input<typeof articleListQuerySchema>;

/** `GET /api/article/export` query: the table's filters and sort; answers text/csv, streamed. */
export const articleExportQuerySchema = articleFilterSchema.extend({
  sort: z.enum(ARTICLE_SORT_FIELDS).default('publishedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** A search's query in the topic language: the export holds what the search finds (with the filters). */
  q: z
    .string()
    .trim()
    .max(ARTICLE_LIMITS.queryMax, { error: `A query (q) must be at most ${ARTICLE_LIMITS.queryMax} characters` })
    .optional(),
});

export const topicRefSchema = z.object({ id: z.string(), name: z.string() });

/** An article in a list (no body). */
export const articleSummarySchema = z.object({
  id: z.string(),
  sourceId: z.string(),
  sourceName: z.string(),
  url: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  /** The feed's date; the fetch time when `dateIssue` is set. */
  publishedAt: z.string(),
  /**
   * Why publishedAt is not the feed's date: the feed gave none (`missing`),
   * none that could be read (`unreadable`) or one more than a day ahead
   * (`future`); null when it is the feed's.
   */
  dateIssue: z.enum(ARTICLE_DATE_ISSUES).nullable(),
  fetchedAt: z.string(),
  language: z.string(),
  summary: z.string(),
  /** Percent positive minus percent negative words, about -10..+10; null when its language is not analysed (unknown, never 0). */
  tone: z.number().nullable(),
  clusterId: z.string().nullable(),
  /** How many articles share the story cluster (1 when alone). */
  clusterSize: z.number().int(),
  topics: z.array(topicRefSchema),
});

export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** `GET /api/article/all` answer. */
export const articlePageSchema = z.object({
  items: z.array(articleSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Pass as `cursor` for the next page (null on the last page). */
  nextCursor: z.string().nullable().optional(),
  /**
   * With `toneMin` or `toneMax`: the articles the other filters keep that the
   * tone filter leaves out because they have no tone (language not analysed).
   */
  untoned: z.number().int().optional(),
});

export type ArticlePage = z.infer<typeof articlePageSchema>;

/** `GET /api/article/{id}` answer: the article with its sanitized body and its story cluster. */
export const articleSchema = articleSummarySchema.extend({
  guid: z.string().nullable(),
  /** Sanitized on the server by an allowlist: render as is. */
  contentHtml: z.string(),
  contentText: z.string(),
  /** Whether the body came from the article page (Readability) rather than the feed. */
  fullText: z.boolean(),
  sourceHomepage: z.string(),
  /** The link as the feed gave it, when tracking parameters were removed from `url`. */
  originalUrl: z.string().nullable(),
  /** The date as the feed wrote it, when it wrote one. */
  dateText: z.string().nullable(),
  cluster: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      url: z.string(),
      sourceId: z.string(),
      sourceName: z.string(),
      publishedAt: z.string(),
      language: z.string(),
    }),
  ),
});

export type Article = z.infer<typeof articleSchema>;

// ----------------------------------------------------------------------
// Search

/** `GET /api/article/search` query: `q` in the topic language plus the filters. */
export const articleSearchQuerySchema = articleFilterSchema.extend({
  q: z
    .string({ error: 'A query (q) is required' })
    .trim()
    .min(1, { error: 'A query (q) is required' })
    .max(ARTICLE_LIMITS.queryMax, { error: `A query (q) must be at most ${ARTICLE_LIMITS.queryMax} characters` }),
  page: z.coerce.number().int().min(1).max(VALUE_LIMITS.pageMax).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(['relevance', 'publishedAt']).default('relevance'),
});

export type ArticleSearchQuery = z.input<typeof articleSearchQuerySchema>;

export const articleSearchHitSchema = articleSummarySchema.extend({
  /** HTML-escaped text where the only tags are `<mark>` around matched words. */
  titleHighlight: z.string(),
  snippet: z.string(),
  rank: z.number(),
});

export type ArticleSearchHit = z.infer<typeof articleSearchHitSchema>;

const facetBucket = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

export const articleSearchResultSchema = z.object({
  items: z.array(articleSearchHitSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  facets: z.object({
    /** value = source id, label = source name; top 20. */
    sources: z.array(facetBucket),
    /** value = label = language code. */
    languages: z.array(facetBucket),
    /** value = label = UTC day YYYY-MM-DD, oldest first. */
    days: z.array(facetBucket),
  }),
  tookMs: z.number().int(),
});

export type ArticleSearchResult = z.infer<typeof articleSearchResultSchema>;

/** `GET /api/article/retention` answer: how long articles are kept. */
export const retentionPolicySchema = z.object({
  /** Articles older than this (by published time) are deleted daily; null keeps them forever. */
  retentionDays: z.number().int().nullable(),
  totalArticles: z.number().int(),
  oldestPublishedAt: z.string().nullable(),
});

export type RetentionPolicy = z.infer<typeof retentionPolicySchema>;
