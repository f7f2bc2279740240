import { z } from 'zod';

import { codedMessageSchema } from './message';
import { FETCH_RUN_STATUSES, FETCH_TRIGGERS, PIPELINE_STAGES, VALUE_LIMITS } from '../limits';
import { isoDateInRange } from './refinements';

export { PIPELINE_STAGES } from '../limits';

// ----------------------------------------------------------------------
// Fetch runs (one per feed fetch) and pipeline stage counts, for the Worker
// and Pipeline pages.

export const fetchRunSchema = z.object({
  id: z.string(),
  sourceId: z.string(),
  sourceName: z.string(),
  feedUrl: z.string(),
  trigger: z.enum(FETCH_TRIGGERS),
  status: z.enum(FETCH_RUN_STATUSES),
  httpStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  /** `error` as a coded message the pages word (docs/decisions/0040-server-texts-as-codes.md); null for a run stored before the codes. */
  errorMessage: codedMessageSchema.nullable().optional(),
  startedAt: z.string(),
  finishedAt: z.string(),
  durationMs: z.number().int(),
  bytes: z.number().int(),
  itemsFound: z.number().int(),
  itemsNew: z.number().int(),
  itemsDuplicate: z.number().int(),
  itemsDropped: z.number().int(),
});

export type FetchRun = z.infer<typeof fetchRunSchema>;

/** `GET /api/fetchRun/all` query. */
export const fetchRunListQuerySchema = z.object({
  sourceId: z.uuid().optional(),
  status: z.enum(FETCH_RUN_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(VALUE_LIMITS.pageMax).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export type FetchRunListQuery = z.input<typeof fetchRunListQuerySchema>;

export const fetchRunPageSchema = z.object({
  items: z.array(fetchRunSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type FetchRunPage = z.infer<typeof fetchRunPageSchema>;

/** `GET /api/pipeline/stats` query: the window (defaults to the last 24 h). */
export const pipelineStatsQuerySchema = z.object({
  from: isoDateInRange('from').optional(),
  to: isoDateInRange('to').optional(),
});

export const pipelineStatsSchema = z.object({
  /**
   * The window counted: items are counted per hour as they are stored (fetch time, not publication), so it
   * starts at the hour of the `from` asked, and ends at the `to` asked (at now when that hour is not over).
   */
  from: z.string(),
  to: z.string(),
  /** Items that reached each stage. */
  stages: z.array(z.object({ stage: z.enum(PIPELINE_STAGES), count: z.number().int() })),
  /** Items dropped, by reason (`duplicate_guid`, `duplicate_url`, `duplicate_content`, `no_title`, `too_old`...). */
  drops: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  /** Stored articles marked, by reason: `date_missing`, `date_unreadable`, `date_future`, `date_past` (their date is the fetch time). */
  flags: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  /**
   * Time spent in a timed stage (today `entities`, the extraction of people, organizations and places):
   * microseconds in all, and milliseconds per enriched article (null when none was enriched).
   */
  timings: z.array(z.object({ stage: z.enum(PIPELINE_STAGES), microseconds: z.number().int(), perItemMs: z.number().nullable() })),
  /** Indexed articles per minute over the window counted (`from` to `to`). */
  articlesPerMinute: z.number(),
});

export type PipelineStats = z.infer<typeof pipelineStatsSchema>;

/** `GET /api/worker/status` answer: the queue at a glance. */
export const workerStatusSchema = z.object({
  running: z.boolean(),
  queued: z.number().int(),
  active: z.number().int(),
  sourcesDue: z.number().int(),
  sourcesFailing: z.number().int(),
  perHostConcurrency: z.number().int(),
});

export type WorkerStatus = z.infer<typeof workerStatusSchema>;
