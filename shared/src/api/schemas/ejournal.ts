import { z } from 'zod';

import { EJOURNAL_LIMITS, EJOURNAL_STATUSES } from '../limits';
import { errorBodySchema } from './errors';

export { EJOURNAL_LIMITS, EJOURNAL_STATUSES } from '../limits';

// ----------------------------------------------------------------------
// E-journal (docs/decisions/0027-ejournal.md): curated issues. An issue is one document
// (title, introduction, sections of articles each with an editorial note)
// with a version that every save names (409 with the current issue when
// stale). Publishing freezes an edition for good; editing a published issue
// starts a new edition (a new row of the same series), and the old stays
// readable.

export type EjournalStatus = (typeof EJOURNAL_STATUSES)[number];

const { titleMax, introductionMax, sectionTitleMax, noteMax, sectionsMax, articlesMax, idMax, reasonMax } = EJOURNAL_LIMITS;

const titleField = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, { error: 'Title is required' })
  .max(titleMax, { error: `Title must be at most ${titleMax} characters` });

const introductionField = z
  .string({ error: 'Introduction must be text' })
  .trim()
  .max(introductionMax, { error: `Introduction must be at most ${introductionMax} characters` });

export const ejournalItemSchema = z.object({
  articleId: z.uuid({ error: 'articleId must be an id' }),
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(noteMax, { error: `An editorial note must be at most ${noteMax} characters` })
    .default(''),
});

export const ejournalSectionSchema = z.object({
  id: z
    .string({ error: 'Section id is required' })
    .min(1, { error: 'Section id is required' })
    .max(idMax, { error: `Section id must be at most ${idMax} characters` }),
  title: z
    .string({ error: 'Section title must be text' })
    .trim()
    .max(sectionTitleMax, { error: `A section title must be at most ${sectionTitleMax} characters` }),
  items: z.array(ejournalItemSchema).max(articlesMax, { error: `An issue holds at most ${articlesMax} articles` }),
});

export type EjournalSection = z.infer<typeof ejournalSectionSchema>;

const sectionsField = z.array(ejournalSectionSchema).max(sectionsMax, { error: `An issue holds at most ${sectionsMax} sections` });

/** Section ids unique, an article at most once in the issue, at most `articlesMax` articles. */
function checkSections(value: { sections?: EjournalSection[] }, ctx: z.RefinementCtx) {
  const ids = new Set<string>();
  const articles = new Set<string>();
  (value.sections ?? []).forEach((section, index) => {
    if (ids.has(section.id))
      ctx.addIssue({ code: 'custom', path: ['sections', index, 'id'], message: `Section id ${section.id} is used twice` });
    ids.add(section.id);
    section.items.forEach((item, itemIndex) => {
      if (articles.has(item.articleId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections', index, 'items', itemIndex, 'articleId'],
          message: `Article ${item.articleId} is in the issue twice`,
        });
      }
      articles.add(item.articleId);
    });
  });
  if (articles.size > articlesMax)
    ctx.addIssue({ code: 'custom', path: ['sections'], message: `An issue holds at most ${articlesMax} articles` });
}

/** What an article of the issue shows (read from the articles; one deleted since is left out). */
export const ejournalArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  sourceName: z.string(),
  publishedAt: z.string(),
  language: z.string(),
  /** The article's summary, or the start of its text. */
  excerpt: z.string(),
});

export type EjournalArticle = z.infer<typeof ejournalArticleSchema>;

/** Another edition of the series, named by a withdrawn edition or its correction. */
const editionLinkSchema = z.object({ id: z.string(), edition: z.number().int() });

/** Why and when a published edition was withdrawn, and by whom (docs/decisions/0046-withdrawn-editions.md). */
export const ejournalWithdrawalSchema = z.object({
  at: z.string(),
  reason: z.string(),
  /** The withdrawer's name (null once their account is deleted). */
  byName: z.string().nullable(),
});

