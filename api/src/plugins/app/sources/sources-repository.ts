import { urlKey, type Source, type SourceInput, type SourceUpdate } from '@mediawatch/shared/schemas';
import type { CodedMessage } from '@mediawatch/shared/messages';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';
import { isUuid, searchClause, transaction } from '../../../db/sql';
import { SourceGroupsRepository } from '../source-groups/source-groups-repository';

// ----------------------------------------------------------------------
// Sources (table sources) and the HTTP cache state of their feeds
// (source_feeds): what the API edits, and the polling state and health the
// ingestion engine writes. A source's group memberships are the source
// groups repository's; a source and its memberships are written in one
// transaction.

export interface SourceRow {
  id: string;
  name: string;
  homepage: string;
  feed_urls: string[];
  language: string;
  country: string;
  media_type: Source['mediaType'];
  reach: string | number | null;
  reach_tier: Source['reachTier'];
  active: boolean;
  poll_interval_minutes: number;
  ignore_http_cache: boolean;
  fetch_full_text: boolean;
  last_attempt_at: Date | null;
  last_success_at: Date | null;
  last_new_article_at: Date | null;
  consecutive_failures: number;
  last_status: number | null;
  last_error: string | null;
  last_error_message: CodedMessage | null;
  last_malformed: string | null;
  last_malformed_message: CodedMessage | null;
  supports_304: boolean;
  next_poll_at: Date | null;
  created_at: Date;
  updated_at: Date;
  group_ids: string[];
  article_count: number;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toSource(row: SourceRow): Source {
  const state: Source['health']['state'] = !row.active
    ? 'paused'
    : row.last_attempt_at === null
      ? 'pending'
      : row.consecutive_failures > 0
        ? 'failing'
        : 'ok';
  return {
    id: row.id,
    name: row.name,
    homepage: row.homepage,
    feedUrls: row.feed_urls,
    language: row.language,
    country: row.country,
    mediaType: row.media_type,
    reach: row.reach === null ? null : Number(row.reach),
    reachTier: row.reach_tier,
    active: row.active,
    pollIntervalMinutes: row.poll_interval_minutes,
    ignoreHttpCache: row.ignore_http_cache,
    fetchFullText: row.fetch_full_text,
    groupIds: row.group_ids,
    articleCount: row.article_count,
    health: {
      state,
      lastAttemptAt: iso(row.last_attempt_at),
      lastSuccessAt: iso(row.last_success_at),
      lastNewArticleAt: iso(row.last_new_article_at),
      consecutiveFailures: row.consecutive_failures,
      lastStatus: row.last_status,
      lastError: row.last_error,
      lastErrorMessage: row.last_error_message ?? null,
      malformed: row.last_malformed,
      malformedMessage: row.last_malformed ? (row.last_malformed_message ?? null) : null,
      supports304: row.supports_304,
      nextPollAt: iso(row.next_poll_at),
    },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

const SOURCE_SELECT = `
  SELECT s.*,
    COALESCE((SELECT array_agg(m.group_id::text ORDER BY m.group_id) FROM source_group_members m WHERE m.source_id = s.id), '{}') AS group_ids,
    (SELECT count(*)::int FROM articles a WHERE a.source_id = s.id) AS article_count
  FROM sources s`;

/** Dedupes feed URLs, keeping their order. */
function uniqueUrls(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => url.trim()))];
}

export type CompleteSourceInput = Required<{ [K in keyof SourceInput]: Exclude<SourceInput[K], undefined> }>;

/** What the ingestion engine reads of a source to fetch it. */
export interface SourceForFetch {
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

/** The HTTP cache state of one feed (conditional GET and body hash). */
export interface FeedState {
  url: string;
  etag: string | null;
  last_modified: string | null;
  body_hash: string | null;
}

/** How a fetch of every feed of a source went, as its health records it. */
export interface FetchOutcome {
  /** No feed failed. */
  succeeded: boolean;
  finishedAt: Date;
  newArticles: number;
  consecutiveFailures: number;
  lastStatus: number | null;
  lastError: string | null;
  /** `lastError` as a coded message (docs/decisions/0040-server-texts-as-codes.md). */
  lastErrorMessage?: CodedMessage | null;
  nextPollAt: Date;
  /** A feed answered 304 Not Modified. */
  answered304: boolean;
  /** The feed URLs with permanent redirects applied; null when none moved. */
  feedUrls: string[] | null;
  /**
   * The strict parser's message when a feed read was malformed (its items
   * recovered), null when every feed read was well-formed, undefined when
   * no feed was read (304, same body, failure): the last verdict stays.
   */
  malformed?: string | null;
  /** The first malformed feed's refusal as a code (`xml.*`), set and kept like `malformed`. */
  malformedMessage?: CodedMessage | null;
}

// ----------------------------------------------------------------------

export class SourcesRepository {
  constructor(private readonly db: Queryable) {}

