import type { Queryable } from '../../../db/database';
import { retryOnDeadlock } from '../../../db/sql';
import { canonicalUrl, htmlToText, normalizeUrl } from '../../../news/clean';
import type { ParsedItem } from '../../../news/feed-parser';
import type { FeedWork } from '../../../news/feed-pool';
import { articleDate, prepareArticle, type PreparedArticle } from '../../../news/prepare-article';
import type { QueryNode } from '../../../news/topic-query';
import { ArticlesRepository } from '../articles/articles-repository';
import { LiveEventsRepository } from '../live-events/live-events-repository';
import { TopicsRepository } from '../topics/topics-repository';
import { PipelineCountsRepository } from './pipeline-counts-repository';

// ----------------------------------------------------------------------
// The pipeline from parsed feed items to stored articles, with named stages
// (fetched, parsed, deduplicated, enriched, indexed) and drop reasons:
//   parsed       items with a title and a link (else no_title / no_link)
//   deduplicated not already stored for this source: by GUID, then by
//                normalized URL, then by title + content hash
//   enriched     sanitized, full text when asked, language, tone
//   entities     enriched articles in which people, organizations or places
//                were found (docs/decisions/0047-entities-method.md); the
//                extraction's time is summed as the stage's timing
//   indexed      stored (full-text index), clustered, topics matched, published
//                to the live events log
// Stored articles whose date is the fetch time are counted as flagged, by
// reason: date_missing, date_unreadable, date_future, date_past (see articleDate).

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
  /**
   * The feed worker threads (feed-pool.ts): cleaning and scoring run there,
   * off the event loop. Without it they run here (the pure tests).
   */
  work?: FeedWork;
  /** Items of the feed not read, past the item cap (counted as fetched and dropped: `over_item_cap`). */
  overCap?: number;
}

export interface IngestResult {
  found: number;
  inserted: string[];
  duplicates: number;
  dropped: number;
  stages: Record<string, number>;
  drops: Record<string, number>;
  /** Stored articles marked, by reason (`date_missing`, `date_unreadable`, `date_future`, `date_past`). */
  flags: Record<string, number>;
}

/** Below this much text, a source with fetchFullText gets its page read. */
const SHORT_TEXT = 600;

/**
 * Articles stored per transaction (with their clusters, topic matches and
 * live events), the event loop given back between them. On PGlite each
 * statement runs on the API's own thread: a thousand-item batch in one
 * transaction held the loop (and every other query) for seconds, so its
 * batches are small; on PostgreSQL the statements run in the server
 * (docs/decisions/0041-feeds-parsed-off-the-main-thread.md).
 */
export const STORE_BATCH = { pglite: 20, postgres: 200 } as const;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function bump(counter: Record<string, number>, key: string, by = 1) {
  counter[key] = (counter[key] ?? 0) + by;
}

/** Runs the pipeline for one feed's items of one source. */
export async function ingestItems(
  db: Queryable,
  source: IngestSource,
  items: readonly ParsedItem[],
  options: IngestOptions,
): Promise<IngestResult> {
  const now = options.now ?? new Date();
  const articles = new ArticlesRepository(db);
  const overCap = options.overCap ?? 0;
  const stages: Record<string, number> = { fetched: items.length + overCap };
  const drops: Record<string, number> = {};
  if (overCap > 0) drops.over_item_cap = overCap;

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
    // A date that is missing, unreadable or more than a day ahead is the fetch time, marked (never silently swapped).
    const date = articleDate(item.publishedAt, item.dateText, now);
    return [{ ...item, url: item.url, ...date, normalizedUrl: normalizeUrl(canonicalUrl(item.url)) }];
  });
  stages.parsed = parsed.length;

  // deduplicated, step 1: GUID and normalized URL (cheap, before cleaning)
  const { guids: knownGuids, urls: knownUrls } = await articles.knownKeys(
    source.id,
    parsed.map((item) => item.guid).filter((guid): guid is string => Boolean(guid)),
    parsed.map((item) => item.normalizedUrl),
  );
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
  let prepared: PreparedArticle[] = [];
  if (options.work) {
    let fullTexts: Array<string | null> | undefined;
    if (source.fetchFullText && options.fullText) {
      const lengths = await options.work.textLengths(fresh.map((item) => item.contentHtml ?? item.summaryHtml));
      fullTexts = [];
      for (const [index, item] of fresh.entries()) fullTexts.push(lengths[index]! < SHORT_TEXT ? await options.fullText(item.url) : null);
    }
    prepared = await options.work.prepare(fresh, source.language, fullTexts);
  } else {
    for (const item of fresh) {
      let fullTextHtml: string | null = null;
      if (source.fetchFullText && options.fullText) {
        const shortText = htmlToText(item.contentHtml ?? item.summaryHtml ?? '').length < SHORT_TEXT;
        if (shortText) fullTextHtml = await options.fullText(item.url);
      }
      prepared.push(prepareArticle(item, source.language, fullTextHtml));
    }
  }
  const hashes = await articles.knownContentHashes(
    source.id,
    prepared.map((article) => article.contentHash),
  );
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
  stages.entities = unique.filter((article) => (article.entities?.length ?? 0) > 0).length;
  const timings: Record<string, number> = {
    entities: unique.reduce((sum, article) => sum + (article.entitiesMicros ?? 0), 0),
  };

  // indexed, and clustered into stories as it is stored (one batch at a time: ArticlesRepository.insertClustered),
  // STORE_BATCH articles per transaction
  const inserted: Array<{ id: string; index: number }> = [];
  const batch = (db as { kind?: string }).kind === 'pglite' ? STORE_BATCH.pglite : STORE_BATCH.postgres;
  for (let start = 0; start < unique.length; start += batch) {
    if (start > 0) await nextTurn();
    const stored = await articles.insertClustered(source.id, unique.slice(start, start + batch), now);
    const batchIds = stored.map((row) => row.id);
    if (batchIds.length > 0) {
      // Idempotent (a match stored already is skipped), so a deadlock's loser runs again: the articles are
      // stored by now, and a failure here would leave them without their matches for good.
      await retryOnDeadlock(() => new TopicsRepository(db).matchMany(options.topics, batchIds));
      // The live stream: one event per new article, with its topic matches (written just above).
      await new LiveEventsRepository(db).publishArticles(batchIds);
    }
    for (const row of stored) inserted.push({ id: row.id, index: start + row.index });
  }
  if (inserted.length < unique.length) bump(drops, 'duplicate_race', unique.length - inserted.length);
  stages.indexed = inserted.length;
  const flags: Record<string, number> = {};
  for (const { index } of inserted) {
    const issue = unique[index]!.dateIssue;
    if (issue) bump(flags, `date_${issue}`);
  }
  const ids = inserted.map((row) => row.id);
  await new PipelineCountsRepository(db).record(stages, drops, now, flags, timings);

  const duplicates =
    (drops.duplicate_guid ?? 0) + (drops.duplicate_url ?? 0) + (drops.duplicate_content ?? 0) + (drops.duplicate_race ?? 0);
  return {
    found: items.length + overCap,
    inserted: ids,
    duplicates,
    dropped: (drops.no_title ?? 0) + (drops.no_link ?? 0) + overCap,
    stages,
    drops,
    flags,
  };
}
