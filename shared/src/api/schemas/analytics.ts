import { z } from 'zod';
import { ANALYTICS_RULES, EXPLORE_INTERVALS, isTimeZone, MEDIA_SCALE_PERIODS, REPORT_LANGUAGES, TENSION_KINDS } from '../analytics-rules';
import { TOPIC_LIMITS } from '../limits';
import { idList } from './article';
import { dateInRange } from './refinements';

export { ANALYTICS_RULES } from '../analytics-rules';

// ----------------------------------------------------------------------
// The analyst's pages (docs/decisions/0012-analytics-rollups.md): Daily Report, Explore, Source analysis,
// Tension, Media Scale Index and the pipeline's throughput. Days are calendar
// days of the reader's time zone (`tz`, an IANA name); the API cuts them from
// 15-minute UTC rollups, so a day of any zone is exact.

/** A calendar day, `YYYY-MM-DD`. */
export const calendarDay = (label: string) =>
  z
    .string({ error: `${label} must be a day (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a day (YYYY-MM-DD)` })
    .refine(
      (value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && dateInRange(value);
      },
      { error: `${label} must be a real day between the years 1900 and 2200` },
    );

/** An IANA time zone (`Europe/Paris`); UTC when absent. */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isTimeZone, { error: 'tz must be an IANA time zone such as Europe/Paris' })
  .default('UTC');

const languageList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[a-z]{2}$/, { error: 'Languages are two-letter codes' })).max(20));

/** A day of `tz` with its first instant and the next day's (UTC), for links to its articles. */
const dayRangeSchema = z.object({ day: z.string(), start: z.string(), end: z.string() });

/** An article a figure points at. */
export const articleRefSchema = z.object({
  id: z.string(),
  title: z.string(),
  sourceId: z.string(),
  sourceName: z.string(),
  publishedAt: z.string(),
  language: z.string(),
  /** Null when the article has no tone (its language not analysed). */
  tone: z.number().nullable(),
});

export type ArticleRef = z.infer<typeof articleRefSchema>;

/** A day's count against the days before it: the previous day, the baseline's mean and sigma, and the band. */
export const countAgainstBaselineSchema = z.object({
  count: z.number().int(),
  previous: z.number().int(),
  mean: z.number(),
  sd: z.number(),
  /** mean - 1.5 sigma and mean + 2 sigma (ANALYTICS_RULES). */
  low: z.number(),
  high: z.number(),
});

const wordCountSchema = z.object({ word: z.string(), count: z.number().int() });

// ----------------------------------------------------------------------
// Daily Report

export const dailyReportQuerySchema = z.object({
  /** The day, in `tz`; today when absent. */
  day: calendarDay('day').optional(),
  tz: timeZoneSchema,
});

export type DailyReportQuery = z.input<typeof dailyReportQuerySchema>;

export const dailyReportSchema = z.object({
  day: z.string(),
  timeZone: z.string(),
  /** The day's first instant and the next day's, in UTC. */
  from: z.string(),
  to: z.string(),
  /**
   * Today, not over yet: every comparison then reads the same hours of the
   * days before (up to `cutoff`, the next quarter hour), like for like.
   */
  partial: z.boolean(),
  cutoff: z.string(),
  total: countAgainstBaselineSchema,
  tone: z.object({
    /** The mean tone of the day's scored articles; null without any. */
    mean: z.number().nullable(),
    /** The day's articles without tone (language not analysed): outside the mean, split and histogram. */
    untoned: z.number().int(),
    positive: z.number().int(),
    neutral: z.number().int(),
    negative: z.number().int(),
    /** Articles per tone bin [bin, bin + 1), every bin from -10 to 9. */
    histogram: z.array(z.object({ bin: z.number().int(), count: z.number().int() })),
  }),
  /** Articles per hour of the day (local), and in the same hour the day before. */
  hourly: z.array(z.object({ hour: z.number().int(), count: z.number().int(), previous: z.number().int() })),
  topics: z.array(countAgainstBaselineSchema.extend({ id: z.string(), name: z.string() })),
  sourcesByVolume: z.array(
    z.object({ id: z.string(), name: z.string(), count: z.number().int(), previous: z.number().int(), reach: z.number().nullable() }),
  ),
  sourcesByReach: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int(), reach: z.number() })),
  /** The day's largest story clusters (first published that day). */
  stories: z.array(
    z.object({
      clusterId: z.string(),
      title: z.string(),
      outlets: z.number().int(),
      articles: z.number().int(),
      firstAt: z.string(),
      originSourceId: z.string(),
      originSourceName: z.string(),
    }),
  ),
  /** Topics and sources whose day is outside their 28-day band, with the day's articles behind them. */
  spikes: z.array(
    countAgainstBaselineSchema.extend({
      kind: z.enum(['topic', 'source']),
      id: z.string(),
      name: z.string(),
      direction: z.enum(['up', 'down']),
      articles: z.array(articleRefSchema),
    }),
  ),
});

