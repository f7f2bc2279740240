import { z } from 'zod';

import { isTimeZone } from '../analytics-rules';
import { ALERT_KINDS, DIGEST_MODES, VALUE_LIMITS, WEBHOOK_DELIVERY_STATUSES } from '../limits';
import { codedMessageSchema, MESSAGE_LANGUAGES } from './message';
import { isoDateInRange } from './refinements';
import { updateOf } from './update';

export { ALERT_KINDS, ALERT_RULES } from '../limits';

// ----------------------------------------------------------------------
// Alerts (docs/decisions/0022-alerts.md): what fired, when and why (in words and in numbers),
// read per user; each user's digest; the admins' webhooks.

export type AlertKind = (typeof ALERT_KINDS)[number];

/** The numbers behind an alert (counts, means, thresholds: see docs/decisions/0022-alerts.md). */
export const alertDetailsSchema = z.record(z.string(), z.union([z.number(), z.string(), z.null()]));

export const alertSchema = z.object({
  id: z.string(),
  kind: z.enum(ALERT_KINDS),
  /** In English (logs, old clients); the pages word `titleMessage` and `reasonMessage`. */
  title: z.string(),
  reason: z.string(),
  /** The title and reason as coded messages, worded in the reader's language (docs/decisions/0040-server-texts-as-codes.md); null for a kind the catalogue lacks. */
  titleMessage: codedMessageSchema.nullable(),
  reasonMessage: codedMessageSchema.nullable(),
  details: alertDetailsSchema,
  topic: z.object({ id: z.string(), name: z.string() }).nullable(),
  source: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The alert's articles, newest first (at most 50; `articleCount` counts them all). */
  articleIds: z.array(z.string()),
  articleCount: z.number().int(),
  firedAt: z.string(),
  /** When matches last joined it. */
  updatedAt: z.string(),
  /** Whether the signed-in user has read it. */
  read: z.boolean(),
});

export type Alert = z.infer<typeof alertSchema>;

export const ALERT_PAGE_SIZE_MAX = 100;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `GET /api/alert/all` query. */
export const alertListQuerySchema = z.object({
  unread: booleanQuery.optional(),
  topic: z.uuid({ error: 'topic must be a topic id' }).optional(),
  kind: z.enum(ALERT_KINDS).optional(),
  /** Fired at or after. */
  from: isoDateInRange('from').optional(),
  /** Fired before. */
  to: isoDateInRange('to').optional(),
  page: z.coerce.number().int().min(1).max(VALUE_LIMITS.pageMax).default(1),
  pageSize: z.coerce.number().int().min(1).max(ALERT_PAGE_SIZE_MAX).default(20),
});

export type AlertListQuery = z.input<typeof alertListQuerySchema>;

export const alertPageSchema = z.object({
  items: z.array(alertSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type AlertPage = z.infer<typeof alertPageSchema>;

export const alertUnreadCountSchema = z.object({ count: z.number().int() });

export type AlertUnreadCount = z.infer<typeof alertUnreadCountSchema>;

/** `POST /api/alert/read` body. */
export const alertReadBodySchema = z.object({
  ids: z
    .array(z.uuid({ error: 'ids must be alert ids' }))
    .min(1, { error: 'ids must name at least one alert' })
    .max(500),
});

export const alertReadResultSchema = z.object({ updated: z.number().int() });

/** A user's delivery settings: the e-mail digest (off, hourly, daily at `digestHour` in `timeZone`). */
export const alertSettingsSchema = z.object({
  digest: z.enum(DIGEST_MODES),
  digestHour: z.number().int().min(0, { error: 'Hour must be 0 to 23' }).max(23, { error: 'Hour must be 0 to 23' }),
  timeZone: z.string().trim().max(64).refine(isTimeZone, { error: 'Time zone must be an IANA zone like Europe/Paris' }),
});

export type AlertSettings = z.infer<typeof alertSettingsSchema>;

// ----------------------------------------------------------------------
// Webhooks (admins)

export const webhookInputSchema = z.object({
  name: z.string().trim().min(1, { error: 'Name is required' }).max(80, { error: 'Name must be at most 80 characters' }),
  url: z
    .string()
    .trim()
    .max(2048, { error: 'URL must be at most 2048 characters' })
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'https:' || url.protocol === 'http:';
        } catch {
          return false;
        }
      },
      { error: 'URL must be an http or https address' },
    ),
  /** Signs each body (HMAC-SHA256); kept, never answered back. */
  secret: z
    .string()
    .min(16, { error: 'Secret must be at least 16 characters' })
    .max(200, { error: 'Secret must be at most 200 characters' }),
  enabled: z.boolean().default(true),
  kinds: z.array(z.enum(ALERT_KINDS)).min(1, { error: 'Choose at least one alert kind' }),
  /** The language its messages are written in (docs/decisions/0040-server-texts-as-codes.md). */
  language: z.enum(MESSAGE_LANGUAGES, { error: 'Language must be one of: en, fr, ar' }).default('en'),
});

export type WebhookInput = z.input<typeof webhookInputSchema>;

/** `PATCH /api/alert/webhook/update/{id}` body: the fields sent are changed. */
export const webhookUpdateSchema = updateOf(webhookInputSchema);

export type WebhookUpdate = z.input<typeof webhookUpdateSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  alertId: z.string(),
  alertTitle: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  error: z.string().nullable(),
  /** `error` as a coded message (docs/decisions/0040-server-texts-as-codes.md); null before the codes. */
  errorMessage: codedMessageSchema.nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  enabled: z.boolean(),
  kinds: z.array(z.enum(ALERT_KINDS)),
  language: z.enum(MESSAGE_LANGUAGES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The last deliveries, newest first (at most 10). */
  deliveries: z.array(webhookDeliverySchema),
});

export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.array(webhookSchema);
