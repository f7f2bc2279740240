import { createHash } from 'node:crypto';

import type { FetchRun, TestFeedResult } from '@mediawatch/shared/schemas';

import type { Database } from '../db/database';
import { SOURCE_LIMITS } from '@mediawatch/shared/schemas';
import { prepareArticle, ingestItems, type IngestResult } from './ingest';
import { FeedParseError, parseFeedBody, type ParsedFeed } from './feed-parser';
import { cacheMaxAgeSeconds, FetchError, fetchUrl, HostLimiter, retryAfterSeconds, type FetchResult } from './fetcher';
import { fetchFullText } from './full-text';
import type { QueryNode } from './topic-query';

// ----------------------------------------------------------------------
// Fetching one source: each feed with a conditional GET (unless the source
// ignores HTTP caching) and a body hash, parsed and ingested; a fetch-run row
// per feed; the source's health and next poll written at the end.

export type FetchTrigger = FetchRun['trigger'];

const MINUTE = 60_000;
const MIN_INTERVAL = SOURCE_LIMITS.pollMinutesMin * MINUTE;
const MAX_INTERVAL = SOURCE_LIMITS.pollMinutesMax * MINUTE;

interface SourceForFetch {
  id: string;
  name: string;
  feed_urls: string[];
  language: string;
  active: boolean;
  poll_interval_minutes: number;
  ignore_http_cache: boolean;
  fetch_full_text: boolean;
  consecutive_failures: number;
}

interface FeedState {
  url: string;
  etag: string | null;
  last_modified: string | null;
  body_hash: string | null;
}

export interface FeedOutcome {
  feedUrl: string;
  status: FetchRun['status'];
  httpStatus: number | null;
  error: string | null;
  bytes: number;
  found: number;
  inserted: number;
  duplicates: number;
  dropped: number;
  /** Earliest next poll the server asked for (Retry-After, Cache-Control, TTL), in ms from now. */
  notBeforeMs: number | null;
  /** The feed moved for good (301/308): its new URL. */
  movedTo: string | null;
}

export interface SourceFetchSummary {
  sourceId: string;
  skipped: boolean;
  feeds: FeedOutcome[];
  nextPollAt: Date | null;
}

/** Backoff after `failures` failures in a row: doubling from 5 min, at most 24 h, never below the interval, ±20 % jitter. */
export function backoffMs(failures: number, intervalMs: number, random = Math.random): number {
  const base = Math.min(MAX_INTERVAL, Math.max(intervalMs, MIN_INTERVAL * 2 ** Math.max(0, failures - 1)));
  return Math.round(base * (0.8 + 0.4 * random()));
}

const clamp = (ms: number) => Math.min(MAX_INTERVAL, Math.max(MIN_INTERVAL, ms));

function httpError(status: number): string {
  switch (status) {
    case 404:
      return 'Feed not found (HTTP 404): check the feed URL';
    case 410:
      return 'Feed is gone for good (HTTP 410): the publisher removed it';
    case 401:
    case 403:
      return `The server refused access (HTTP ${status})`;
    case 429:
      return 'Rate-limited by the server (HTTP 429)';
    default:
      return status >= 500 ? `Server error (HTTP ${status})` : `Unexpected answer (HTTP ${status})`;
  }
}