export type DailyReport = z.infer<typeof dailyReportSchema>;

export const reportPdfQuerySchema = dailyReportQuerySchema.extend({
  lang: z.enum(REPORT_LANGUAGES).default('en'),
});

export type ReportPdfQuery = z.input<typeof reportPdfQuerySchema>;

// ----------------------------------------------------------------------
// Explore

/** The filters Explore shares with every panel: sources, groups, languages, and the days (inclusive) in `tz`. */
export const exploreFilterSchema = z.object({
  sourceId: idList.optional(),
  groupId: idList.optional(),
  language: languageList.optional(),
  from: calendarDay('from'),
  to: calendarDay('to'),
  tz: timeZoneSchema,
});

const queryText = z.string().trim().min(1, { error: 'q must not be empty' }).max(TOPIC_LIMITS.queryMax);

export const exploreAttentionQuerySchema = exploreFilterSchema.extend({
  /** One to four queries in the topic language (`q` repeated). */
  q: z
    .union([queryText, z.array(queryText)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(
      z
        .array(z.string())
        .min(1)
        .max(ANALYTICS_RULES.exploreQueriesMax, { error: `At most ${ANALYTICS_RULES.exploreQueriesMax} queries` }),
    ),
  interval: z.enum(EXPLORE_INTERVALS).default('day'),
});

export type ExploreAttentionQuery = z.input<typeof exploreAttentionQuerySchema>;

export const exploreAttentionSchema = z.object({
  interval: z.enum(EXPLORE_INTERVALS),
  timeZone: z.string(),
  /** The first day of each bucket (a Monday for weeks, the 1st for months). */
  buckets: z.array(z.string()),
  /** Every article in the filters, per bucket: the share's denominator. */
  totals: z.array(z.number().int()),
  series: z.array(z.object({ query: z.string(), total: z.number().int(), counts: z.array(z.number().int()) })),
  tookMs: z.number().int(),
});

export type ExploreAttention = z.infer<typeof exploreAttentionSchema>;

export const exploreSummaryQuerySchema = exploreFilterSchema.extend({ q: queryText });

export type ExploreSummaryQuery = z.input<typeof exploreSummaryQuerySchema>;

export const exploreSummarySchema = z.object({
  query: z.string(),
  total: z.number().int(),
  /** Every article in the filters (the share's denominator). */
  totalInFilters: z.number().int(),
  /** Headline words, stop words of each language removed, over `sampled` matching headlines. */
  words: z.array(wordCountSchema),
  sampled: z.number().int(),
  sources: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int() })),
  languages: z.array(z.object({ language: z.string(), count: z.number().int() })),
  /** The newest matching articles. */
  sample: z.array(articleRefSchema),
});

export type ExploreSummary = z.infer<typeof exploreSummarySchema>;

/** `GET /api/explore/entities` query: one query and the Explore filters (as the summary's). */
export const exploreEntitiesQuerySchema = exploreSummaryQuerySchema;

export type ExploreEntitiesQuery = z.input<typeof exploreEntitiesQuerySchema>;

/** Articles mentioning a place of a country (ISO 3166-1 alpha-2): how many, and their share of the articles counted. */
const countryCountSchema = z.object({ country: z.string(), count: z.number().int(), share: z.number() });

/** An entity of a query's articles: in how many of them, and their share of the query's matches. */
export const entityCountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Places: ISO 3166-1 alpha-2 of the country. */
  country: z.string().nullable(),
  count: z.number().int(),
  /** count / the query's matches, 0..1. */
  share: z.number(),
});

/**
 * `GET /api/explore/entities`: the top people, organizations and places of a
 * query's articles, and the articles per country for the map
 * (docs/decisions/0047-entities-method.md).
 */
export const exploreEntitiesSchema = z.object({
  query: z.string(),
  /** The query's matches in the filters (the shares' denominator). */
  total: z.number().int(),
  /** Matches not yet read for entities (stored before the extraction, the background job not done). */
  unread: z.number().int(),
  people: z.array(entityCountSchema),
  organizations: z.array(entityCountSchema),
  places: z.array(entityCountSchema),
  /** Matches mentioning a place of each country (a country, or a city or state in it), most first. */
  countries: z.array(countryCountSchema),
});

export type ExploreEntities = z.infer<typeof exploreEntitiesSchema>;

