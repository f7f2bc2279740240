import { BASELINE_RULES } from './baseline-stats';

// Limits and value lists of the API contract, without zod: the browser's shared
// module exports these, while the zod schemas stay in `@mediawatch/shared/schemas`
// and load only with the forms that validate with them.

/** Roles, from the most to the least powerful. */
export const ROLES = ['admin', 'analyst', 'viewer'] as const;

/** Field limits shared by the forms and the server. */
export const AUTH_LIMITS = {
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 80,
} as const;

export const ARTICLE_LIMITS = { pageSizeDefault: 25, pageSizeMax: 200, queryMax: 2000 } as const;

export const ARTICLE_SORT_FIELDS = ['publishedAt', 'fetchedAt', 'title', 'tone', 'source'] as const;

/** `ok` new or old items read; `not_modified` 304 or same body hash; `error` anything else. */
export const FETCH_RUN_STATUSES = ['ok', 'not_modified', 'error'] as const;

/** What started a fetch. */
export const FETCH_TRIGGERS = ['schedule', 'manual', 'created', 'updated'] as const;

/** The named stages every item passes (docs/product.md "Ingestion"). */
export const PIPELINE_STAGES = ['fetched', 'parsed', 'deduplicated', 'enriched', 'entities', 'indexed'] as const;

/** Field limits and polling bounds shared by the forms and the server. */
export const SOURCE_LIMITS = {
  nameMax: 120,
  urlMax: 2048,
  feedUrlsMax: 10,
  /** Polling interval bounds, in minutes (docs/product.md: default 30 min, clamped 5 min to 24 h). */
  pollMinutesMin: 5,
  pollMinutesMax: 1440,
  pollMinutesDefault: 30,
} as const;

/** What kind of outlet a source is. */
export const MEDIA_TYPES = ['newspaper', 'broadcaster', 'agency', 'magazine', 'online', 'blog', 'other'] as const;

/** A manual reach tier for outlets whose monthly audience is unknown. */
export const REACH_TIERS = ['local', 'regional', 'national', 'international'] as const;

/**
 * A source's health at a glance: `ok` (last fetch worked), `failing` (one or
 * more failures in a row), `paused` (inactive), `pending` (never fetched yet).
 */
export const SOURCE_HEALTH_STATES = ['ok', 'failing', 'paused', 'pending'] as const;

export const SOURCE_GROUP_LIMITS = { nameMax: 80, descriptionMax: 500 } as const;

export const TOPIC_LIMITS = { nameMax: 80, descriptionMax: 500, queryMax: 2000 } as const;

/**
 * When a topic alerts: `none`; `every` match; `spike` against a 14-day
 * baseline; `threshold` when matches in a day reach `threshold`.
 */
export const ALERT_POLICY_KINDS = ['none', 'every', 'spike', 'threshold'] as const;

/** What an alert is about (docs/decisions/0022-alerts.md): a topic's match, spike or threshold; a source's volume or silence. */
export const ALERT_KINDS = ['topic-match', 'topic-spike', 'topic-threshold', 'source-volume', 'source-silent'] as const;

/** How a user gets alerts by e-mail: never, an hourly digest, or a daily one at a local hour. */
export const DIGEST_MODES = ['off', 'hourly', 'daily'] as const;

/** The webhooks' delivery states. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'delivered', 'failed'] as const;

/**
 * The alert rules (docs/decisions/0022-alerts.md), written once: the API
 * evaluates with them and the pages print them.
 */