function header(result: FetchResult, name: string): string | null {
  const value = result.headers[name];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

export class IngestionService {
  readonly limiter: HostLimiter;

  constructor(
    private readonly db: Database,
    private readonly topics: () => Promise<ReadonlyArray<{ id: string; ast: QueryNode }>>,
    perHostConcurrency = 2,
    private readonly fetchTimeoutMs?: number,
  ) {
    this.limiter = new HostLimiter(perHostConcurrency);
  }

  /** Fetches every feed of a source and records runs and health. Inactive sources are skipped unless asked by hand. */
  async fetchSource(sourceId: string, trigger: FetchTrigger, now = new Date()): Promise<SourceFetchSummary> {
    const { rows } = await this.db.query<SourceForFetch>('SELECT * FROM sources WHERE id = $1', [sourceId]);
    const source = rows[0];
    if (!source || (!source.active && trigger === 'schedule')) return { sourceId, skipped: true, feeds: [], nextPollAt: null };
    const intervalMs = source.poll_interval_minutes * MINUTE;
    // Claim the slot first, so the scheduler does not queue it again while this runs.
    await this.db.query('UPDATE sources SET next_poll_at = $2, last_attempt_at = $3 WHERE id = $1', [
      sourceId,
      new Date(now.getTime() + intervalMs),
      now,
    ]);

    const { rows: states } = await this.db.query<FeedState>('SELECT url, etag, last_modified, body_hash FROM source_feeds WHERE source_id = $1', [sourceId]);
    const stateOf = new Map(states.map((state) => [state.url, state]));
    const topics = await this.topics();
    const feeds: FeedOutcome[] = [];
    for (const feedUrl of source.feed_urls) {
      const started = new Date();
      const outcome = await this.fetchFeed(source, feedUrl, stateOf.get(feedUrl) ?? null, topics);
      feeds.push(outcome);
      await this.db.query(
        `INSERT INTO fetch_runs (source_id, feed_url, trigger, status, http_status, error, started_at, finished_at, bytes,
           items_found, items_new, items_duplicate, items_dropped)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [sourceId, feedUrl, trigger, outcome.status, outcome.httpStatus, outcome.error, started, new Date(), outcome.bytes, outcome.found, outcome.inserted, outcome.duplicates, outcome.dropped],
      );
    }

    const failed = feeds.find((feed) => feed.status === 'error');
    const inserted = feeds.reduce((sum, feed) => sum + feed.inserted, 0);
    const failures = failed ? source.consecutive_failures + 1 : 0;
    const asked = Math.max(0, ...feeds.map((feed) => feed.notBeforeMs ?? 0));
    const delay = failed ? Math.max(backoffMs(failures, intervalMs), Math.min(asked, MAX_INTERVAL)) : clamp(Math.max(intervalMs, asked));
    const nextPollAt = new Date(Date.now() + delay);
    const moved = feeds.filter((feed) => feed.movedTo);
    const lastStatus = (failed ?? feeds[feeds.length - 1])?.httpStatus ?? null;
    await this.db.query(
      `UPDATE sources SET
         last_success_at = CASE WHEN $2 THEN $3 ELSE last_success_at END,
         last_new_article_at = CASE WHEN $4 > 0 THEN $3 ELSE last_new_article_at END,
         consecutive_failures = $5, last_status = $6, last_error = $7, next_poll_at = $8,
         supports_304 = supports_304 OR $9,
         feed_urls = CASE WHEN $10::text[] IS NULL THEN feed_urls ELSE $10::text[] END
       WHERE id = $1`,
      [
        sourceId,
        !failed,
        new Date(),
        inserted,
        failures,
        lastStatus,
        failed ? failed.error : null,
        nextPollAt,
        feeds.some((feed) => feed.httpStatus === 304),
        moved.length > 0 ? source.feed_urls.map((url) => moved.find((feed) => feed.feedUrl === url)?.movedTo ?? url) : null,
      ],
    );
    return { sourceId, skipped: false, feeds, nextPollAt };
  }

  private async fetchFeed(source: SourceForFetch, feedUrl: string, state: FeedState | null, topics: ReadonlyArray<{ id: string; ast: QueryNode }>): Promise<FeedOutcome> {
    const outcome: FeedOutcome = { feedUrl, status: 'error', httpStatus: null, error: null, bytes: 0, found: 0, inserted: 0, duplicates: 0, dropped: 0, notBeforeMs: null, movedTo: null };
    const useCache = !source.ignore_http_cache;
    let result: FetchResult;
    try {
      result = await this.limiter.run(feedUrl, () =>
        fetchUrl(feedUrl, { etag: useCache ? state?.etag : null, lastModified: useCache ? state?.last_modified : null, timeoutMs: this.fetchTimeoutMs }),
      );
    } catch (error) {
      outcome.error = error instanceof FetchError ? error.message : `Fetch failed: ${(error as Error).message}`;
      outcome.httpStatus = error instanceof FetchError ? error.status : null;
      return outcome;
    }
    outcome.httpStatus = result.status;
    outcome.bytes = result.body.length;
    if (result.permanentRedirect && result.status === 200) outcome.movedTo = result.finalUrl;
    const retryAfter = retryAfterSeconds(result.headers['retry-after']);
    if (result.status === 304) {
      outcome.status = 'not_modified';
      if (useCache) outcome.notBeforeMs = (cacheMaxAgeSeconds(result.headers['cache-control']) ?? 0) * 1000;
      return outcome;
    }
    if (result.status !== 200) {
      outcome.error = httpError(result.status);
      if (retryAfter !== null) {
        outcome.notBeforeMs = retryAfter * 1000;
        outcome.error += `; retry after ${retryAfter} s`;
      }
      if (result.status === 410) outcome.notBeforeMs = MAX_INTERVAL;
      return outcome;
    }

    const bodyHash = createHash('sha256').update(result.body).digest('hex');
    await this.db.query(
      `INSERT INTO source_feeds (source_id, url, etag, last_modified, body_hash, last_fetched_at) VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (source_id, url) DO UPDATE SET etag = $3, last_modified = $4, body_hash = $5, last_fetched_at = now()`,
      [source.id, feedUrl, header(result, 'etag'), header(result, 'last-modified'), bodyHash],
    );
    const maxAge = useCache ? cacheMaxAgeSeconds(result.headers['cache-control']) : null;
    if (state?.body_hash === bodyHash) {
      // The server sent the same bytes again (it ignored or lacks conditional GET).
      outcome.status = 'not_modified';
      outcome.notBeforeMs = (maxAge ?? 0) * 1000;
      return outcome;
    }
    let feed: ParsedFeed;
    try {
      feed = parseFeedBody(result.body, header(result, 'content-type'), result.finalUrl);
    } catch (error) {
      outcome.error = error instanceof FeedParseError ? error.message : `Could not parse the feed: ${(error as Error).message}`;
      // A body we could not read must be read again next time.
      await this.db.query('UPDATE source_feeds SET body_hash = NULL, etag = NULL, last_modified = NULL WHERE source_id = $1 AND url = $2', [source.id, feedUrl]);
      return outcome;
    }
    const ingested: IngestResult = await ingestItems(
      this.db,
      { id: source.id, language: source.language, fetchFullText: source.fetch_full_text },
      feed.items,
      { topics, fullText: (url) => this.limiter.run(url, () => fetchFullText(url)) },
    );
    outcome.status = 'ok';
    outcome.found = ingested.found;
    outcome.inserted = ingested.inserted.length;
    outcome.duplicates = ingested.duplicates;
    outcome.dropped = ingested.dropped;
    outcome.notBeforeMs = Math.max((maxAge ?? 0) * 1000, (feed.ttlMinutes ?? 0) * MINUTE);
    return outcome;
  }

  /** Fetches and parses a feed, and cleans its items as they would be stored, without storing anything. */
  async testFeed(url: string): Promise<TestFeedResult> {
    const started = performance.now();
    const base: TestFeedResult = { ok: false, url, finalUrl: url, httpStatus: null, contentType: null, bytes: 0, durationMs: 0, error: null, feed: null, items: [] };
    let result: FetchResult;
    try {
      result = await this.limiter.run(url, () => fetchUrl(url, { timeoutMs: this.fetchTimeoutMs }));
    } catch (error) {
      return { ...base, error: (error as Error).message, durationMs: Math.round(performance.now() - started) };
    }
    const common = { ...base, finalUrl: result.finalUrl, httpStatus: result.status, contentType: header(result, 'content-type'), bytes: result.body.length };
    if (result.status !== 200) return { ...common, error: httpError(result.status), durationMs: Math.round(performance.now() - started) };
    try {
      const feed = parseFeedBody(result.body, common.contentType, result.finalUrl);
      const now = new Date();
      const items = feed.items.slice(0, 50).map((item) => {
        const prepared = item.url ? prepareArticle({ ...item, url: item.url, publishedAt: item.publishedAt ?? now }, feed.language?.slice(0, 2).toLowerCase() || 'en') : null;
        return {
          guid: item.guid,
          url: item.url,
          title: prepared?.title ?? item.title,
          author: item.author,
          publishedAt: item.publishedAt ? item.publishedAt.toISOString() : null,
          summary: prepared?.summary ?? null,
          language: prepared?.language ?? null,
          tone: prepared?.tone ?? 0,
        };
      });
      return {
        ...common,
        ok: true,
        feed: { format: feed.format, title: feed.title, link: feed.link, language: feed.language, ttlMinutes: feed.ttlMinutes },
        items,
        durationMs: Math.round(performance.now() - started),
      };
    } catch (error) {
      return { ...common, error: (error as Error).message, durationMs: Math.round(performance.now() - started) };
    }
  }
}
