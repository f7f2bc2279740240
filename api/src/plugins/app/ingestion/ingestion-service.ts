import { webcrypto } from 'node:crypto';

import type { FeedCheck, FeedDiscoveryResult, FetchRun, TestFeedResult } from '@mediawatch/shared/schemas';

import { SOURCE_LIMITS } from '@mediawatch/shared/schemas';
import { coded, type CodedMessage, type FlatMessage } from '@mediawatch/shared/messages';

import type { Queryable } from '../../../db/database';
import { commonFeedUrls, findFeedLinks, pageTitle } from '../../../news/discover';
import { decodeText } from '../../../news/encoding';
import { FeedLimitError, tooManyItemsNote } from '../../../news/feed-limits';
import { FeedParseError, type ParsedFeed } from '../../../news/feed-parser';
import { FeedWork } from '../../../news/feed-pool';
import {
  cacheMaxAgeSeconds,
  FetchError,
  fetchUrl,
  HostLimiter,
  refusalOf,
  retryAfterSeconds,
  type FetchOptions,
  type FetchResult,
} from '../../../news/fetcher';
import { fetchFullText } from '../../../news/full-text';
import { articleDate } from '../../../news/prepare-article';
import type { QueryNode } from '../../../news/topic-query';
import { FetchRunsRepository } from '../fetch-runs/fetch-runs-repository';
import { SourcesRepository, type FeedState, type SourceForFetch } from '../sources/sources-repository';
import { ingestItems, type IngestResult } from './ingest';

// ----------------------------------------------------------------------
// Fetching one source: each feed with a conditional GET (unless the source
// ignores HTTP caching) and a body hash, parsed and ingested; a fetch run
// recorded per feed; the source's health and next poll written at the end.
// Every write goes through the repository that owns the table.

export type FetchTrigger = FetchRun['trigger'];

const MINUTE = 60_000;
const MIN_INTERVAL = SOURCE_LIMITS.pollMinutesMin * MINUTE;
const MAX_INTERVAL = SOURCE_LIMITS.pollMinutesMax * MINUTE;

export interface FeedOutcome {
  feedUrl: string;
  status: FetchRun['status'];
  httpStatus: number | null;
  /** Why it failed, in English (logs, old clients)... */
  error: string | null;
  /** ...and as a coded message the pages word (docs/decisions/0040-server-texts-as-codes.md). */
  errorMessage: CodedMessage | null;
  bytes: number;
  found: number;
  inserted: number;
  duplicates: number;
  dropped: number;
  /** Earliest next poll the server asked for (Retry-After, Cache-Control, TTL), in ms from now. */
  notBeforeMs: number | null;
  /** The feed moved for good (301/308): its new URL. */
  movedTo: string | null;
  /** The feed was read but is not well-formed XML: the strict parser's message. */
  malformed: string | null;
  /** The same as a code (`xml.*`, docs/decisions/0040-server-texts-as-codes.md). */
  malformedMessage: FlatMessage | null;
  /** Items past the item cap, not read (the newest `maxItems` were): counted in `found` and `dropped`. */
  overCap: number;
  /** Why some items were not read (`feed.tooManyItems`), when some were not. */
  note?: CodedMessage;
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

function httpError(status: number): FlatMessage {
  switch (status) {
    case 404:
      return coded('fetch.notFound');
    case 410:
      return coded('fetch.gone');
    case 401:
    case 403:
      return coded('fetch.refused', { status });
    case 429:
      return coded('fetch.rateLimited');
    default:
      return status >= 500 ? coded('fetch.serverError', { status }) : coded('fetch.unexpectedStatus', { status });
  }
}

/** Why a check failed, in English and as a coded message (a plain error's own words stay its English). */
function failure(error: unknown): { error: string; errorMessage: CodedMessage } {
  const message: CodedMessage =
    error instanceof FetchError || error instanceof FeedParseError || error instanceof FeedLimitError
      ? error.coded
      : error instanceof Error
        ? { code: 'fetch.failed', params: { detail: error.message }, text: error.message }
        : (error as CodedMessage);
  return { error: message.text ?? message.code, errorMessage: message };
}

/** Records why a feed failed (an error, or a coded message): its coded message and its English. */
function fail(outcome: FeedOutcome, error: unknown): FeedOutcome {
  const { error: text, errorMessage } = failure(error);
  outcome.errorMessage = errorMessage;
  outcome.error = text;
  return outcome;
}

function header(result: FetchResult, name: string): string | null {
  const value = result.headers[name];
  return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
}

export interface IngestionServiceOptions {
  /** Requests at once per host (2 by default). */
  perHostConcurrency?: number;
  /** Whole-exchange timeout of a feed fetch (FETCH_TIMEOUT_MS by default). */
  fetchTimeoutMs?: number;
  /** Hosts fetched even at non-public addresses (MEDIAWATCH_FETCH_ALLOW_HOSTS, the demo feed server). */
  allowHosts?: readonly string[];
  /** Items read from one feed, newest first (MEDIAWATCH_FEED_MAX_ITEMS; DEFAULT_MAX_ITEMS by default). */
  maxItems?: number;
  /** Wall time the worker may spend on one feed (FEED_TIME_BUDGET_MS by default). */
  feedTimeBudgetMs?: number;
}

/** Discovery and OPML checks read many feeds for one request: each gets this long. */
const CHECK_TIMEOUT_MS = 10_000;
/** Feeds a page may name that discovery reads. */
const DISCOVERY_MAX_LINKS = 10;

/** A feed's new articles, stored with their topic matches (what `onIngested` listeners get). */
export interface IngestedBatch {
  sourceId: string;
  articleIds: readonly string[];
}

export class IngestionService {
  readonly limiter: HostLimiter;
  private readonly ingestedListeners = new Set<(batch: IngestedBatch) => Promise<void> | void>();
  private readonly sources: SourcesRepository;
  private readonly fetchRuns: FetchRunsRepository;
  private readonly fetchTimeoutMs: number | undefined;
  private readonly allowHosts: readonly string[];
  /** Parsing, cleaning and text extraction, in the feed worker threads. */
  readonly work: FeedWork;

