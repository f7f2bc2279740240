import { BASELINE_RULES } from './baseline-stats';

// ----------------------------------------------------------------------
// The rules of the analyst's pages (docs/decisions/0012-analytics-rollups.md), written once: the API computes
// with them and the pages print them beside their charts (the formulas are
// part of the product, not a comment). No zod here: the shared entry exports
// these to the browser.

export const ANALYTICS_RULES = {
  /** Tone split: negative below -1, neutral from -1 up to (not including) +1, positive from +1 (GDELT-style tone). */
  toneNeutralBand: 1,
  /** The tone histogram's bins are [b, b + 1) from -10 to +9; tones beyond fall in the end bins. */
  toneBinMin: -10,
  toneBinMax: 9,
  /** Days of history behind the Daily Report's mean and band, and Source analysis's window. */
  baselineDays: 28,
  /** The alert band of a daily count: mean - 1.5 sigma to mean + 2 sigma (Media Cloud's source alerts). */
  bandLowSigma: 1.5,
  bandHighSigma: 2,
  /** A spike needs at least this many articles on the day; a drop, at least this mean (a quiet topic is not news). */
  spikeMinCount: BASELINE_RULES.minFlagCount,
  dropMinMean: 3,
  /** Tension: the z-score of the day's negative tone mass against the 30 days before it; flagged beyond 2 sigma. */
  tensionBaselineDays: 30,
  tensionSigma: 2,
  /** Explore compares at most this many queries. */
  exploreQueriesMax: 4,
  /** Top words are counted over at most this many matching headlines, sampled evenly (as Media Cloud samples). */
  wordSampleMax: 2000,
  /** An entity's co-mentions are counted over at most this many of its articles, sampled evenly (as the words). */
  coMentionSampleMax: 2000,
} as const;

/** The Media Scale Index's components, in the order the formula lists them. */
export const MEDIA_SCALE_COMPONENTS = ['reach', 'volume', 'pickup', 'tone'] as const;

export type MediaScaleComponent = (typeof MEDIA_SCALE_COMPONENTS)[number];

/** The periods the Media Scale Index can be read over, in days. */
export const MEDIA_SCALE_PERIODS = [7, 30, 90, 365] as const;

/** The windows an entity's page reads, in days (docs/decisions/0060-the-entity-page.md). */
export const ENTITY_WINDOWS = [7, 30, 90] as const;

/** The entity kinds of the extraction (docs/decisions/0047-entities-method.md). */
export const ENTITY_KINDS = ['person', 'org', 'place'] as const;

/** Explore's time buckets. */
export const EXPLORE_INTERVALS = ['day', 'week', 'month'] as const;

/** What a tension index is computed for. */
export const TENSION_KINDS = ['topic', 'group'] as const;

/** The languages the Daily Report's PDF is written in. */
export const REPORT_LANGUAGES = ['en', 'fr', 'ar'] as const;

/** True for an IANA time zone name this runtime knows (`Europe/Paris`, `UTC`). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
