import { z } from 'zod';

import { HISTORICAL_EVENT_CATEGORIES, HISTORICAL_EVENT_LIMITS, HISTORICAL_EVENT_STATUSES } from '../limits';
import { isoDateInRange } from './refinements';
import { updateOf } from './update';

export { HISTORICAL_EVENT_CATEGORIES, HISTORICAL_EVENT_STATUSES } from '../limits';

// ----------------------------------------------------------------------
// Historical events: dated events on a timeline, entered by hand or proposed
// from a topic's spike (by the scheduler's job) for an analyst to confirm,
// edit or dismiss. Confirmed events are marked on the time axes of the Daily
// Report and Explore.

export type HistoricalEventCategory = (typeof HISTORICAL_EVENT_CATEGORIES)[number];
export type HistoricalEventStatus = (typeof HISTORICAL_EVENT_STATUSES)[number];

export const historicalEventArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  sourceName: z.string(),
  publishedAt: z.string(),
  tone: z.number().nullable(),
});

export const historicalEventSchema = z.object({
  id: z.string(),
  /** The day of the event (YYYY-MM-DD). */
  date: z.string(),
  title: z.string(),
  category: z.enum(HISTORICAL_EVENT_CATEGORIES),
  description: z.string(),
  status: z.enum(HISTORICAL_EVENT_STATUSES),
  /** Mean tone of the linked articles (null without any). */
  tone: z.number().nullable(),
  /** Linked articles. */
  mentionCount: z.number().int(),
  articles: z.array(historicalEventArticleSchema),
  /** The topic whose spike proposed it (null when entered by hand). */
  topicId: z.string().nullable(),
  topicName: z.string().nullable(),
  /**
   * The figures of the spike that proposed it (the day's articles, the 28-day
   * mean a day), while its title and description are the generated ones: the
   * UI words them in the reader's language. Null for an event entered by hand
   * or once an analyst has rewritten the text (`title` and `description` then
   * hold what they wrote; until then the English wording).
   */
  spike: z.object({ count: z.number().int(), mean: z.number() }).nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type HistoricalEvent = z.infer<typeof historicalEventSchema>;

export const historicalEventListSchema = z.array(historicalEventSchema);

const dayField = (label: string) =>
  isoDateInRange(label).refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value), { error: `${label} must be a day (YYYY-MM-DD)` });

/** `POST /api/historicalEvent/add` body (analysts). */
export const historicalEventInputSchema = z.object({
  date: dayField('Date'),
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, { error: 'Title is required' })
    .max(HISTORICAL_EVENT_LIMITS.titleMax, { error: `Title must be at most ${HISTORICAL_EVENT_LIMITS.titleMax} characters` }),
  category: z.enum(HISTORICAL_EVENT_CATEGORIES, { error: 'Category must be one of the list' }),
  description: z
    .string()
    .trim()
    .max(HISTORICAL_EVENT_LIMITS.descriptionMax, {
      error: `Description must be at most ${HISTORICAL_EVENT_LIMITS.descriptionMax} characters`,
    })
    .default(''),
  articleIds: z
    .array(z.string())
    .max(HISTORICAL_EVENT_LIMITS.articlesMax, { error: `At most ${HISTORICAL_EVENT_LIMITS.articlesMax} articles` })
    .default([]),
});

export type HistoricalEventInput = z.input<typeof historicalEventInputSchema>;

/**
 * `PATCH /api/historicalEvent/update/{id}` body: the fields sent change (confirm / dismiss set status);
 * a confirmation alone keeps the description and the linked articles.
 */
export const historicalEventUpdateSchema = updateOf(historicalEventInputSchema).extend({
  status: z.enum(HISTORICAL_EVENT_STATUSES).optional(),
});

export type HistoricalEventUpdate = z.input<typeof historicalEventUpdateSchema>;

/** `GET /api/historicalEvent/all` query: filters. */
export const historicalEventQuerySchema = z.object({
  category: z.enum(HISTORICAL_EVENT_CATEGORIES).optional(),
  status: z.enum(HISTORICAL_EVENT_STATUSES).optional(),
  from: dayField('From').optional(),
  to: dayField('To').optional(),
});

export type HistoricalEventQuery = z.input<typeof historicalEventQuerySchema>;

/** `POST /api/historicalEvent/propose` answer: how many proposals the spike detection added. */
export const historicalEventProposeResultSchema = z.object({ proposed: z.number().int() });