  constructor(
    private readonly db: Queryable,
    private readonly topics: () => Promise<ReadonlyArray<{ id: string; ast: QueryNode }>>,
    options: IngestionServiceOptions = {},
  ) {
    this.limiter = new HostLimiter(options.perHostConcurrency ?? 2);
    this.sources = new SourcesRepository(db);
    this.fetchRuns = new FetchRunsRepository(db);
    this.fetchTimeoutMs = options.fetchTimeoutMs;
    this.allowHosts = options.allowHosts ?? [];
    this.work = new FeedWork({ maxItems: options.maxItems, timeBudgetMs: options.feedTimeBudgetMs });
  }

  /**
   * Calls `listener` after each feed's new articles and their topic matches
   * are stored (alert evaluation); its failure is logged by the listener, never the fetch's.
   */
  onIngested(listener: (batch: IngestedBatch) => Promise<void> | void): () => void {
    this.ingestedListeners.add(listener);
    return () => this.ingestedListeners.delete(listener);
  }

  /** A fetch through the per-host limit, the SSRF guard and the timeout. */
  private fetch(url: string, options: FetchOptions = {}): Promise<FetchResult> {
    return this.limiter.run(url, () => fetchUrl(url, { timeoutMs: this.fetchTimeoutMs, ...options, allowHosts: this.allowHosts }));
  }