  async list(search?: string): Promise<Source[]> {
    const { where, params } = searchClause(
      search,
      'lower(s.name) LIKE $1 OR lower(s.homepage) LIKE $1 OR EXISTS (SELECT 1 FROM unnest(s.feed_urls) f WHERE lower(f) LIKE $1)',
    );
    const { rows } = await this.db.query<SourceRow>(`${SOURCE_SELECT} ${where} ORDER BY lower(s.name), s.id`, params);
    return rows.map(toSource);
  }

  async find(id: string): Promise<Source | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.db.query<SourceRow>(`${SOURCE_SELECT} WHERE s.id = $1`, [id]);
    return rows[0] ? toSource(rows[0]) : null;
  }

  /** How many sources there are. */
  async count(): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sources');
    return rows[0]!.n;
  }

  /** Feed URLs already used by a source (OPML import skips them). */
  /**
   * The first source (other than `exceptId`) already polling one of `feedUrls`, compared by
   * their normalized keys (docs/decisions/0045-one-feed-one-source.md); null when none does.
   */
  async feedOwner(
    feedUrls: readonly string[],
    exceptId?: string,
  ): Promise<{ sourceId: string; sourceName: string; feedUrl: string; existingUrl: string } | null> {
    const wanted = new Map<string, string>();
    for (const url of feedUrls) {
      const key = urlKey(url);
      if (key !== null && !wanted.has(key)) wanted.set(key, url);
    }
    if (wanted.size === 0) return null;
    const { rows } = await this.db.query<{ id: string; name: string; feed_urls: string[] }>(
      'SELECT id, name, feed_urls FROM sources ORDER BY created_at, id',
    );
    for (const row of rows) {
      if (row.id === exceptId) continue;
      for (const existing of row.feed_urls) {
        const key = urlKey(existing);
        const url = key === null ? undefined : wanted.get(key);
        if (url !== undefined) return { sourceId: row.id, sourceName: row.name, feedUrl: url, existingUrl: existing };
      }
    }
    return null;
  }

  /** The normalized keys of every feed a source polls (docs/decisions/0045-one-feed-one-source.md). */
  async knownFeedKeys(): Promise<Map<string, { sourceId: string; sourceName: string }>> {
    const { rows } = await this.db.query<{ id: string; name: string; feed_urls: string[] }>(
      'SELECT id, name, feed_urls FROM sources ORDER BY created_at, id',
    );
    const keys = new Map<string, { sourceId: string; sourceName: string }>();
    for (const row of rows)
      for (const url of row.feed_urls) {
        const key = urlKey(url);
        if (key !== null && !keys.has(key)) keys.set(key, { sourceId: row.id, sourceName: row.name });
      }
    return keys;
  }

  /** Keeps the trace of a source added although another polls its feed: who, when, why. */
  async recordDuplicateFeed(entry: {
    sourceId: string;
    existingSourceId: string;
    feedUrl: string;
    reason: string;
    userId: string | null;
  }): Promise<void> {
    await this.db.query(
      `INSERT INTO source_duplicate_feeds (source_id, existing_source_id, feed_url, reason, user_id) VALUES ($1, $2, $3, $4, $5)`,
      [entry.sourceId, entry.existingSourceId, entry.feedUrl, entry.reason, entry.userId],
    );
  }

  async knownFeedUrls(): Promise<Set<string>> {
    const { rows } = await this.db.query<{ url: string }>('SELECT DISTINCT unnest(feed_urls) AS url FROM sources');
    return new Set(rows.map((row) => row.url));
  }

  /**
   * Stores the source and its group memberships (UnknownIdsError when a group does not exist).
   * `queued`: the caller queues its first fetch itself, so its first scheduled poll is one interval
   * away from the start; otherwise the scheduler's next tick could queue it first, and the fetch
   * would be recorded as scheduled rather than as the source's creation.
   */
  async create(
    input: CompleteSourceInput,
    options: { queued?: boolean; duplicate?: { existingSourceId: string; feedUrl: string; reason: string; userId: string | null } } = {},
  ): Promise<Source> {
    return transaction(this.db, async (tx) => {
      const groups = new SourceGroupsRepository(tx);
      await groups.checkIds(input.groupIds);
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO sources (name, homepage, feed_urls, language, country, media_type, reach, reach_tier, active,
           poll_interval_minutes, ignore_http_cache, fetch_full_text, next_poll_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
           CASE WHEN $13::boolean THEN now() + make_interval(mins => $10) END) RETURNING id`,
        [
          input.name,
          input.homepage,
          uniqueUrls(input.feedUrls),
          input.language,
          input.country,
          input.mediaType,
          input.reach,
          input.reachTier,
          input.active,
          input.pollIntervalMinutes,
          input.ignoreHttpCache,
          input.fetchFullText,
          options.queued ?? false,
        ],
      );
      const id = rows[0]!.id;
      await groups.setGroupsOfSource(id, input.groupIds, false);
      // Added although another source polls its feed: the trace in the same transaction.
      if (options.duplicate) await new SourcesRepository(tx).recordDuplicateFeed({ sourceId: id, ...options.duplicate });
      return (await new SourcesRepository(tx).find(id))!;
    });
  }

  /** Stores every source in one transaction (OPML import), in order. */
  async createMany(inputs: readonly CompleteSourceInput[], options: { queued?: boolean } = {}): Promise<Source[]> {
    return transaction(this.db, async (tx) => {
      const sources = new SourcesRepository(tx);
      const created: Source[] = [];
      for (const input of inputs) created.push(await sources.create(input, options));
      return created;
    });
  }

  /** Applies the fields of `update`; null when the source does not exist. */
  async update(id: string, update: SourceUpdate): Promise<Source | null> {
    if (!isUuid(id)) return null;
    return transaction(this.db, async (tx) => {
      const columns: Record<string, unknown> = {};
      if (update.name !== undefined) columns.name = update.name;
      if (update.homepage !== undefined) columns.homepage = update.homepage;
      if (update.feedUrls !== undefined) columns.feed_urls = uniqueUrls(update.feedUrls);
      if (update.language !== undefined) columns.language = update.language;
      if (update.country !== undefined) columns.country = update.country;
      if (update.mediaType !== undefined) columns.media_type = update.mediaType;
      if (update.reach !== undefined) columns.reach = update.reach;
      if (update.reachTier !== undefined) columns.reach_tier = update.reachTier;
      if (update.active !== undefined) columns.active = update.active;
      if (update.pollIntervalMinutes !== undefined) columns.poll_interval_minutes = update.pollIntervalMinutes;
      if (update.ignoreHttpCache !== undefined) columns.ignore_http_cache = update.ignoreHttpCache;
      if (update.fetchFullText !== undefined) columns.fetch_full_text = update.fetchFullText;
      const names = Object.keys(columns);
      const sets = names.map((name, index) => `${name} = $${index + 2}`);
      const { rowCount } = await tx.query(`UPDATE sources SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`, [
        id,
        ...names.map((name) => columns[name]),
      ]);
      if (rowCount === 0) return null;
      if (update.groupIds !== undefined) {
        const groups = new SourceGroupsRepository(tx);
        await groups.checkIds(update.groupIds);
        await groups.setGroupsOfSource(id, update.groupIds, true);
      }
      return new SourcesRepository(tx).find(id);
    });
  }

  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const { rowCount } = await this.db.query('DELETE FROM sources WHERE id = $1', [id]);
    return rowCount > 0;
  }

  /** Clears the failure streak and makes the source due now. */
  async resetErrors(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const { rowCount } = await this.db.query(
      `UPDATE sources SET consecutive_failures = 0, last_error = NULL, last_error_message = NULL, next_poll_at = NULL, updated_at = now() WHERE id = $1`,
      [id],
    );
    return rowCount > 0;
  }

  // --------------------------------------------------------------------
  // Polling (the ingestion engine)

  async forFetch(id: string): Promise<SourceForFetch | null> {
    const { rows } = await this.db.query<SourceForFetch>('SELECT * FROM sources WHERE id = $1', [id]);
    return rows[0] ?? null;
  }

  /** Records the attempt and moves the next poll on, so the scheduler does not queue the source again meanwhile. */
  async claimPoll(id: string, nextPollAt: Date, attemptAt: Date): Promise<void> {
    await this.db.query('UPDATE sources SET next_poll_at = $2, last_attempt_at = $3 WHERE id = $1', [id, nextPollAt, attemptAt]);
  }

  /** A fetch queued by hand counts as this poll: the next one is an interval away. */
  async postponePoll(id: string): Promise<void> {
    await this.db.query('UPDATE sources SET next_poll_at = now() + make_interval(mins => poll_interval_minutes) WHERE id = $1', [id]);
  }

  /** Active sources whose next poll is due, the longest waiting first. */
  async dueIds(limit: number): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT id FROM sources WHERE active AND (next_poll_at IS NULL OR next_poll_at <= now())
       ORDER BY next_poll_at NULLS FIRST LIMIT ${limit}`,
    );
    return rows.map((row) => row.id);
  }

  /** Active sources due now and active sources failing (the worker status). */
  async pollCounts(): Promise<{ due: number; failing: number }> {
    const { rows } = await this.db.query<{ due: number; failing: number }>(
      `SELECT count(*) FILTER (WHERE active AND (next_poll_at IS NULL OR next_poll_at <= now()))::int AS due,
              count(*) FILTER (WHERE active AND consecutive_failures > 0)::int AS failing FROM sources`,
    );
    return { due: rows[0]?.due ?? 0, failing: rows[0]?.failing ?? 0 };
  }

  /** Writes a fetch's outcome: health, failure streak, next poll, moved feed URLs. */
  async recordFetchOutcome(id: string, outcome: FetchOutcome): Promise<void> {
    await this.db.query(
      `UPDATE sources SET
         last_success_at = CASE WHEN $2 THEN $3 ELSE last_success_at END,
         last_new_article_at = CASE WHEN $4 > 0 THEN $3 ELSE last_new_article_at END,
         consecutive_failures = $5, last_status = $6, last_error = $7, next_poll_at = $8,
         supports_304 = supports_304 OR $9,
         feed_urls = CASE WHEN $10::text[] IS NULL THEN feed_urls ELSE $10::text[] END,
         last_malformed = CASE WHEN $11 THEN $12 ELSE last_malformed END,
         last_error_message = $13,
         last_malformed_message = CASE WHEN $11 THEN $14::jsonb ELSE last_malformed_message END
       WHERE id = $1`,
      [
        id,
        outcome.succeeded,
        outcome.finishedAt,
        outcome.newArticles,
        outcome.consecutiveFailures,
        outcome.lastStatus,
        outcome.lastError,
        outcome.nextPollAt,
        outcome.answered304,
        outcome.feedUrls,
        outcome.malformed !== undefined,
        outcome.malformed ?? null,
        outcome.lastErrorMessage ? JSON.stringify(outcome.lastErrorMessage) : null,
        outcome.malformedMessage ? JSON.stringify(outcome.malformedMessage) : null,
      ],
    );
  }

  // --------------------------------------------------------------------
  // Feed cache state

  /** The cache state of each feed of the source that was read before, by URL. */
  async feedStates(sourceId: string): Promise<Map<string, FeedState>> {
    const { rows } = await this.db.query<FeedState>('SELECT url, etag, last_modified, body_hash FROM source_feeds WHERE source_id = $1', [
      sourceId,
    ]);
    return new Map(rows.map((state) => [state.url, state]));
  }

  async saveFeedState(
    sourceId: string,
    url: string,
    state: { etag: string | null; lastModified: string | null; bodyHash: string },
  ): Promise<void> {
    await this.db.query(
      `INSERT INTO source_feeds (source_id, url, etag, last_modified, body_hash, last_fetched_at) VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (source_id, url) DO UPDATE SET etag = $3, last_modified = $4, body_hash = $5, last_fetched_at = now()`,
      [sourceId, url, state.etag, state.lastModified, state.bodyHash],
    );
  }

  /** Forgets what was read of a feed, so the next fetch reads it whole again. */
  async forgetFeedBody(sourceId: string, url: string): Promise<void> {
    await this.db.query('UPDATE source_feeds SET body_hash = NULL, etag = NULL, last_modified = NULL WHERE source_id = $1 AND url = $2', [
      sourceId,
      url,
    ]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    sourcesRepository: SourcesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('sourcesRepository', new SourcesRepository(app.db));
  },
  { name: 'sources-repository', dependencies: ['database', 'source-groups-repository'] },
);
