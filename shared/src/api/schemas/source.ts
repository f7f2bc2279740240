import { z } from 'zod';

import { codedMessageSchema } from './message';
import { errorBodySchema } from './errors';
import { SOURCE_LIMITS, MEDIA_TYPES, REACH_TIERS, SOURCE_HEALTH_STATES, VALUE_LIMITS } from '../limits';
import { updateOf } from './update';
import { ARTICLE_DATE_ISSUES } from './article';

export { SOURCE_LIMITS } from '../limits';

// ----------------------------------------------------------------------
// Sources: the news outlets the worker polls. One definition for the API
// (validation, serialization, OpenAPI) and the Resources / Worker pages.

export const mediaTypeSchema = z.enum(MEDIA_TYPES);

export const reachTierSchema = z.enum(REACH_TIERS);

export const sourceHealthStateSchema = z.enum(SOURCE_HEALTH_STATES);

export type SourceHealthState = z.infer<typeof sourceHealthStateSchema>;

const httpUrlSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(SOURCE_LIMITS.urlMax, { error: `${label} must be at most ${SOURCE_LIMITS.urlMax} characters` })
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'http:' || url.protocol === 'https:';
        } catch {
          return false;
        }
      },
      { error: `${label} must be an http(s) URL` },
    );

/** ISO 639-1 language code, lowercase (`en`, `fr`, `ar`). */
export const languageCodeSchema = z
  .string({ error: 'Language is required' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/, { error: 'Language must be a two-letter ISO 639-1 code, e.g. en' });

/** ISO 3166-1 alpha-2 country code, uppercase (`GB`, `FR`). */
export const countryCodeSchema = z
  .string({ error: 'Country is required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'Country must be a two-letter ISO 3166 code, e.g. FR' });

/** `POST /api/source/add` body. */
export const sourceInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(SOURCE_LIMITS.nameMax, { error: `Name must be at most ${SOURCE_LIMITS.nameMax} characters` }),
  homepage: httpUrlSchema('Homepage'),
  feedUrls: z
    .array(httpUrlSchema('Feed URL'), { error: 'Feed URLs must be a list of URLs' })
    .min(1, { error: 'At least one feed URL is required' })
    .max(SOURCE_LIMITS.feedUrlsMax, { error: `At most ${SOURCE_LIMITS.feedUrlsMax} feed URLs` }),
  language: languageCodeSchema,
  country: countryCodeSchema,
  mediaType: mediaTypeSchema.default('online'),
  /** Monthly visitors, when known. */
  reach: z
    .number()
    .int()
    .min(0, { error: 'Reach must be zero or more' })
    .max(VALUE_LIMITS.reachMax, { error: `Reach must be at most ${VALUE_LIMITS.reachMax}` })
    .nullable()
    .default(null),
  reachTier: reachTierSchema.nullable().default(null),
  active: z.boolean().default(true),
  pollIntervalMinutes: z
    .number()
    .int({ error: 'Polling interval must be a whole number of minutes' })
    .min(SOURCE_LIMITS.pollMinutesMin, { error: `Polling interval must be at least ${SOURCE_LIMITS.pollMinutesMin} minutes` })
    .max(SOURCE_LIMITS.pollMinutesMax, { error: `Polling interval must be at most ${SOURCE_LIMITS.pollMinutesMax} minutes (24 h)` })
    .default(SOURCE_LIMITS.pollMinutesDefault),
  /** Ignore ETag / Last-Modified and Cache-Control for servers that lie about them. */
  ignoreHttpCache: z.boolean().default(false),
  /** Fetch the article page and extract its full text when the feed carries only a summary. */
  fetchFullText: z.boolean().default(false),
  groupIds: z
    .array(z.uuid({ error: 'Group ids must be UUIDs' }))
    .max(100)
    .default([]),
});

export type SourceInput = z.input<typeof sourceInputSchema>;

/**
 * `POST /api/source/add` body: a source, and when its feed is already polled
 * by another source (docs/decisions/0045-one-feed-one-source.md), the reason
 * to add it anyway (kept with who and when).
 */
export const sourceAddSchema = sourceInputSchema.extend({
  duplicateReason: z
    .string()
    .trim()
    .min(3, { error: 'The reason must be at least 3 characters' })
    .max(500, { error: 'The reason must be at most 500 characters' })
    .optional(),
});

export type SourceAdd = z.input<typeof sourceAddSchema>;

/** 409: a feed already polled by another source; which, and the message as a code. */
export const duplicateFeedBodySchema = errorBodySchema.extend({
  coded: codedMessageSchema,
  sourceId: z.string(),
  sourceName: z.string(),
  feedUrl: z.string(),
});

export type DuplicateFeedBody = z.infer<typeof duplicateFeedBodySchema>;

/** `PATCH /api/source/update/{id}` body: the fields sent are changed, the others kept. */
export const sourceUpdateSchema = updateOf(sourceInputSchema);

export type SourceUpdate = z.input<typeof sourceUpdateSchema>;

/** Feed health, kept by the worker (docs/product.md "Ingestion"). */
export const sourceHealthSchema = z.object({
  state: sourceHealthStateSchema,
  lastAttemptAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastNewArticleAt: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  /** The last HTTP status, null when the request never got an answer (timeout, DNS). */
  lastStatus: z.number().int().nullable(),
  /** Why the last fetch failed, in English; null after a success. */
  lastError: z.string().nullable(),
  /** The same as a coded message the pages word (docs/decisions/0040-server-texts-as-codes.md); null after a success or for a failure stored before the codes (`lastError` shows). */
  lastErrorMessage: codedMessageSchema.nullable().optional(),
  /**
   * The feed is not well-formed XML: the strict parser's message (its items
   * are still read by a forgiving parser); null once a fetch reads it cleanly.
   */
  malformed: z.string().nullable(),
  /** `malformed` as a code (`xml.*`, docs/decisions/0040-server-texts-as-codes.md); null for a verdict stored before the codes. */
  malformedMessage: codedMessageSchema.nullable().optional(),
  /** True once the server has answered 304 Not Modified to a conditional GET. */
  supports304: z.boolean(),
  nextPollAt: z.string().nullable(),
});

export type SourceHealth = z.infer<typeof sourceHealthSchema>;

/** A source as the API returns it (dates are ISO 8601 strings). */
export const sourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  homepage: z.string(),
  feedUrls: z.array(z.string()),
  language: z.string(),
  country: z.string(),
  mediaType: mediaTypeSchema,
  reach: z.number().int().nullable(),
  reachTier: reachTierSchema.nullable(),
  active: z.boolean(),
  pollIntervalMinutes: z.number().int(),
  ignoreHttpCache: z.boolean(),
  fetchFullText: z.boolean(),
  groupIds: z.array(z.string()),
  articleCount: z.number().int(),
  health: sourceHealthSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Source = z.infer<typeof sourceSchema>;

export const sourceListSchema = z.array(sourceSchema);

/** `GET /api/source/search?q=`: name, homepage or feed URL contains `q` (case-insensitive). */
export const sourceSearchQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
});