  /** Fetches every feed of a source and records runs and health. Inactive sources are skipped unless asked by hand. */
  async fetchSource(sourceId: string, trigger: FetchTrigger, now = new Date()): Promise<SourceFetchSummary> {
    const source = await this.sources.forFetch(sourceId);
    if (!source || (!source.active && trigger === 'schedule')) return { sourceId, skipped: true, feeds: [], nextPollAt: null };
    const intervalMs = source.poll_interval_minutes * MINUTE;
    // Claim the slot first, so the scheduler does not queue it again while this runs.
    await this.sources.claimPoll(sourceId, new Date(now.getTime() + intervalMs), now);

    const stateOf = await this.sources.feedStates(sourceId);
    const topics = await this.topics();
    const feeds: FeedOutcome[] = [];
    for (const feedUrl of source.feed_urls) {
      const started = new Date();
      const outcome = await this.fetchFeed(source, feedUrl, stateOf.get(feedUrl) ?? null, topics);
      feeds.push(outcome);
      const malformed = outcome.malformed ? coded('fetch.malformed', { detail: outcome.malformedMessage ?? outcome.malformed }) : null;
      await this.fetchRuns.insert({
        sourceId,
        feedUrl,
        trigger,
        status: outcome.status,
        httpStatus: outcome.httpStatus,
        error: outcome.error ?? ([malformed?.text, outcome.note?.text].filter(Boolean).join('; ') || null),
        errorMessage: outcome.errorMessage ?? malformed ?? outcome.note ?? null,
        startedAt: started,
        finishedAt: new Date(),
        bytes: outcome.bytes,
        found: outcome.found,
        inserted: outcome.inserted,
        duplicates: outcome.duplicates,
        dropped: outcome.dropped,
      });
    }

    const failed = feeds.find((feed) => feed.status === 'error');
    const inserted = feeds.reduce((sum, feed) => sum + feed.inserted, 0);
    const failures = failed ? source.consecutive_failures + 1 : 0;
    const asked = Math.max(0, ...feeds.map((feed) => feed.notBeforeMs ?? 0));
    const delay = failed ? Math.max(backoffMs(failures, intervalMs), Math.min(asked, MAX_INTERVAL)) : clamp(Math.max(intervalMs, asked));
    const nextPollAt = new Date(Date.now() + delay);
    const moved = feeds.filter((feed) => feed.movedTo);
    const lastStatus = (failed ?? feeds[feeds.length - 1])?.httpStatus ?? null;
    const read = feeds.filter((feed) => feed.status === 'ok');
    const malformed = read
      .filter((feed) => feed.malformed)
      .map((feed) => (source.feed_urls.length > 1 ? `${feed.feedUrl}: ${feed.malformed}` : feed.malformed!));
    await this.sources.recordFetchOutcome(sourceId, {
      succeeded: !failed,
      finishedAt: new Date(),
      newArticles: inserted,
      consecutiveFailures: failures,
      lastStatus,
      lastError: failed ? failed.error : null,
      lastErrorMessage: failed ? failed.errorMessage : null,
      nextPollAt,
      answered304: feeds.some((feed) => feed.httpStatus === 304),
      feedUrls: moved.length > 0 ? source.feed_urls.map((url) => moved.find((feed) => feed.feedUrl === url)?.movedTo ?? url) : null,
      malformed: read.length === 0 ? undefined : malformed.length > 0 ? malformed.join('; ') : null,
      malformedMessage: read.length === 0 ? undefined : (read.find((feed) => feed.malformedMessage)?.malformedMessage ?? null),
    });
    return { sourceId, skipped: false, feeds, nextPollAt };
  }

  private async fetchFeed(
    source: SourceForFetch,
    feedUrl: string,
    state: FeedState | null,
    topics: ReadonlyArray<{ id: string; ast: QueryNode }>,
  ): Promise<FeedOutcome> {
    const outcome: FeedOutcome = {
      feedUrl,
      status: 'error',
      httpStatus: null,
      error: null,
      errorMessage: null,
      bytes: 0,
      found: 0,
      inserted: 0,
      duplicates: 0,
      dropped: 0,
      notBeforeMs: null,
      movedTo: null,
      malformed: null,
      malformedMessage: null,
      overCap: 0,
    };
    const useCache = !source.ignore_http_cache;
    let result: FetchResult;
    try {
      result = await this.fetch(feedUrl, { etag: useCache ? state?.etag : null, lastModified: useCache ? state?.last_modified : null });
    } catch (error) {
      outcome.httpStatus = error instanceof FetchError ? error.status : null;
      return fail(outcome, error instanceof FetchError ? error.coded : coded('fetch.failed', { detail: (error as Error).message }));
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
      const why = httpError(result.status);
      fail(outcome, why);
      if (retryAfter !== null) {
        outcome.notBeforeMs = retryAfter * 1000;
        fail(outcome, coded('fetch.retryAfter', { error: why, seconds: retryAfter }));
      }
      if (result.status === 410) outcome.notBeforeMs = MAX_INTERVAL;
      return outcome;
    }

    // WebCrypto hashes off the event loop (libuv's pool): a 15 MiB body took tens of ms here
    // (docs/decisions/0041-feeds-parsed-off-the-main-thread.md).
    const bodyHash = Buffer.from(await webcrypto.subtle.digest('SHA-256', result.body)).toString('hex');
    await this.sources.saveFeedState(source.id, feedUrl, {
      etag: header(result, 'etag'),
      lastModified: header(result, 'last-modified'),
      bodyHash,
    });
    const maxAge = useCache ? cacheMaxAgeSeconds(result.headers['cache-control']) : null;
    if (state?.body_hash === bodyHash) {
      // The server sent the same bytes again (it ignored or lacks conditional GET).
      outcome.status = 'not_modified';
      outcome.notBeforeMs = (maxAge ?? 0) * 1000;
      return outcome;
    }
    let feed: ParsedFeed;
    try {
      feed = await this.work.parse(result.body, header(result, 'content-type'), result.finalUrl);
    } catch (error) {
      fail(
        outcome,
        error instanceof FeedParseError || error instanceof FeedLimitError
          ? error
          : coded('parse.failed', { detail: (error as Error).message }),
      );
      // A body we could not read must be read again next time.
      await this.sources.forgetFeedBody(source.id, feedUrl);
      return outcome;
    }
    let ingested: IngestResult;
    try {
      ingested = await ingestItems(
        this.db,
        { id: source.id, language: source.language, fetchFullText: source.fetch_full_text },
        feed.items,
        {
          topics,
          work: this.work,
          overCap: feed.itemsTotal - feed.items.length,
          fullText: (url) =>
            this.limiter.run(url, () => fetchFullText(url, this.allowHosts, (body, type, at) => this.work.readable(body, type, at))),
        },
      );
    } catch (error) {
      // Items not stored must be read again: forgotten, the same body is not taken for "not modified" next time.
      await this.sources.forgetFeedBody(source.id, feedUrl);
      return fail(outcome, coded('fetch.storeFailed', { detail: (error as Error).message }));
    }
    if (ingested.inserted.length > 0) {
      for (const listener of this.ingestedListeners) {
        await Promise.resolve(listener({ sourceId: source.id, articleIds: ingested.inserted })).catch(() => undefined);
      }
    }
    outcome.status = 'ok';
    outcome.malformed = feed.malformed;
    outcome.malformedMessage = feed.malformedMessage;
    outcome.found = ingested.found;
    outcome.inserted = ingested.inserted.length;
    outcome.duplicates = ingested.duplicates;
    outcome.dropped = ingested.dropped;
    outcome.overCap = feed.itemsTotal - feed.items.length;
    if (outcome.overCap > 0) outcome.note = tooManyItemsNote(feed.items.length, feed.itemsTotal);
    outcome.notBeforeMs = Math.max((maxAge ?? 0) * 1000, (feed.ttlMinutes ?? 0) * MINUTE);
    return outcome;
  }

