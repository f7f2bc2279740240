import { ALERT_RULES, baseline as baselineOf, mean, median } from '@mediawatch/shared/schemas';

// ----------------------------------------------------------------------
// The alert rules as pure functions of counts (docs/decisions/0022-alerts.md):
// the evaluator reads the counts, these decide. Every verdict carries the
// numbers behind it, which the alert keeps as its `details`.

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

export { mean, median };

const round = (value: number) => Math.round(value * 100) / 100;

export interface SpikeVerdict {
  spike: boolean;
  today: number;
  mean: number;
  sigma: number;
  /** The count today had to reach. */
  needed: number;
}

/**
 * A spike: today's matches reach at least `spikeMinCount`, centre + 2 sigma
 * of the 14 days before, and twice their centre (all three). Centre and sigma
 * are the shared baseline statistics (docs/decisions/0044-baseline-statistics.md):
 * median and scaled MAD on a sparse baseline, sigma at least max(sqrt(centre), 1).
 */
export function spikeVerdict(today: number, baseline: readonly number[]): SpikeVerdict {
  const { centre: m, spread: s } = baselineOf(baseline);
  const needed = Math.max(ALERT_RULES.spikeMinCount, Math.ceil(m + ALERT_RULES.spikeSigma * s), Math.ceil(ALERT_RULES.spikeRatio * m));
  return { spike: today >= needed, today, mean: round(m), sigma: round(s), needed };
}

export interface BandVerdict {
  outside: 'above' | 'below' | null;
  recentMean: number;
  mean: number;
  sigma: number;
  low: number;
  high: number;
}

/**
 * A source's volume: the mean of its last 7 daily counts against the band of
 * the 28 days before (centre - 1.5 sigma to centre + 2 sigma, the shared
 * baseline statistics: docs/decisions/0044-baseline-statistics.md). A baseline
 * mean under `sourceMinMean` has no band (a near-silent source is judged by its gap).
 */
export function bandVerdict(recent: readonly number[], baseline: readonly number[]): BandVerdict {
  const { centre: m, spread: s } = baselineOf(baseline);
  const low = m - ALERT_RULES.sourceLowSigma * s;
  const high = m + ALERT_RULES.sourceHighSigma * s;
  const r = mean(recent);
  const outside = mean(baseline) < ALERT_RULES.sourceMinMean ? null : r > high ? 'above' : r < low ? 'below' : null;
  return { outside, recentMean: round(r), mean: round(m), sigma: round(s), low: round(Math.max(0, low)), high: round(high) };
}

export interface SilenceVerdict {
  silent: boolean;
  /** Hours since the last article. */
  silentHours: number;
  /** The usual gap (median), in hours. */
  usualGapHours: number;
  /** Silence longer than this is an alert, in hours. */
  limitHours: number;
}

/** Silent: nothing for longer than `silentGapFactor` times the usual gap, and at least `silentMinHours`. */
export function silenceVerdict(sinceLastMs: number, gapsMs: readonly number[]): SilenceVerdict {
  const usual = median(gapsMs);
  const limit = Math.max(ALERT_RULES.silentGapFactor * usual, ALERT_RULES.silentMinHours * HOUR_MS);
  return {
    silent: gapsMs.length >= 3 && sinceLastMs > limit,
    silentHours: round(sinceLastMs / HOUR_MS),
    usualGapHours: round(usual / HOUR_MS),
    limitHours: round(limit / HOUR_MS),
  };
}
