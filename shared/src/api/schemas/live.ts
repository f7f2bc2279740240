import { z } from 'zod';
import { idList } from './article';
import { codedMessageSchema } from './message';

// ----------------------------------------------------------------------
// Live monitoring (docs/decisions/0021-live-events.md): the events of the live stream
// (`GET /api/events/stream`, server-sent events) and the Monitor page's
// watchlist columns (`/api/monitor`).

export const LIVE_EVENT_TYPES = ['article', 'alert'] as const;

export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

export const LIVE_LIMITS = {
  /** Events replayed at most when a stream opens without a last event id (`backlog`). */
  backlogMax: 200,
  /** Watchlist columns per user. */
  monitorColumnsMax: 12,
} as const;

/** An article event's payload: what a live list shows without another request. */
export const liveArticlePayloadSchema = z.object({
  articleId: z.string(),
  title: z.string(),
  url: z.string(),
  sourceId: z.string(),
  sourceName: z.string(),
  language: z.string(),
  publishedAt: z.string(),
  /** Null when the article's language is not analysed. */
  tone: z.number().nullable(),
  topics: z.array(z.object({ id: z.string(), name: z.string() })),
});

export type LiveArticlePayload = z.infer<typeof liveArticlePayloadSchema>;

/** An alert event's payload (the alerts engine publishes it). */
export const liveAlertPayloadSchema = z.object({
  alertId: z.string(),
  kind: z.string(),
  title: z.string(),
  reason: z.string(),
  /** The title and reason as coded messages the pages word (docs/decisions/0040-server-texts-as-codes.md). */
  titleMessage: codedMessageSchema.nullable().optional(),
  reasonMessage: codedMessageSchema.nullable().optional(),
  topicId: z.string().nullable(),
  sourceId: z.string().nullable(),
  articleIds: z.array(z.string()),
  firedAt: z.string(),
});

export type LiveAlertPayload = z.infer<typeof liveAlertPayloadSchema>;

/** One event of the stream: the SSE `data` (its `id` is also the SSE id, its `type` the SSE event name). */
export const liveEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(LIVE_EVENT_TYPES),
  topicIds: z.array(z.string()),
  sourceId: z.string().nullable(),
  groupIds: z.array(z.string()),
  language: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

export type LiveEvent = z.infer<typeof liveEventSchema>;

const textList = z.union([z.string(), z.array(z.string())]).transform((value) =>
  (Array.isArray(value) ? value : [value])
    .flatMap((part) => part.split(','))
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean),
);

/** `GET /api/events/stream` query: filters (each repeatable or a comma list) and where to resume. */
export const liveStreamQuerySchema = z.object({
  topicId: idList.optional(),
  groupId: idList.optional(),
  language: textList.pipe(z.array(z.string().regex(/^[a-z]{2,3}$/, { error: 'language: ISO 639 codes' })).max(50)).optional(),
  type: textList.pipe(z.array(z.enum(LIVE_EVENT_TYPES)).max(2)).optional(),
  /** Resume after this event id (what the `Last-Event-ID` header says; the header wins). */
  lastEventId: z.coerce.number().int().min(0).optional(),
  /** Without a last event id: replay the newest N events first (0 by default). */
  backlog: z.coerce.number().int().min(0).max(LIVE_LIMITS.backlogMax).default(0),
});

/** What a stream keeps: the parsed filters. */
export interface LiveFilter {
  topicId?: string[];
  groupId?: string[];
  language?: string[];
  type?: LiveEventType[];
}

/** Whether an event passes the filters (each filter given must match; within one, any value). */
export function liveEventMatches(event: Pick<LiveEvent, 'type' | 'topicIds' | 'groupIds' | 'language'>, filter: LiveFilter): boolean {
  if (filter.type?.length && !filter.type.includes(event.type)) return false;
  if (filter.topicId?.length && !event.topicIds.some((id) => filter.topicId!.includes(id))) return false;
  if (filter.groupId?.length && !event.groupIds.some((id) => filter.groupId!.includes(id))) return false;
  if (filter.language?.length && !(event.language && filter.language.includes(event.language))) return false;
  return true;
}

// ----------------------------------------------------------------------
// Monitor

/** One watchlist column: a topic, in the user's order. */
export const monitorColumnSchema = z.object({
  topicId: z.string(),
  name: z.string(),
  query: z.string(),
  alertKind: z.string(),
  position: z.number().int(),
});

export type MonitorColumn = z.infer<typeof monitorColumnSchema>;

export const monitorColumnListSchema = z.array(monitorColumnSchema);

/** `PUT /api/monitor/columns`: the whole watchlist, in order (add, remove and reorder are one write). */
export const monitorColumnsInputSchema = z.object({
  topicIds: z
    .array(z.uuid({ error: 'Ids must be UUIDs' }))
    .max(LIVE_LIMITS.monitorColumnsMax, { error: `At most ${LIVE_LIMITS.monitorColumnsMax} columns` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'A topic can have one column only' }),
});
