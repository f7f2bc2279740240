import { z } from 'zod';

import { ENTITY_KINDS, ENTITY_WINDOWS } from '../analytics-rules';
import { VALUE_LIMITS } from '../limits';
import { articleRefSchema, calendarDay, timeZoneSchema } from './analytics';

// ----------------------------------------------------------------------
// One person, organization or place (docs/decisions/0047-entities-method.md)
// and its page (docs/decisions/0060-the-entity-page.md): the entity, its
// figures over a window of the reader's days, and its articles.

export const entityKindSchema = z.enum(ENTITY_KINDS);

export type EntityKind = z.infer<typeof entityKindSchema>;

/** `GET /api/entities/:id`. */
export const entitySchema = z.object({
  id: z.number().int(),
  kind: entityKindSchema,
  /** The canonical name (the alias table's, else as first written). */
  name: z.string(),
  /** Places: ISO 3166-1 alpha-2 of the country; null for people, organizations and unresolved places. */
  country: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  /** The first and last article mentioning it (null when none is stored any more). */
  firstSeen: z.string().nullable(),
  lastSeen: z.string().nullable(),
});

export type Entity = z.infer<typeof entitySchema>;

/** An entity id in a path: a positive integer (anything else is a 400). */
export const entityParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a positive integer' })
    .int({ error: 'id must be a positive integer' })
    .min(1, { error: 'id must be a positive integer' })
    .max(2_147_483_647, { error: 'id must be a positive integer' }),
});

/** The window of an entity's figures and articles: the last `days` days of `tz` up to `to`. */
export const entityWindowQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((value) => (ENTITY_WINDOWS as readonly number[]).includes(value), {
      error: `days must be one of ${ENTITY_WINDOWS.join(', ')}`,
    })
    .default(30),
  /** The last day of the window (in `tz`); today when absent. */
  to: calendarDay('to').optional(),
  tz: timeZoneSchema,
});

export type EntityWindowQuery = z.input<typeof entityWindowQuerySchema>;

/** A source or entity ranked by the articles it shares with the entity. */
const rankedSchema = z.object({
  count: z.number().int(),
  /** count / the entity's articles in the window (or the sampled ones, for co-mentions), 0..1. */
  share: z.number(),
});

/** `GET /api/entities/:id/figures`. */
export const entityFiguresSchema = z.object({
  entityId: z.number().int(),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  /** One entry per day of the window, oldest first. */
  days: z.array(
    z.object({
      day: z.string(),
      start: z.string(),
      end: z.string(),
      /** Articles of the day mentioning the entity. */
      count: z.number().int(),
      /** Mean tone of those that have one; null on a day without any. */
      tone: z.number().nullable(),
      /** Those without tone (language not analysed): outside the mean, never a 0. */
      untoned: z.number().int(),
    }),
  ),
  /** Articles of the window mentioning the entity. */
  total: z.number().int(),
  /** Of those, how many have no tone. */
  untoned: z.number().int(),
  /** The sources that mention it most (at most 10), with their share of its articles. */
  sources: z.array(rankedSchema.extend({ id: z.string(), name: z.string() })),
  /** The entities named most in the same articles (at most 15), counted over `sampled` of them. */
  coMentions: z.array(
    rankedSchema.extend({ id: z.number().int(), kind: entityKindSchema, name: z.string(), country: z.string().nullable() }),
  ),
  /** The articles the co-mentions were counted over: all of them, or an even sample of coMentionSampleMax. */
  sampled: z.number().int(),
});

export type EntityFigures = z.infer<typeof entityFiguresSchema>;

export const entityArticlesQuerySchema = entityWindowQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(VALUE_LIMITS.pageMax).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export type EntityArticlesQuery = z.input<typeof entityArticlesQuerySchema>;

/** `GET /api/entities/:id/articles`: its articles of the window, newest first. */
export const entityArticlesSchema = z.object({
  items: z.array(articleRefSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export type EntityArticles = z.infer<typeof entityArticlesSchema>;
