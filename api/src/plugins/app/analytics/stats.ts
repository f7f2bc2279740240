import { ANALYTICS_RULES } from '@mediawatch/shared/schemas';

// ----------------------------------------------------------------------
// The small statistics of the analyst's pages, over a few dozen daily values
// the database has already summed (never over articles).

export interface Band {
  mean: number;
  sd: number;
  low: number;
  high: number;
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/** Mean, sample standard deviation and the alert band (mean - 1.5 sigma, mean + 2 sigma) of daily values. */
export function band(values: readonly number[]): Band {
  const n = values.length;
  if (n === 0) return { mean: 0, sd: 0, low: 0, high: 0 };
  const mean = values.reduce((sum, value) => sum + value, 0) / n;
  const sd = n > 1 ? Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1)) : 0;
  return {
    mean: round(mean),
    sd: round(sd),
    low: round(Math.max(0, mean - ANALYTICS_RULES.bandLowSigma * sd)),
    high: round(mean + ANALYTICS_RULES.bandHighSigma * sd),
  };
}

/** Where a day's count stands against its band: a spike, a drop (each with its minimum), or inside. */
export function outside(count: number, against: Band): 'high' | 'low' | null {
  if (count > against.high && count >= ANALYTICS_RULES.spikeMinCount) return 'high';
  if (count < against.low && against.mean >= ANALYTICS_RULES.dropMinMean) return 'low';
  return null;
}

/** The z-score of a value against a baseline; null when the baseline does not vary. */
export function zScore(value: number, baseline: readonly number[]): { mean: number; sd: number; z: number | null } {
  const { mean, sd } = band(baseline);
  const exactMean = baseline.length ? baseline.reduce((sum, item) => sum + item, 0) / baseline.length : 0;
  const exactSd =
    baseline.length > 1 ? Math.sqrt(baseline.reduce((sum, item) => sum + (item - exactMean) ** 2, 0) / (baseline.length - 1)) : 0;
  return { mean, sd, z: exactSd > 0 ? round((value - exactMean) / exactSd) : null };
}

export { round };
