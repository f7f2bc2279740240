import type { Queryable } from '../db/database';
import { clusterArticle, titleBands } from './cluster';
import { contentHash, detectLanguage, htmlToText, normalizeUrl, sanitizeArticleHtml, scoreTone } from './clean';
import type { ParsedItem } from './feed-parser';
import { matchTopic } from './topic-matcher';
import type { QueryNode } from './topic-query';

// ----------------------------------------------------------------------
// The pipeline from parsed feed items to stored articles, with named stages
// (fetched, parsed, deduplicated, enriched, indexed) and drop reasons:
//   parsed       items with a title and a link (else no_title / no_link)
//   deduplicated not already stored for this source: by GUID, then by
//                normalized URL, then by title + content hash
//   enriched     sanitized, full text when asked, language, tone
//   indexed      stored (full-text index), clustered, topics matched

export interface IngestSource {
  id: string;
  language: string;
  fetchFullText: boolean;
}

export interface IngestOptions {
  now?: Date;
  topics: ReadonlyArray<{ id: string; ast: QueryNode }>;
  /** Full-text extraction for a page URL (Readability); called only when the source asks for it. */
  fullText?: (url: string) => Promise<string | null>;
}

export interface IngestResult {
  found: number;
  inserted: string[];
  duplicates: number;
  dropped: number;
  stages: Record<string, number>;
  drops: Record<string, number>;
}

/** An item cleaned and scored, ready to store. */
export interface PreparedArticle {
  guid: string | null;
  url: string;
  normalizedUrl: string;
  title: string;
  author: string | null;
  publishedAt: Date;
  language: string;
  summary: string;
  contentHtml: string;
  contentText: string;
  fullText: boolean;
  tone: number;
  contentHash: string;
  bands: string[];
}

const SUMMARY_MAX = 600;
/** Parameter types of an article row, so PGlite and pg serialize arrays, dates and booleans alike. */
const COLUMN_TYPES = ['uuid', 'text', 'text', 'text', 'text', 'text', 'timestamptz', 'timestamptz', 'text', 'text', 'text', 'text', 'boolean', 'real', 'text', 'text[]'];
/** Below this much text, a source with fetchFullText gets its page read. */
const SHORT_TEXT = 600;

/** Cleans one item: sanitized HTML, text, summary, language, tone, hashes. */
export function prepareArticle(
  item: { guid: string | null; url: string; title: string; author: string | null; publishedAt: Date; summaryHtml: string | null; contentHtml: string | null },
  fallbackLanguage: string,
  fullTextHtml: string | null = null,
): PreparedArticle {
  const title = htmlToText(sanitizeArticleHtml(item.title, item.url)).slice(0, 500) || item.url;
  const contentHtml = sanitizeArticleHtml(fullTextHtml ?? item.contentHtml ?? item.summaryHtml ?? '', item.url);
  const contentText = htmlToText(contentHtml);
  const summarySource = item.summaryHtml ? htmlToText(sanitizeArticleHtml(item.summaryHtml, item.url)) : contentText;
  const summary = summarySource.length > SUMMARY_MAX ? `${summarySource.slice(0, SUMMARY_MAX - 1).trimEnd()}…` : summarySource;
  return {
    guid: item.guid?.trim() ? item.guid.trim().slice(0, 1000) : null,
    url: item.url,
    normalizedUrl: normalizeUrl(item.url),
    title,
    author: item.author?.trim() ? item.author.trim().slice(0, 200) : null,
    publishedAt: item.publishedAt,
    language: detectLanguage(`${title}. ${contentText}`, fallbackLanguage),
    summary,
    contentHtml,
    contentText,
    fullText: fullTextHtml !== null,
    tone: scoreTone(`${title} ${contentText}`),
    contentHash: contentHash(title, contentText),
    bands: titleBands(title),
  };
}

function bump(counter: Record<string, number>, key: string, by = 1) {
  counter[key] = (counter[key] ?? 0) + by;
}

/** Inserts prepared articles (ON CONFLICT skips one another process stored meanwhile); returns the new ids in order. */
export async function insertArticles(db: Queryable, sourceId: string, articles: readonly PreparedArticle[], now: Date): Promise<Array<{ id: string; index: number }>> {
  if (articles.length === 0) return [];
  const columns = COLUMN_TYPES.length;
  const values: unknown[] = [];
  const tuples = articles.map((article, index) => {
    values.push(
      sourceId, article.guid, article.url, article.normalizedUrl, article.title, article.author, article.publishedAt, now,
      article.language, article.summary, article.contentHtml, article.contentText, article.fullText, article.tone,
      article.contentHash, article.bands,
    );
    const base = index * columns;
    return `(${COLUMN_TYPES.map((type, i) => `$${base + i + 1}::${type}`).join(', ')}, ${index})`;
  });
  // (source_id, content_hash) is unique, so the hash maps each returned row back to its item.
  const { rows } = await db.query<{ id: string; content_hash: string }>(
    `INSERT INTO articles (source_id, guid, url, normalized_url, title, author, published_at, fetched_at, language,
       summary, content_html, content_text, full_text, tone, content_hash, title_bands)
     SELECT v.c1, v.c2, v.c3, v.c4, v.c5, v.c6, v.c7, v.c8, v.c9, v.c10, v.c11, v.c12, v.c13, v.c14, v.c15, v.c16
     FROM (VALUES ${tuples.join(', ')}) AS v(c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16, ord)
     ORDER BY v.ord
     ON CONFLICT DO NOTHING
     RETURNING id, content_hash`,
    values,
  );
  const byHash = new Map(rows.map((row) => [row.content_hash, row.id]));
  return articles.flatMap((article, index) => {
    const id = byHash.get(article.contentHash);
    return id ? [{ id, index }] : [];
  });
}