  /** Fetches and parses a feed, and cleans its items as they would be stored, without storing anything. */
  async testFeed(url: string): Promise<TestFeedResult> {
    const started = performance.now();
    const base: TestFeedResult = {
      ok: false,
      url,
      finalUrl: url,
      httpStatus: null,
      contentType: null,
      bytes: 0,
      durationMs: 0,
      error: null,
      feed: null,
      items: [],
    };
    let result: FetchResult;
    try {
      result = await this.fetch(url);
    } catch (error) {
      return { ...base, ...failure(error), durationMs: Math.round(performance.now() - started) };
    }
    const common = {
      ...base,
      finalUrl: result.finalUrl,
      httpStatus: result.status,
      contentType: header(result, 'content-type'),
      bytes: result.body.length,
    };
    if (result.status !== 200)
      return { ...common, ...failure(httpError(result.status)), durationMs: Math.round(performance.now() - started) };
    try {
      const feed = await this.work.parse(result.body, common.contentType, result.finalUrl);
      const now = new Date();
      const language = feed.language?.slice(0, 2).toLowerCase() || 'en';
      const shown = feed.items.slice(0, 50).map((item) => ({ item, date: articleDate(item.publishedAt, item.dateText, now) }));
      const linked = shown.filter(({ item }) => item.url);
      // Cleaned as they would be stored, in the worker threads.
      const prepared = await this.work.prepare(
        linked.map(({ item, date }) => ({ ...item, url: item.url!, ...date })),
        language,
      );
      const preparedOf = new Map(linked.map(({ item }, index) => [item, prepared[index]!]));
      const items = shown.map(({ item, date }) => {
        const article = preparedOf.get(item) ?? null;
        return {
          guid: item.guid,
          url: article?.url ?? item.url,
          title: article?.title ?? item.title,
          author: item.author,
          publishedAt: date.dateIssue ? null : date.publishedAt.toISOString(),
          dateIssue: date.dateIssue,
          summary: article?.summary ?? null,
          language: article?.language ?? null,
          tone: article?.tone ?? null,
        };
      });
      return {
        ...common,
        ok: true,
        feed: {
          format: feed.format,
          version: feed.version,
          title: feed.title,
          link: feed.link,
          language: feed.language,
          ttlMinutes: feed.ttlMinutes,
          malformed: feed.malformed,
          malformedMessage: feed.malformedMessage,
        },
        items,
        durationMs: Math.round(performance.now() - started),
      };
    } catch (error) {
      return { ...common, ...failure(error), durationMs: Math.round(performance.now() - started) };
    }
  }

  // --------------------------------------------------------------------
  // Looking at feeds before they are sources: discovery from a homepage, the OPML import's check