export const ejournalSummarySchema = z.object({
  id: z.string(),
  /** The editions of one issue share it. */
  seriesId: z.string(),
  edition: z.number().int(),
  title: z.string(),
  status: z.enum(EJOURNAL_STATUSES),
  version: z.number().int(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  articleCount: z.number().int(),
  /** Whether the caller may change it (a draft, and manageEjournals). */
  canEdit: z.boolean(),
  /** Whether the caller may withdraw it (published, not withdrawn; an admin or its curator). */
  canWithdraw: z.boolean(),
  /** Set once a published edition is withdrawn: it stays readable, marked so. */
  withdrawal: ejournalWithdrawalSchema.nullable(),
  /** The published edition that corrects this withdrawn one. */
  correctedBy: editionLinkSchema.nullable(),
  /** The withdrawn edition this one corrects. */
  corrects: editionLinkSchema.nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type EjournalSummary = z.infer<typeof ejournalSummarySchema>;

export const ejournalSchema = ejournalSummarySchema.extend({
  introduction: z.string(),
  sections: z.array(ejournalSectionSchema),
  /** The articles the sections name, those that still exist. */
  articles: z.array(ejournalArticleSchema),
  /** The other editions of the series, newest first (id, edition, status). */
  editions: z.array(
    z.object({
      id: z.string(),
      edition: z.number().int(),
      status: z.enum(EJOURNAL_STATUSES),
      publishedAt: z.string().nullable(),
      withdrawn: z.boolean(),
    }),
  ),
});

export type Ejournal = z.infer<typeof ejournalSchema>;

export const ejournalListSchema = z.array(ejournalSummarySchema);

/** `GET /api/ejournal/all` query: the issues holding an article (the reader), or one status. */
export const ejournalQuerySchema = z.object({
  articleId: z.uuid({ error: 'articleId must be an id' }).optional(),
  status: z.enum(EJOURNAL_STATUSES, { error: 'status must be draft or published' }).optional(),
});

export type EjournalQuery = z.input<typeof ejournalQuerySchema>;

/** `POST /api/ejournal/add` body: a new draft. */
export const ejournalInputSchema = z
  .object({ title: titleField, introduction: introductionField.default(''), sections: sectionsField.default([]) })
  .superRefine(checkSections);

export type EjournalInput = z.input<typeof ejournalInputSchema>;

/** `PUT /api/ejournal/update/{id}` body: the whole draft, made on `version`. */
export const ejournalSaveSchema = z
  .object({
    version: z.number({ error: 'version is required' }).int().min(1),
    title: titleField,
    introduction: introductionField,
    sections: sectionsField,
  })
  .superRefine(checkSections);

export type EjournalSave = z.input<typeof ejournalSaveSchema>;

/** `POST /api/ejournal/publish/{id}` body. */
export const ejournalPublishSchema = z.object({ version: z.number({ error: 'version is required' }).int().min(1) });

/** `POST /api/ejournal/addArticle/{id}` body: the reader's one step (into the first section unless named). */
export const ejournalAddArticleSchema = z.object({
  articleId: z.uuid({ error: 'articleId must be an id' }),
  sectionId: z.string().min(1).max(idMax).optional(),
});

export type EjournalAddArticle = z.input<typeof ejournalAddArticleSchema>;

/** A 409: a stale save, or a change to a published edition; the issue as it is now. */
export const ejournalConflictSchema = errorBodySchema.extend({ current: ejournalSchema });

export type EjournalConflict = z.infer<typeof ejournalConflictSchema>;

/** `GET /api/ejournal/pdf/{id}` query. */
export const ejournalPdfQuerySchema = z.object({ lang: z.enum(['en', 'fr', 'ar']).default('en') });

/** `POST /api/ejournal/withdraw/{id}` body: why the published edition is withdrawn. */
export const ejournalWithdrawSchema = z.object({
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(1, { error: 'A reason is required' })
    .max(reasonMax, { error: `A reason must be at most ${reasonMax} characters` }),
});

export type EjournalWithdraw = z.input<typeof ejournalWithdrawSchema>;

/** One row of a series' trace: a withdrawal, a correction published, a draft deleted. */
export const ejournalAuditEntrySchema = z.object({
  issueId: z.string(),
  edition: z.number().int(),
  title: z.string(),
  action: z.enum(['withdrawn', 'corrected', 'deleted']),
  actorName: z.string(),
  reason: z.string().nullable(),
  /** For `corrected`: the correction's id. */
  relatedId: z.string().nullable(),
  at: z.string(),
});

export type EjournalAuditEntry = z.infer<typeof ejournalAuditEntrySchema>;

export const ejournalAuditSchema = z.array(ejournalAuditEntrySchema);