export const ALERT_RULES = {
  /** Spike: today's matches (UTC day) against the 14 days before. */
  spikeBaselineDays: 14,
  /** ...fires when today reaches this many at least (three articles are not a spike)... */
  spikeMinCount: BASELINE_RULES.minFlagCount,
  /** ...and at least mean + 2 sigma of the baseline days... */
  spikeSigma: 2,
  /** ...and at least twice the baseline's mean. */
  spikeRatio: 2,
  /** Threshold alerts count matches over this many hours (default, bounds). */
  windowHoursDefault: 24,
  windowHoursMin: 1,
  windowHoursMax: 168,
  /** After an alert fires, later matches of the topic join it for this long (minutes; default, bounds). */
  cooldownMinutesDefault: 60,
  cooldownMinutesMax: 10_080,
  /** Source volume: the last 7 days' mean against the 28 days before, band mean - 1.5 sigma to mean + 2 sigma. */
  sourceRecentDays: 7,
  sourceBaselineDays: 28,
  sourceLowSigma: 1.5,
  sourceHighSigma: 2,
  /** A band needs a baseline mean of at least this many articles a day (a near-silent source has no band). */
  sourceMinMean: 1,
  /** Silence: no article for longer than this many times the source's usual gap (median gap over 28 days)... */
  silentGapFactor: 3,
  /** ...and at least this many hours. */
  silentMinHours: 6,
  /** A webhook delivery is tried this many times at most (backoff doubling from 10 s). */
  webhookAttempts: 6,
  webhookRetryDelaySeconds: 10,
  /** A receiver should refuse a signature whose timestamp is older than this (seconds). */
  webhookToleranceSeconds: 300,
} as const;

/** docs/spec.md §5: the audio formats the product accepts. */
export const AUDIO_FORMATS = ['mp3', 'wav', 'ogg', 'm4a', 'aac', 'flac'] as const;

/** Field limits shared by the form and the server. */
export const PODCAST_LIMITS = {
  titleMax: 200,
  authorMax: 120,
  descriptionMax: 4000,
  urlMax: 2048,
  /** Longest accepted duration: 24 hours. */
  durationMax: 24 * 60 * 60,
  searchMax: 200,
  /** Largest audio upload, in bytes (200 MiB: about 3 h of 128 kbps mp3). */
  audioMaxBytes: 200 * 1024 * 1024,
  /** Largest cover upload, in bytes. */
  coverMaxBytes: 5 * 1024 * 1024,
} as const;

/** Status values of docs/spec.md §3, exactly as the API stores and answers them. */
export const TASK_STATUSES = ['TO DO', 'In Progress', 'DONE'] as const;

export const TASK_LIMITS = { nameMax: 200, estimationMax: 50, columnMax: 10_000 } as const;

/**
 * Bounds every value a request may carry (docs/decisions/0011-hardening.md): dates within these
 * years, whole numbers that fit a PostgreSQL integer, and no NUL character in
 * any text (PostgreSQL cannot store one).
 */
export const VALUE_LIMITS = {
  yearMin: 1900,
  yearMax: 2200,
  intMax: 2_147_483_647,
  /** Article tone is about -10..+10; filters beyond ±100 mean nothing. */
  toneAbsMax: 100,
  /** Deep pages past this are refused: use filters (docs/decisions/0010-read-throughput.md). */
  pageMax: 10_000,
  /** A threshold alert fires at this many matches a day at most. */
  thresholdMax: 1_000_000,
  /** A source's monthly audience: the world's population is enough. */
  reachMax: 10_000_000_000,
} as const;

/**
 * Bounds of a query in the topic language, shared by the topic validator and
 * the search: a longer or deeper query is a 400 naming the
 * limit, so no search can hold the database for long.
 */
export const TOPIC_QUERY_LIMITS = {
  /** Characters (the same as TOPIC_LIMITS.queryMax and ARTICLE_LIMITS.queryMax). */
  lengthMax: 2000,
  /** Words, phrases and source:/lang: fields. */
  termsMax: 50,
  /** Nested AND, OR, NOT and parentheses. */
  depthMax: 10,
  /** Letters or digits before a prefix's `*` (`clim*`): a shorter prefix reads a large part of the index. */
  prefixMin: 3,
  /** The most words between the two words of a proximity (`"summit sanctions"~5`). */
  nearMax: 20,
  /** The largest boost of a term (`storm^3`). */
  boostMax: 10,
} as const;

