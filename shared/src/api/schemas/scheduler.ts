import { z } from 'zod';

import { SCHEDULED_JOB_STATUSES } from '../limits';
import { codedMessageSchema } from './message';

// ----------------------------------------------------------------------
// The Scheduler: durable scheduled jobs (feed polling, retention clean-up,
// rollup maintenance, the daily report, proposing historical events...),
// each with a cron expression in a time zone. Jobs are defined by the API's
// plugins; an admin edits their cron, zone and whether they run.

export const CRON_MAX = 120;
export const TIME_ZONE_MAX = 64;

/**
 * What a run reported, as data: a key (`sourcesQueued`, `articlesDeleted`…),
 * its count and a detail (a file name). The Scheduler page words it in the
 * reader's language; a key it does not know shows `lastSummary`.
 */
export const jobOutcomeSchema = z.object({
  key: z.string(),
  count: z.number().int().optional(),
  detail: z.string().optional(),
});

export type JobOutcome = z.infer<typeof jobOutcomeSchema>;

export const scheduledJobSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** 5 fields (minute hour day month weekday) or 6 with seconds first. */
  cron: z.string(),
  /** IANA time zone the cron is read in. */
  timeZone: z.string(),
  enabled: z.boolean(),
  /** idle: never ran; running: a run holds the job now; ok / error: how the last run ended. */
  status: z.enum(SCHEDULED_JOB_STATUSES),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  lastDurationMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** `lastError` as a coded message (docs/decisions/0040-server-texts-as-codes.md); null for a run stored before the codes. */
  lastErrorMessage: codedMessageSchema.nullable().optional(),
  /** What the last successful run reported (e.g. "12 articles deleted"). */
  lastSummary: z.string().nullable(),
  /** The same, as data, for the UI to word (null for a job that reports none). */
  lastOutcome: jobOutcomeSchema.nullable(),
  /** When it runs next (null when disabled). */
  nextRunAt: z.string().nullable(),
  runCount: z.number().int(),
});

export type ScheduledJob = z.infer<typeof scheduledJobSchema>;

export const scheduledJobListSchema = z.array(scheduledJobSchema);

const cronField = z
  .string({ error: 'Cron expression is required' })
  .trim()
  .min(1, { error: 'Cron expression is required' })
  .max(CRON_MAX, { error: `Cron expression must be at most ${CRON_MAX} characters` });

const timeZoneField = z
  .string({ error: 'Time zone is required' })
  .trim()
  .min(1, { error: 'Time zone is required' })
  .max(TIME_ZONE_MAX, { error: `Time zone must be at most ${TIME_ZONE_MAX} characters` });

/** `PATCH /api/scheduler/update/{name}` body: the fields sent change (the cron is checked: 400 with the parse error). */
export const scheduledJobUpdateSchema = z
  .object({ cron: cronField.optional(), timeZone: timeZoneField.optional(), enabled: z.boolean().optional() })
  .refine((value) => value.cron !== undefined || value.timeZone !== undefined || value.enabled !== undefined, {
    error: 'Send cron, timeZone or enabled',
  });

export type ScheduledJobUpdate = z.input<typeof scheduledJobUpdateSchema>;

/** `POST /api/scheduler/preview` body. */
export const cronPreviewBodySchema = z.object({
  cron: z.string().max(CRON_MAX, { error: `Cron expression must be at most ${CRON_MAX} characters` }),
  timeZone: timeZoneField.default('UTC'),
});

/** `POST /api/scheduler/preview` answer: always 200; invalid expressions carry the parser's message. */
export const cronPreviewResultSchema = z.object({
  valid: z.boolean(),
  error: z.string().nullable(),
  /** The next five runs (ISO 8601, UTC) when valid. */
  nextRuns: z.array(z.string()),
});

export type CronPreviewResult = z.infer<typeof cronPreviewResultSchema>;
