import { MEDIA_SCALE_COMPONENTS, type MediaScaleComponent } from '@mediawatch/shared/constants';

// ----------------------------------------------------------------------

export type Weights = Record<MediaScaleComponent, number>;

/** The letter each component has in the formula. */
export const SYMBOL: Record<MediaScaleComponent, string> = { reach: 'R', volume: 'V', pickup: 'P', tone: 'T' };

export const total = (weights: Weights) => MEDIA_SCALE_COMPONENTS.reduce((sum, key) => sum + weights[key], 0);

/** Each weight's share of the score (0..1); all zero when the weights are. */
export function shares(weights: Weights): Weights {
  const sum = total(weights);
  return Object.fromEntries(MEDIA_SCALE_COMPONENTS.map((key) => [key, sum > 0 ? weights[key] / sum : 0])) as Weights;
}

/** The weights as points out of 100 (only proportions matter), one decimal: what the form edits. */
export function asPoints(weights: Weights): Weights {
  const share = shares(weights);
  return Object.fromEntries(MEDIA_SCALE_COMPONENTS.map((key) => [key, Math.round(share[key] * 1000) / 10])) as Weights;
}