  /** Why a feed at `url` would be refused before any request (fetcher.refusalOf), or null. */
  refusal(url: string): Promise<string | null> {
    return refusalOf(url, this.allowHosts);
  }

  /** Reads a feed once: what it holds (format, title, items, the newest), or why it cannot be read. */
  async checkFeed(url: string): Promise<FeedCheck> {
    const empty: FeedCheck = {
      url,
      ok: false,
      format: null,
      title: null,
      language: null,
      itemCount: 0,
      lastItem: null,
      malformed: null,
      malformedMessage: null,
      error: null,
    };
    let result: FetchResult;
    try {
      result = await this.fetch(url, { timeoutMs: CHECK_TIMEOUT_MS });
    } catch (error) {
      return { ...empty, ...failure(error) };
    }
    if (result.status !== 200) return { ...empty, ...failure(httpError(result.status)) };
    try {
      return feedCheckOf(url, await this.work.parse(result.body, header(result, 'content-type'), result.finalUrl));
    } catch (error) {
      return { ...empty, ...failure(error) };
    }
  }

  /**
   * The feeds of a site: the address itself when it is a feed; else the
   * feeds its page links to (rel="alternate"); else those at the common feed
   * paths that answer with a feed. Each is read once (checkFeed).
   */
  async discoverFeeds(url: string): Promise<FeedDiscoveryResult> {
    const base: FeedDiscoveryResult = { url, finalUrl: url, title: null, language: null, feeds: [], error: null };
    let result: FetchResult;
    try {
      result = await this.fetch(url, {
        timeoutMs: CHECK_TIMEOUT_MS,
        accept: 'text/html,application/xhtml+xml,application/rss+xml,application/atom+xml,application/feed+json;q=0.9,*/*;q=0.5',
      });
    } catch (error) {
      return { ...base, ...failure(error) };
    }
    if (result.status !== 200)
      return { ...base, ...failure(result.status === 404 ? coded('fetch.pageNotFound') : httpError(result.status)) };
    const page = decodeText(result.body, header(result, 'content-type')).text;
    const finalUrl = result.finalUrl;
    try {
      const feed = await this.work.parseText(page, finalUrl);
      return {
        ...base,
        finalUrl,
        title: feed.title,
        language: twoLetters(feed.language),
        feeds: [{ ...feedCheckOf(finalUrl, feed), via: 'address' }],
      };
    } catch {
      // Not a feed: a page that links to its feeds, or not.
    }
    const found = {
      ...base,
      finalUrl,
      title: pageTitle(page),
      language: twoLetters(/<html[^>]*\slang\s*=\s*["']?([a-z]{2})/i.exec(page)?.[1] ?? null),
    };
    const links = findFeedLinks(page, finalUrl).slice(0, DISCOVERY_MAX_LINKS);
    if (links.length > 0) {
      const feeds = await Promise.all(links.map(async (link) => ({ ...(await this.checkFeed(link.url)), via: 'page' as const })));
      return { ...found, feeds: feeds.map((feed, index) => ({ ...feed, title: feed.title ?? links[index]!.title })) };
    }
    const probed = await Promise.all(commonFeedUrls(finalUrl).map((candidate) => this.checkFeed(candidate)));
    // The same feed behind several paths (redirects) counts once, by title and last item.
    const seen = new Set<string>();
    const feeds = probed.filter((feed) => {
      const key = `${feed.format}|${feed.title}|${feed.lastItem?.url}`;
      if (!feed.ok || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return { ...found, feeds: feeds.map((feed) => ({ ...feed, via: 'common' as const })) };
  }
}

function twoLetters(language: string | null): string | null {
  const code = language?.trim().slice(0, 2).toLowerCase();
  return code && /^[a-z]{2}$/.test(code) ? code : null;
}

function feedCheckOf(url: string, feed: ParsedFeed): FeedCheck {
  const dated = feed.items.filter((item) => item.publishedAt);
  const last = dated.length > 0 ? dated.reduce((a, b) => (b.publishedAt! > a.publishedAt! ? b : a)) : feed.items[0];
  return {
    url,
    ok: true,
    format: feed.format,
    title: feed.title,
    language: twoLetters(feed.language),
    itemCount: feed.itemsTotal,
    lastItem: last ? { title: last.title, url: last.url, publishedAt: last.publishedAt ? last.publishedAt.toISOString() : null } : null,
    malformed: feed.malformed,
    malformedMessage: feed.malformedMessage,
    error: null,
  };
}
