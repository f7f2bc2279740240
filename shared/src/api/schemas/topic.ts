import { z } from 'zod';

import { errorBodySchema } from './errors';
import { codedMessageSchema } from './message';
import { TOPIC_LIMITS, ALERT_POLICY_KINDS, ALERT_RULES, VALUE_LIMITS } from '../limits';
import { updateOf } from './update';

export { TOPIC_QUERY_LIMITS, ALERT_RULES } from '../limits';

// ----------------------------------------------------------------------
// Topics: saved queries in the topic language (AND, OR, NOT, "phrases",
// parentheses, intitle:, source:, lang:) with an alert policy.

export const alertPolicySchema = z
  .object({
    kind: z.enum(ALERT_POLICY_KINDS),
    /** Matches within `windowHours` for `threshold`; ignored otherwise. */
    threshold: z
      .number()
      .int()
      .min(1, { error: 'Threshold must be at least 1' })
      .max(VALUE_LIMITS.thresholdMax, { error: `Threshold must be at most ${VALUE_LIMITS.thresholdMax}` })
      .nullable()
      .default(null),
    /** The threshold's window, in hours (matches in the last `windowHours` hours). */
    windowHours: z
      .number()
      .int()
      .min(ALERT_RULES.windowHoursMin, { error: `Window must be at least ${ALERT_RULES.windowHoursMin} hour` })
      .max(ALERT_RULES.windowHoursMax, { error: `Window must be at most ${ALERT_RULES.windowHoursMax} hours` })
      .default(ALERT_RULES.windowHoursDefault),
    /** After an alert, later matches join it for this many minutes (0: every batch alerts anew). */
    cooldownMinutes: z
      .number()
      .int()
      .min(0, { error: 'Cooldown must be at least 0 minutes' })
      .max(ALERT_RULES.cooldownMinutesMax, { error: `Cooldown must be at most ${ALERT_RULES.cooldownMinutesMax} minutes` })
      .default(ALERT_RULES.cooldownMinutesDefault),
  })
  .refine((policy) => policy.kind !== 'threshold' || policy.threshold !== null, {
    error: 'A threshold alert needs a threshold',
    path: ['threshold'],
  });

/** A topic query as typed; it is parsed on the server (a syntax error answers 400 with its position). */
export const topicQuerySchema = z
  .string({ error: 'Query is required' })
  .trim()
  .min(1, { error: 'Query is required' })
  .max(TOPIC_LIMITS.queryMax, { error: `Query must be at most ${TOPIC_LIMITS.queryMax} characters` });

/** `POST /api/topic/add` body. */
export const topicInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(TOPIC_LIMITS.nameMax, { error: `Name must be at most ${TOPIC_LIMITS.nameMax} characters` }),
  description: z
    .string()
    .trim()
    .max(TOPIC_LIMITS.descriptionMax, { error: `Description must be at most ${TOPIC_LIMITS.descriptionMax} characters` })
    .default(''),
  query: topicQuerySchema,
  alertPolicy: alertPolicySchema.default({
    kind: 'none',
    threshold: null,
    windowHours: ALERT_RULES.windowHoursDefault,
    cooldownMinutes: ALERT_RULES.cooldownMinutesDefault,
  }),
  active: z.boolean().default(true),
});

export type TopicInput = z.input<typeof topicInputSchema>;

/** `PATCH /api/topic/update/{id}` body: the fields sent are changed. */
export const topicUpdateSchema = updateOf(topicInputSchema);

export type TopicUpdate = z.input<typeof topicUpdateSchema>;

export const topicSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  query: z.string(),
  alertPolicy: z.object({
    kind: z.enum(ALERT_POLICY_KINDS),
    threshold: z.number().int().nullable(),
    windowHours: z.number().int(),
    cooldownMinutes: z.number().int(),
  }),
  active: z.boolean(),
  /** Articles matched so far. */
  matchCount: z.number().int(),
  /** Who created it (null: unknown), for the pages to hide what only its author or an admin may change. */
  createdBy: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type Topic = z.infer<typeof topicSchema>;

export const topicListSchema = z.array(topicSchema);

/**
 * A 400 for a query that does not parse: `position` is the 0-based offset
 * in the query where the problem is, `length` how many characters it spans.
 */
export const queryErrorBodySchema = errorBodySchema.extend({
  position: z.number().int().optional(),
  length: z.number().int().optional(),
  /** The problem as a coded message the pages word (docs/decisions/0040-server-texts-as-codes.md); `message` is its English, after the field's name. */
  coded: codedMessageSchema.optional(),
});

export type QueryErrorBody = z.infer<typeof queryErrorBodySchema>;

/** `POST /api/topic/validate` body. */
export const topicValidateBodySchema = z.object({
  query: z.string().max(TOPIC_LIMITS.queryMax, { error: `Query must be at most ${TOPIC_LIMITS.queryMax} characters` }),
});

/** `POST /api/topic/validate` answer: always 200, `valid` false with the error's message and position. */
export const topicValidateResultSchema = z.object({
  valid: z.boolean(),
  error: z
    .object({ message: z.string(), position: z.number().int(), length: z.number().int(), coded: codedMessageSchema.optional() })
    .nullable(),
});

export type TopicValidateResult = z.infer<typeof topicValidateResultSchema>;