/** An entity of the Daily Report's day, its count against the day before and the 28 days before. */
export const reportEntitySchema = countAgainstBaselineSchema.extend({
  id: z.number().int(),
  name: z.string(),
  /** Places: ISO 3166-1 alpha-2 of the country. */
  country: z.string().nullable(),
  /** A place that is the country itself (its name is then best written in the reader's language from `country`). */
  isCountry: z.boolean(),
});

/**
 * `GET /api/report/entities`: the Daily Report's people, organizations and
 * places (the day's most mentioned, each against the day before and its
 * 28-day band) and the day's articles per country for the map
 * (docs/decisions/0047-entities-method.md).
 */
export const dailyReportEntitiesSchema = z.object({
  day: z.string(),
  timeZone: z.string(),
  /** Today, not over yet: the days before are read up to the same hour, like for like. */
  partial: z.boolean(),
  /** The day's articles (the shares' denominator). */
  total: z.number().int(),
  /** The day's articles not yet read for entities (stored before the extraction, the background job not done). */
  unread: z.number().int(),
  people: z.array(reportEntitySchema),
  organizations: z.array(reportEntitySchema),
  places: z.array(reportEntitySchema),
  /** The day's articles mentioning a place of each country, most first. */
  countries: z.array(countryCountSchema),
});

export type DailyReportEntities = z.infer<typeof dailyReportEntitiesSchema>;

// ----------------------------------------------------------------------
// Source analysis

export const sourceAnalysisQuerySchema = z.object({
  /** The last day of the window (in `tz`); today when absent. */
  to: calendarDay('to').optional(),
  tz: timeZoneSchema,
});

export type SourceAnalysisQuery = z.input<typeof sourceAnalysisQuerySchema>;

export const sourceAnalysisSchema = z.object({
  sourceId: z.string(),
  timeZone: z.string(),
  /** One entry per day of the 28-day window, oldest first; `outside` marks days beyond the band. */
  days: z.array(
    dayRangeSchema.extend({
      count: z.number().int(),
      /** Mean tone of the scored articles; null on a day without any. */
      tone: z.number().nullable(),
      /** The day's articles without tone (language not analysed). */
      untoned: z.number().int(),
      positive: z.number().int(),
      negative: z.number().int(),
      outside: z.enum(['high', 'low']).nullable(),
    }),
  ),
  band: z.object({ mean: z.number(), sd: z.number(), low: z.number(), high: z.number() }),
  /** Articles of the window without tone: outside every tone figure. */
  untoned: z.number().int(),
  /** The source's share of its groups' articles over the window. */
  groups: z.array(
    z.object({ id: z.string(), name: z.string(), sources: z.number().int(), groupCount: z.number().int(), count: z.number().int() }),
  ),
  words: z.array(wordCountSchema),
  sampled: z.number().int(),
});

export type SourceAnalysis = z.infer<typeof sourceAnalysisSchema>;

// ----------------------------------------------------------------------
// Tension

export const tensionQuerySchema = z.object({
  kind: z.enum(TENSION_KINDS),
  id: z.uuid(),
  /** The last day shown (in `tz`); today when absent. */
  to: calendarDay('to').optional(),
  days: z.coerce.number().int().min(7).max(365).default(90),
  tz: timeZoneSchema,
});

export type TensionQuery = z.input<typeof tensionQuerySchema>;

const tensionDaySchema = dayRangeSchema.extend({
  count: z.number().int(),
  /** The day's articles without tone (language not analysed): they add nothing to the mass. */
  untoned: z.number().int(),
  /** The day's negative tone mass: the sum over its scored articles of max(0, -tone); null when none has a tone. */
  negativity: z.number().nullable(),
  /** Mean and sigma of the mass over the 30 days before; z = (negativity - mean) / sigma, null when sigma is 0. */
  mean: z.number(),
  sd: z.number(),
  z: z.number().nullable(),
  flagged: z.boolean(),
});

export type TensionDay = z.infer<typeof tensionDaySchema>;

export const tensionSchema = z.object({
  kind: z.enum(TENSION_KINDS),
  id: z.string(),
  name: z.string(),
  timeZone: z.string(),
  days: z.array(tensionDaySchema),
});

export type Tension = z.infer<typeof tensionSchema>;

export const tensionOverviewQuerySchema = z.object({ to: calendarDay('to').optional(), tz: timeZoneSchema });

export type TensionOverviewQuery = z.input<typeof tensionOverviewQuerySchema>;