// ----------------------------------------------------------------------
// Actions and tools

/** `POST /api/source/fetch/{id}` answer: the fetch is queued and runs within seconds. */
export const sourceFetchQueuedSchema = z.object({
  queued: z.literal(true),
  sourceId: z.string(),
});

/** `POST /api/source/testFeed` body: fetch and parse one feed without storing anything. */
export const testFeedBodySchema = z.object({
  url: httpUrlSchema('Feed URL'),
});

/** RSS 2.0, RSS 0.90-0.94, RSS 1.0 (RDF), Atom (1.0 and 0.3), JSON Feed. */
export const feedFormatSchema = z.enum(['rss2', 'rss09', 'rss1', 'atom', 'json']);

export type FeedFormat = z.infer<typeof feedFormatSchema>;

/** One item as it would be ingested. */
export const testFeedItemSchema = z.object({
  guid: z.string().nullable(),
  /** The link as it would be stored (tracking parameters removed). */
  url: z.string().nullable(),
  title: z.string(),
  author: z.string().nullable(),
  /** The feed's date; null when it gives none that can be used (`dateIssue` says why). */
  publishedAt: z.string().nullable(),
  dateIssue: z.enum(ARTICLE_DATE_ISSUES).nullable(),
  summary: z.string().nullable(),
  language: z.string().nullable(),
  /** Null when the item's language is not analysed. */
  tone: z.number().nullable(),
});