/**
 * Why a new password is refused (zxcvbn-ts on the server): `common` (on a
 * list of breached or common passwords), `personal` (the e-mail or the name
 * in it), `pattern` (repeats, sequences, keyboard walks), `weak` (anything
 * else too easy to guess).
 */
export const PASSWORD_WEAKNESS_REASONS = ['common', 'personal', 'pattern', 'weak'] as const;

/** Historical events: the fixed categories, the statuses and field limits. */
export const HISTORICAL_EVENT_CATEGORIES = [
  'politics',
  'economy',
  'conflict',
  'disaster',
  'society',
  'science',
  'sport',
  'culture',
  'other',
] as const;
export const HISTORICAL_EVENT_STATUSES = ['proposed', 'confirmed', 'dismissed'] as const;
export const HISTORICAL_EVENT_LIMITS = { titleMax: 200, descriptionMax: 4000, articlesMax: 200 } as const;

/** How a scheduled job's last run went (docs/decisions/0023-scheduler.md). */
export const SCHEDULED_JOB_STATUSES = ['idle', 'running', 'ok', 'error'] as const;

/** Notes (docs/decisions/0025-notes.md): what a note links to, and the field limits. */
export const NOTE_LINK_KINDS = ['article', 'topic', 'note'] as const;
export const NOTE_LIMITS = { titleMax: 200, bodyMax: 100_000, tagMax: 40, tagsMax: 20, linksMax: 100, queryMax: 200 } as const;

/**
 * ThinkBoard (docs/decisions/0026-thinkboard.md): what a card is. A
 * referenced kind names its item by `refId`.
 */
export const THINKBOARD_CARD_KINDS = ['text', 'article', 'event', 'note'] as const;

/** ThinkBoard field and size limits shared by the canvas and the server. */
export const THINKBOARD_LIMITS = {
  titleMax: 120,
  textMax: 2000,
  labelMax: 80,
  idMax: 64,
  cardsMax: 300,
  linksMax: 600,
  /** How far from the origin a card may sit, in canvas units. */
  coordinateMax: 1_000_000,
} as const;

/**
 * E-journal (docs/decisions/0027-ejournal.md): field and size limits of a curated issue,
 * shared by the editor and the server.
 */
export const EJOURNAL_LIMITS = {
  titleMax: 200,
  introductionMax: 5000,
  sectionTitleMax: 120,
  noteMax: 2000,
  sectionsMax: 20,
  /** Articles in one issue, over all its sections. */
  articlesMax: 60,
  idMax: 64,
  /** A withdrawal's reason (docs/decisions/0046-withdrawn-editions.md). */
  reasonMax: 2000,
} as const;

/** A draft is edited; a published edition never changes again (a new edition is a new draft). */
export const EJOURNAL_STATUSES = ['draft', 'published'] as const;

/**
 * Academic PDFs (docs/decisions/0028-academic-pdfs.md):
 * the upload's size limit, the metadata's field limits, and how many pages
 * are extracted at most.
 */
export const PDF_LIMITS = {
  maxBytes: 50 * 1024 * 1024,
  maxPages: 2000,
  titleMax: 300,
  authorMax: 200,
  authorsMax: 50,
  doiMax: 200,
  topicsMax: 20,
  queryMax: 200,
  yearMin: 1500,
  yearMax: 2200,
} as const;

/** Where a PDF's extraction stands. */
export const PDF_STATUSES = ['processing', 'ready', 'failed'] as const;

/** The Search page's type facet. */
export const SEARCH_TYPES = ['all', 'articles', 'pdfs'] as const;

/**
 * Personal API tokens (docs/decisions/0055-api-tokens.md): a name's length,
 * the lifetimes the account page offers (days; the API takes any from 1 to
 * the last), and how many live tokens one account may hold.
 */
export const API_TOKEN_LIMITS = {
  nameMax: 80,
  expiryDays: [7, 30, 90, 365],
  perUser: 50,
} as const;
