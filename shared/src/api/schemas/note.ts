import { z } from 'zod';

import { NOTE_LIMITS, NOTE_LINK_KINDS } from '../limits';
import { errorBodySchema } from './errors';
import { isoDateInRange } from './refinements';

export { NOTE_LINK_KINDS } from '../limits';

// ----------------------------------------------------------------------
// Notes (docs/decisions/0025-notes.md): Markdown notes, private to
// their owner unless shared with the team, with tags, links to articles,
// topics and other notes, a version number for optimistic concurrency and a
// version history. A note flagged as an editorial consideration for a day is
// read by the whole team and shown on that day's Daily Report.

export type NoteLinkKind = (typeof NOTE_LINK_KINDS)[number];

/** Something a note links to (or, for `backlinks`, a note that links to it). */
export const noteLinkSchema = z.object({ kind: z.enum(NOTE_LINK_KINDS), id: z.string(), title: z.string() });
export type NoteLink = z.infer<typeof noteLinkSchema>;

/** A note in a list: its text cut to an excerpt. */
export const noteSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The start of the body as plain text (Markdown marks removed). */
  excerpt: z.string(),
  tags: z.array(z.string()),
  shared: z.boolean(),
  /** The day (YYYY-MM-DD) whose Daily Report shows it as an editorial consideration, or null. */
  considerationDay: z.string().nullable(),
  version: z.number().int(),
  ownerId: z.string(),
  ownerName: z.string(),
  /** Whether the signed-in user may change it (its owner, holding manageNotes). */
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NoteSummary = z.infer<typeof noteSummarySchema>;
export const noteListSchema = z.array(noteSummarySchema);

export const noteSchema = noteSummarySchema.extend({
  /** Markdown; rendered without raw HTML. */
  body: z.string(),
  links: z.array(noteLinkSchema),
  /** The notes the user can read that link to this one. */
  backlinks: z.array(noteLinkSchema),
});
export type Note = z.infer<typeof noteSchema>;

const dayField = (label: string) =>
  isoDateInRange(label).refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value), { error: `${label} must be a day (YYYY-MM-DD)` });

const idList = (label: string) =>
  z
    .array(z.string().max(100), { error: `${label} must be a list of ids` })
    .max(NOTE_LIMITS.linksMax, { error: `At most ${NOTE_LIMITS.linksMax} ${label.toLowerCase()}` });

/** A note's fields as sent, without defaults (an update changes only what it sends). */
const noteFields = {
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, { error: 'Title is required' })
    .max(NOTE_LIMITS.titleMax, { error: `Title must be at most ${NOTE_LIMITS.titleMax} characters` }),
  body: z
    .string({ error: 'Body must be text' })
    .max(NOTE_LIMITS.bodyMax, { error: `Body must be at most ${NOTE_LIMITS.bodyMax} characters` }),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: 'A tag must not be empty' })
        .max(NOTE_LIMITS.tagMax, { error: `A tag must be at most ${NOTE_LIMITS.tagMax} characters` }),
      { error: 'Tags must be a list of words' },
    )
    .max(NOTE_LIMITS.tagsMax, { error: `At most ${NOTE_LIMITS.tagsMax} tags` }),
  shared: z.boolean({ error: 'Shared must be true or false' }),
  considerationDay: dayField('Consideration day').nullable(),
  articleIds: idList('Articles'),
  topicIds: idList('Topics'),
  noteIds: idList('Notes'),
};

/** `POST /api/note/add` body (manageNotes): private, untagged, unlinked unless said otherwise. */
export const noteInputSchema = z.object({
  title: noteFields.title,
  body: noteFields.body.default(''),
  tags: noteFields.tags.default([]),
  shared: noteFields.shared.default(false),
  considerationDay: noteFields.considerationDay.default(null),
  articleIds: noteFields.articleIds.default([]),
  topicIds: noteFields.topicIds.default([]),
  noteIds: noteFields.noteIds.default([]),
});
export type NoteInput = z.input<typeof noteInputSchema>;
/** A new note as the API reads it (defaults applied). */
export type NoteFields = z.output<typeof noteInputSchema>;

/** `PATCH /api/note/update/{id}` body: the fields sent change; `version` is the one the edit was made on. */
export const noteUpdateSchema = z
  .object(noteFields)
  .partial()
  .extend({
    version: z.number({ error: 'Version is required' }).int().min(1, { error: 'Version is required' }),
  });
export type NoteUpdate = z.input<typeof noteUpdateSchema>;
export type NoteUpdateFields = z.output<typeof noteUpdateSchema>;

/** `GET /api/note/all` query: full-text search, a tag, the notes linked to an article, whose notes. */
export const noteQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(NOTE_LIMITS.queryMax, { error: `Search must be at most ${NOTE_LIMITS.queryMax} characters` })
    .optional(),
  tag: z.string().trim().max(NOTE_LIMITS.tagMax).optional(),
  articleId: z.string().max(100).optional(),
  scope: z.enum(['all', 'mine', 'shared'], { error: 'Scope must be all, mine or shared' }).optional(),
});
export type NoteQuery = z.input<typeof noteQuerySchema>;

/** `GET /api/note/considerations` query: a period of days (inclusive). */
export const considerationQuerySchema = z.object({ from: dayField('From').optional(), to: dayField('To').optional() });
export type ConsiderationQuery = z.input<typeof considerationQuerySchema>;

/** One entry of a note's history. */
export const noteVersionSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  savedAt: z.string(),
  savedByName: z.string().nullable(),
});
export type NoteVersion = z.infer<typeof noteVersionSchema>;
export const noteVersionListSchema = z.array(noteVersionSchema);

/** The 409 of a save made on a stale version: the note as it is now. */
export const noteConflictSchema = errorBodySchema.extend({ current: noteSchema });
export type NoteConflict = z.infer<typeof noteConflictSchema>;
