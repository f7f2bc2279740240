import { ANALYTICS_RULES, baseline, flaggable, zAgainst } from '@mediawatch/shared/schemas';

// ----------------------------------------------------------------------
// The small statistics of the analyst's pages, over a few dozen daily values
// the database has already summed (never over articles). The centre and the
// spread come from the shared baseline statistics
// (docs/decisions/0044-baseline-statistics.md): mean and sd, or median and
// scaled MAD on a sparse series, the spread floored at max(sqrt(centre), 1).

export interface Band {
  /** The baseline's centre (its mean, or its median when sparse). */
  mean: number;
  /** The baseline's spread, floored. */
  sd: number;
  low: number;
  high: number;
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/** Centre, spread and the alert band (centre - 1.5 sigma, centre + 2 sigma) of daily values. */
export function band(values: readonly number[]): Band {
  if (values.length === 0) return { mean: 0, sd: 0, low: 0, high: 0 };
  const { centre, spread } = baseline(values);
  return {
    mean: round(centre),
    sd: round(spread),
    low: round(Math.max(0, centre - ANALYTICS_RULES.bandLowSigma * spread)),
    high: round(centre + ANALYTICS_RULES.bandHighSigma * spread),
  };
}

/** counts[k] for k = 0 (the day) to the baseline's days (k days before), of one topic, source or entity, zeros filled. */
export function series(rows: ReadonlyArray<{ k: number; n: number }>): number[] {
  const counts = new Array<number>(ANALYTICS_RULES.baselineDays + 1).fill(0);
  for (const row of rows) counts[row.k] = Number(row.n);
  return counts;
}

/** A day's count (counts[0]) against the day before and the band of the days before it. */
export function against(counts: readonly number[]) {
  return { count: counts[0]!, previous: counts[1]!, ...band(counts.slice(1)) };
}

/** Where a day's count stands against its band: a spike, a drop (each with its minimum), or inside. */
export function outside(count: number, against: Band): 'high' | 'low' | null {
  if (count > against.high && count >= ANALYTICS_RULES.spikeMinCount) return 'high';
  if (count < against.low && against.mean >= ANALYTICS_RULES.dropMinMean) return 'low';
  return null;
}

/** The z-score of a value against a baseline (centre and floored spread); null without a baseline day. */
export function zScore(value: number, days: readonly number[]): { mean: number; sd: number; z: number | null } {
  const against = baseline(days);
  const z = zAgainst(value, against);
  return { mean: round(against.centre), sd: days.length ? round(against.spread) : 0, z: z === null ? null : round(z) };
}

export { flaggable, round };