/** `POST /api/source/testFeed` answer: what the feed holds (ok) or why it can't be read (not ok). */
export const testFeedResultSchema = z.object({
  ok: z.boolean(),
  url: z.string(),
  /** The URL after redirects. */
  finalUrl: z.string(),
  httpStatus: z.number().int().nullable(),
  contentType: z.string().nullable(),
  bytes: z.number().int(),
  durationMs: z.number().int(),
  /** Why the feed could not be read; null when ok. */
  error: z.string().nullable(),
  /** `error` as a coded message (docs/decisions/0040-server-texts-as-codes.md). */
  errorMessage: codedMessageSchema.nullable().optional(),
  feed: z
    .object({
      format: feedFormatSchema,
      /** The version the feed declares (`2.0`, `0.91`, `1.0`, `0.3`), when it does. */
      version: z.string().nullable(),
      title: z.string().nullable(),
      link: z.string().nullable(),
      language: z.string().nullable(),
      ttlMinutes: z.number().int().nullable(),
      /** Not well-formed XML: the strict parser's message; the items are what a forgiving parser recovered. */
      malformed: z.string().nullable(),
      /** `malformed` as a code (`xml.*`). */
      malformedMessage: codedMessageSchema.nullable().optional(),
    })
    .nullable(),
  items: z.array(testFeedItemSchema),
});

export type TestFeedResult = z.infer<typeof testFeedResultSchema>;

/** What one fetch of a feed found: its format, title, item count and latest item, or why it could not be read. */
export const feedCheckSchema = z.object({
  url: z.string(),
  ok: z.boolean(),
  format: feedFormatSchema.nullable(),
  title: z.string().nullable(),
  language: z.string().nullable(),
  itemCount: z.number().int(),
  /** The newest item (by date; the first one when none has a date). */
  lastItem: z.object({ title: z.string(), url: z.string().nullable(), publishedAt: z.string().nullable() }).nullable(),
  /** Not well-formed XML: the strict parser's message (the items are those recovered). */
  malformed: z.string().nullable(),
  /** `malformed` as a code (`xml.*`). */
  malformedMessage: codedMessageSchema.nullable().optional(),
  /** Why the feed could not be read; null when ok. */
  error: z.string().nullable(),
  /** `error` as a coded message (docs/decisions/0040-server-texts-as-codes.md). */
  errorMessage: codedMessageSchema.nullable().optional(),
});

export type FeedCheck = z.infer<typeof feedCheckSchema>;

/** `POST /api/source/discover` body: a site's address. */
export const feedDiscoveryBodySchema = z.object({
  url: httpUrlSchema('Site address'),
});

/** `POST /api/source/discover` answer: the feeds of a site, each read once. */
export const feedDiscoveryResultSchema = z.object({
  url: z.string(),
  /** The page's URL after redirects. */
  finalUrl: z.string(),
  /** The page's title (or the feed's, when the address is a feed). */
  title: z.string().nullable(),
  /** The page's language (`<html lang>`), two letters, when it says. */
  language: z.string().nullable(),
  /**
   * The feeds found: the address itself when it is a feed (`address`), those
   * the page links to with rel="alternate" (`page`), else those found at the
   * common feed paths (`common`).
   */
  feeds: z.array(feedCheckSchema.extend({ via: z.enum(['address', 'page', 'common']) })),
  /** Why the page could not be read; null when it was. */
  error: z.string().nullable(),
  /** `error` as a coded message (docs/decisions/0040-server-texts-as-codes.md). */
  errorMessage: codedMessageSchema.nullable().optional(),
});

export type FeedDiscoveryResult = z.infer<typeof feedDiscoveryResultSchema>;

/** `POST /api/source/opml` body: the text of an OPML file. */
export const opmlImportBodySchema = z.object({
  opml: z.string({ error: 'OPML text is required' }).min(1, { error: 'OPML text is required' }).max(5_000_000),
  /** Defaults for outlines without the `language` / `country` attributes. */
  defaultLanguage: languageCodeSchema.default('en'),
  defaultCountry: countryCodeSchema.default('US'),
});

export type OpmlImportBody = z.input<typeof opmlImportBodySchema>;

/** `POST /api/source/opml` answer. */
export const opmlImportResultSchema = z.object({
  created: z.array(sourceSchema),
  /** Feed URLs already known (matched on the feed URL). */
  skipped: z.array(z.object({ feedUrl: z.string(), reason: z.string() })),
  /**
   * Every feed outline of the file, in order: what became of it and, for a
   * new source, what a first read of the feed found (null when not checked:
   * too many feeds for one request; the worker reads it within minutes).
   */
  feeds: z.array(
    z.object({
      feedUrl: z.string(),
      title: z.string(),
      outcome: z.enum(['created', 'known', 'invalid', 'refused']),
      /** Why it was not created. */
      reason: z.string().nullable(),
      sourceId: z.string().nullable(),
      check: feedCheckSchema.nullable(),
    }),
  ),
});

export type OpmlImportResult = z.infer<typeof opmlImportResultSchema>;