/** Records stage counts and drop reasons for the current hour. */
export async function recordPipelineCounts(db: Queryable, stages: Record<string, number>, drops: Record<string, number>, now: Date) {
  const entries = [
    ...Object.entries(stages).map(([stage, count]) => [stage, '', count] as const),
    ...Object.entries(drops).map(([reason, count]) => ['dropped', reason, count] as const),
  ].filter(([, , count]) => count > 0);
  if (entries.length === 0) return;
  await db.query(
    `INSERT INTO pipeline_counts (hour, stage, reason, count)
     SELECT date_trunc('hour', $1::timestamptz), s, r, c FROM unnest($2::text[], $3::text[], $4::bigint[]) AS t(s, r, c)
     ON CONFLICT (hour, stage, reason) DO UPDATE SET count = pipeline_counts.count + EXCLUDED.count`,
    [now, entries.map((entry) => entry[0]), entries.map((entry) => entry[1]), entries.map((entry) => entry[2])],
  );
}

/** Runs the pipeline for one feed's items of one source. */
export async function ingestItems(db: Queryable, source: IngestSource, items: readonly ParsedItem[], options: IngestOptions): Promise<IngestResult> {
  const now = options.now ?? new Date();
  const stages: Record<string, number> = { fetched: items.length };
  const drops: Record<string, number> = {};

  // parsed
  const parsed = items.flatMap((item) => {
    if (!item.title.trim()) {
      bump(drops, 'no_title');
      return [];
    }
    if (!item.url) {
      bump(drops, 'no_link');
      return [];
    }
    const publishedAt = item.publishedAt && item.publishedAt.getTime() <= now.getTime() + 3_600_000 ? item.publishedAt : now;
    return [{ ...item, url: item.url, publishedAt, normalizedUrl: normalizeUrl(item.url) }];
  });
  stages.parsed = parsed.length;

  // deduplicated, step 1: GUID and normalized URL (cheap, before cleaning)
  const { rows: known } = await db.query<{ guid: string | null; normalized_url: string }>(
    `SELECT guid, normalized_url FROM articles WHERE source_id = $1 AND (guid = ANY($2::text[]) OR normalized_url = ANY($3::text[]))`,
    [source.id, parsed.map((item) => item.guid).filter((guid): guid is string => Boolean(guid)), parsed.map((item) => item.normalizedUrl)],
  );
  const knownGuids = new Set(known.map((row) => row.guid).filter(Boolean));
  const knownUrls = new Set(known.map((row) => row.normalized_url));
  const fresh = parsed.filter((item) => {
    if (item.guid && knownGuids.has(item.guid)) {
      bump(drops, 'duplicate_guid');
      return false;
    }
    if (knownUrls.has(item.normalizedUrl)) {
      bump(drops, 'duplicate_url');
      return false;
    }
    if (item.guid) knownGuids.add(item.guid);
    knownUrls.add(item.normalizedUrl);
    return true;
  });

  // enriched (cleaning is needed for the content hash, the last dedup key)
  const prepared: PreparedArticle[] = [];
  for (const item of fresh) {
    let fullTextHtml: string | null = null;
    if (source.fetchFullText && options.fullText) {
      const shortText = htmlToText(item.contentHtml ?? item.summaryHtml ?? '').length < SHORT_TEXT;
      if (shortText) fullTextHtml = await options.fullText(item.url);
    }
    prepared.push(prepareArticle(item, source.language, fullTextHtml));
  }
  const { rows: knownHashes } = await db.query<{ content_hash: string }>(
    'SELECT content_hash FROM articles WHERE source_id = $1 AND content_hash = ANY($2::text[])',
    [source.id, prepared.map((article) => article.contentHash)],
  );
  const hashes = new Set(knownHashes.map((row) => row.content_hash));
  const unique = prepared.filter((article) => {
    if (hashes.has(article.contentHash)) {
      bump(drops, 'duplicate_content');
      return false;
    }
    hashes.add(article.contentHash);
    return true;
  });
  stages.deduplicated = unique.length;
  stages.enriched = unique.length;

  // indexed
  const inserted = await insertArticles(db, source.id, unique, now);
  if (inserted.length < unique.length) bump(drops, 'duplicate_race', unique.length - inserted.length);
  stages.indexed = inserted.length;
  for (const { id, index } of inserted) {
    const article = unique[index]!;
    await clusterArticle(db, { id, sourceId: source.id, title: article.title, language: article.language, publishedAt: article.publishedAt, bands: article.bands });
  }
  const ids = inserted.map((row) => row.id);
  if (ids.length > 0) {
    for (const topic of options.topics) await matchTopic(db, topic.id, topic.ast, ids);
  }
  await recordPipelineCounts(db, stages, drops, now);

  const duplicates = (drops.duplicate_guid ?? 0) + (drops.duplicate_url ?? 0) + (drops.duplicate_content ?? 0) + (drops.duplicate_race ?? 0);
  return {
    found: items.length,
    inserted: ids,
    duplicates,
    dropped: (drops.no_title ?? 0) + (drops.no_link ?? 0),
    stages,
    drops,
  };
}