/** Every topic and group on the last day: its z-score, for the page's ranking. */
export const tensionOverviewSchema = z.object({
  day: z.string(),
  items: z.array(
    z.object({
      kind: z.enum(TENSION_KINDS),
      id: z.string(),
      name: z.string(),
      count: z.number().int(),
      untoned: z.number().int(),
      /** Null when none of the day's articles has a tone. */
      negativity: z.number().nullable(),
      z: z.number().nullable(),
      flagged: z.boolean(),
    }),
  ),
});

export type TensionOverview = z.infer<typeof tensionOverviewSchema>;

// ----------------------------------------------------------------------
// Media Scale Index

const weight = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, { error: `${label} must be 0 or more` })
    .max(100, { error: `${label} must be at most 100` });

export const mediaScaleWeightsInputSchema = z
  .object({ reach: weight('reach'), volume: weight('volume'), pickup: weight('pickup'), tone: weight('tone') })
  .refine((value) => value.reach + value.volume + value.pickup + value.tone > 0, { error: 'At least one weight must be above 0' });

export type MediaScaleWeightsInput = z.input<typeof mediaScaleWeightsInputSchema>;

export const mediaScaleWeightsSchema = z.object({
  reach: z.number(),
  volume: z.number(),
  pickup: z.number(),
  tone: z.number(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});

export type MediaScaleWeights = z.infer<typeof mediaScaleWeightsSchema>;

export const mediaScaleQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((value) => (MEDIA_SCALE_PERIODS as readonly number[]).includes(value), {
      error: `days must be one of ${MEDIA_SCALE_PERIODS.join(', ')}`,
    })
    .default(90),
});

export const mediaScaleIndexSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  weights: mediaScaleWeightsSchema,
  /** The largest raw value of each component over the sources (what 1 means after normalizing). */
  maxima: z.object({ reach: z.number(), volume: z.number(), pickup: z.number(), tone: z.number() }),
  /** Articles in the period without tone (language not analysed): outside every tone intensity. */
  untoned: z.number().int(),
  rows: z.array(
    z.object({
      rank: z.number().int(),
      sourceId: z.string(),
      name: z.string(),
      language: z.string(),
      country: z.string(),
      /** Raw values: monthly reach (null when unknown), articles in the period, other outlets' articles on stories it broke, mean |tone|. */
      reach: z.number().nullable(),
      volume: z.number().int(),
      pickup: z.number().int(),
      /** Mean |tone| of its scored articles; null when none has a tone (the score then leaves the tone weight out). */
      toneIntensity: z.number().nullable(),
      /** Its articles in the period without tone. */
      untoned: z.number().int(),
      /** Each component normalized to 0..1. */
      components: z.object({ reach: z.number(), volume: z.number(), pickup: z.number(), tone: z.number().nullable() }),
      /** 0..100. */
      score: z.number(),
    }),
  ),
});

export type MediaScaleIndex = z.infer<typeof mediaScaleIndexSchema>;

// ----------------------------------------------------------------------
// Pipeline throughput

export const pipelineThroughputQuerySchema = z.object({
  /** The window: the last `minutes` minutes (default an hour, at most a week). */
  minutes: z.coerce
    .number()
    .int()
    .min(10)
    .max(7 * 24 * 60)
    .default(60),
});

export const pipelineThroughputSchema = z.object({
  from: z.string(),
  to: z.string(),
  bucketMinutes: z.number().int(),
  /** Per bucket: articles stored, articles per minute, fetches and failed fetches. */
  buckets: z.array(
    z.object({ start: z.string(), articles: z.number().int(), perMinute: z.number(), runs: z.number().int(), errors: z.number().int() }),
  ),
  /** The sources whose fetches took longest in the window (median), slowest first. */
  slowest: z.array(
    z.object({
      sourceId: z.string(),
      name: z.string(),
      runs: z.number().int(),
      errors: z.number().int(),
      medianMs: z.number().int(),
      p95Ms: z.number().int(),
      maxMs: z.number().int(),
    }),
  ),
});

export type PipelineThroughput = z.infer<typeof pipelineThroughputSchema>;

// ----------------------------------------------------------------------
// Tone rescoring (the Pipeline page): the pass that rescores stored articles
// when the tone method changes (docs/decisions/0038-unknown-tone.md).

export const toneRescoreStatusSchema = z.object({
  /** The current tone method's version. */
  method: z.number().int(),
  /** `pending`: no pass yet; `running`: articles left; `done`: every article scored by this method. */
  state: z.enum(['pending', 'running', 'done']),
  done: z.number().int(),
  total: z.number().int(),
  /** Articles per second in the last run; null before one. */
  ratePerSecond: z.number().nullable(),
  startedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Seconds left at that rate; null when done or unknown. */
  etaSeconds: z.number().int().nullable(),
});

export type ToneRescoreStatus = z.infer<typeof toneRescoreStatusSchema>;
