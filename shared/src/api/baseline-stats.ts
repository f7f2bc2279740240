// ----------------------------------------------------------------------
// Baseline statistics (docs/decisions/0044-baseline-statistics.md), written
// once for every figure that compares a day with the days before it: Tension,
// the Daily Report's 28-day bands and spike callouts, Source analysis, and the
// topic-spike and source-volume alerts. Plain functions of a few dozen daily
// values, no zod: the shared entry exports them to the browser, where the
// formula boxes print the same rules and the charts cap their scale.

export const BASELINE_RULES = {
  /** A baseline is sparse when at least this share of its days is 0: its centre is then the median, its spread the scaled MAD. */
  sparseZeroShare: 0.5,
  /** The MAD of a normal sample times this is its standard deviation. */
  madScale: 1.4826,
  /** The spread never goes below sqrt(centre) (Poisson-like counts)... */
  poissonFloor: true,
  /** ...nor below this absolute floor (a baseline of 0.1 ± 0.3 is not a ruler of 0.3). */
  minSpread: 1,
  /** A day with fewer articles than this is never flagged, whatever its z. */
  minFlagCount: 5,
  /** Charts of z cap their scale at this magnitude; the true value stays in the tooltip and the table. */
  chartZCap: 10,
} as const;

export interface Baseline {
  /** Days in the baseline. */
  n: number;
  /** The centre: the mean, or the median when the baseline is sparse. */
  centre: number;
  /** The spread: sample sd (or 1.4826 MAD when sparse), floored at max(sqrt(centre), minSpread). */
  spread: number;
  /** The raw spread before the floor (what the days alone say). */
  rawSpread: number;
  /** True when the centre and spread are the robust ones (median, MAD). */
  robust: boolean;
  /** True when the floor, not the days, set the spread. */
  floored: boolean;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : sum(values) / values.length;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Sample standard deviation (n - 1); 0 under two values. */
export function sampleSd(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  return Math.sqrt(sum(values.map((value) => (value - m) ** 2)) / (values.length - 1));
}

/** Median absolute deviation, scaled to estimate a standard deviation. */
export function scaledMad(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const centre = median(values);
  return BASELINE_RULES.madScale * median(values.map((value) => Math.abs(value - centre)));
}

/** The spread's floor for a centre: max(sqrt(centre), minSpread). */
export function spreadFloor(centre: number): number {
  return Math.max(Math.sqrt(Math.max(0, centre)), BASELINE_RULES.minSpread);
}

/** True when at least `sparseZeroShare` of the days are 0 (or under 2 days). */
export function isSparse(values: readonly number[]): boolean {
  if (values.length < 2) return true;
  return values.filter((value) => value === 0).length / values.length >= BASELINE_RULES.sparseZeroShare;
}

/**
 * The centre and spread of a baseline: mean and sample sd, or median and
 * scaled MAD when the series is sparse; the spread floored at
 * max(sqrt(centre), 1) so a near-empty baseline cannot make a small day look
 * enormous.
 */
export function baseline(values: readonly number[]): Baseline {
  const n = values.length;
  if (n === 0) return { n, centre: 0, spread: BASELINE_RULES.minSpread, rawSpread: 0, robust: false, floored: true };
  const robust = isSparse(values);
  const centre = robust ? median(values) : mean(values);
  const rawSpread = robust ? scaledMad(values) : sampleSd(values);
  const floor = spreadFloor(centre);
  return { n, centre, spread: Math.max(rawSpread, floor), rawSpread, robust, floored: rawSpread < floor };
}

/** The z-score of a value against a baseline; null without a baseline day. */
export function zAgainst(value: number, against: Baseline): number | null {
  return against.n === 0 ? null : (value - against.centre) / against.spread;
}

/** True when a day may be flagged at all: it has at least `minFlagCount` articles. */
export function flaggable(count: number): boolean {
  return count >= BASELINE_RULES.minFlagCount;
}

/** A z shown on a chart: capped at ±chartZCap (the true value goes to the tooltip). */
export function capZ(z: number): number {
  const cap = BASELINE_RULES.chartZCap;
  return Math.max(-cap, Math.min(cap, z));
}
