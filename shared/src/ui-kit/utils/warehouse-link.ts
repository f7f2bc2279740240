import { paths } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export interface ArticlesFilter {
  /** Days of the reader's zone, inclusive. */
  from?: string;
  to?: string;
  sourceId?: string;
  groupId?: string;
  topicId?: string;
  language?: string;
  clusterId?: string;
  toneMin?: number;
  toneMax?: number;
  sort?: 'publishedAt' | 'tone';
  order?: 'asc' | 'desc';
}

/** The warehouse table filtered to the articles behind a figure. */
export function articlesHref(filter: ArticlesFilter): string {
  return paths.warehouse.getHref({ ...filter });
}

/**
 * Tone bounds of the warehouse (inclusive) for a tone class: negative below
 * -1, neutral from -1 to under +1, positive from +1 (ANALYTICS_RULES); the
 * upper bounds stop a thousandth short, the precision tones are scored to.
 */
export const TONE_FILTERS = {
  negative: { toneMax: -1.001 },
  neutral: { toneMin: -1, toneMax: 0.999 },
  positive: { toneMin: 1 },
} as const;
