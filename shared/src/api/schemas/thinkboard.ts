import { z } from 'zod';

import { THINKBOARD_CARD_KINDS, THINKBOARD_LIMITS } from '../limits';
import { errorBodySchema } from './errors';

export { THINKBOARD_CARD_KINDS, THINKBOARD_LIMITS } from '../limits';

// ----------------------------------------------------------------------
// ThinkBoard (docs/decisions/0026-thinkboard.md): boards of cards (free text, or a reference
// to an article, a historical event or a note by id) joined by labelled links. A board
// is one document with a version: every save names the version it was made
// on, and a save on an older one is a 409 carrying the current board, so a
// stale tab merges or reloads and never overwrites.

export type ThinkboardCardKind = (typeof THINKBOARD_CARD_KINDS)[number];

const { titleMax, textMax, labelMax, idMax, cardsMax, linksMax, coordinateMax } = THINKBOARD_LIMITS;

const localId = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, { error: `${label} is required` })
    .max(idMax, { error: `${label} must be at most ${idMax} characters` });

const coordinate = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-coordinateMax, { error: `${label} is too far from the origin` })
    .max(coordinateMax, { error: `${label} is too far from the origin` });

const position = { id: localId('Card id'), x: coordinate('x'), y: coordinate('y') };

export const thinkboardTextCardSchema = z.object({
  ...position,
  kind: z.literal('text'),
  text: z.string().max(textMax, { error: `A card's text must be at most ${textMax} characters` }),
});

/** A card showing an item kept elsewhere (an article, an event, a note), by its id. */
export const thinkboardReferenceCardSchema = z.object({
  ...position,
  kind: z.enum(THINKBOARD_CARD_KINDS.filter((kind) => kind !== 'text') as ['article', 'event', 'note']),
  refId: z.uuid({ error: 'refId must be an id' }),
});

export const thinkboardCardSchema = z.discriminatedUnion('kind', [thinkboardTextCardSchema, thinkboardReferenceCardSchema], {
  error: `kind must be one of ${THINKBOARD_CARD_KINDS.join(', ')}`,
});

export type ThinkboardCard = z.infer<typeof thinkboardCardSchema>;

export const thinkboardLinkSchema = z.object({
  id: localId('Link id'),
  source: localId('Link source'),
  target: localId('Link target'),
  label: z
    .string()
    .trim()
    .max(labelMax, { error: `A link's label must be at most ${labelMax} characters` })
    .default(''),
});

export type ThinkboardLink = z.infer<typeof thinkboardLinkSchema>;

const titleField = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, { error: 'Title is required' })
  .max(titleMax, { error: `Title must be at most ${titleMax} characters` });

/** Cards and links, checked as a whole: ids unique, links between cards of the board, no loop. */
const contentShape = {
  cards: z.array(thinkboardCardSchema).max(cardsMax, { error: `A board holds at most ${cardsMax} cards` }),
  links: z.array(thinkboardLinkSchema).max(linksMax, { error: `A board holds at most ${linksMax} links` }),
};

function checkContent(value: { cards?: ThinkboardCard[]; links?: ThinkboardLink[] }, ctx: z.RefinementCtx) {
  const cards = value.cards ?? [];
  const links = value.links ?? [];
  const ids = new Set<string>();
  cards.forEach((card, index) => {
    if (ids.has(card.id)) ctx.addIssue({ code: 'custom', path: ['cards', index, 'id'], message: `Card id ${card.id} is used twice` });
    ids.add(card.id);
  });
  const linkIds = new Set<string>();
  links.forEach((link, index) => {
    if (linkIds.has(link.id)) ctx.addIssue({ code: 'custom', path: ['links', index, 'id'], message: `Link id ${link.id} is used twice` });
    linkIds.add(link.id);
    for (const end of ['source', 'target'] as const) {
      if (!ids.has(link[end])) {
        ctx.addIssue({ code: 'custom', path: ['links', index, end], message: `Link ${link.id} joins a card that is not on the board` });
      }
    }
    if (link.source === link.target) {
      ctx.addIssue({ code: 'custom', path: ['links', index, 'target'], message: `Link ${link.id} joins a card to itself` });
    }
  });
}

/** What a referenced card shows (null fields: the item was deleted). */
export const thinkboardReferenceSchema = z.object({
  kind: z.enum(THINKBOARD_CARD_KINDS),
  id: z.string(),
  title: z.string(),
  /** The article's source, the event's day, the note's author. */
  detail: z.string(),
});

export type ThinkboardReference = z.infer<typeof thinkboardReferenceSchema>;

export const thinkboardSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Seen and edited by the team (analysts); else the owner's alone. */
  shared: z.boolean(),
  ownerId: z.string().nullable(),
  ownerName: z.string().nullable(),
  version: z.number().int(),
  cardCount: z.number().int(),
  linkCount: z.number().int(),
  /** Whether the caller may change it. */
  canEdit: z.boolean(),
  updatedAt: z.string(),
});

export type ThinkboardSummary = z.infer<typeof thinkboardSummarySchema>;

export const thinkboardSchema = thinkboardSummarySchema.extend({
  cards: z.array(thinkboardCardSchema),
  links: z.array(thinkboardLinkSchema),
  /** The referenced items the cards show, those that still exist. */
  references: z.array(thinkboardReferenceSchema),
  createdAt: z.string(),
});

export type Thinkboard = z.infer<typeof thinkboardSchema>;

export const thinkboardListSchema = z.array(thinkboardSummarySchema);

/** `GET /api/thinkboard/all` query: the boards holding an article (the reader's "on boards"). */
export const thinkboardQuerySchema = z.object({ articleId: z.uuid({ error: 'articleId must be an id' }).optional() });

/** `POST /api/thinkboard/add` body. */
export const thinkboardInputSchema = z
  .object({
    title: titleField,
    shared: z.boolean().default(false),
    cards: contentShape.cards.default([]),
    links: contentShape.links.default([]),
  })
  .superRefine(checkContent);

export type ThinkboardInput = z.input<typeof thinkboardInputSchema>;

/** `PUT /api/thinkboard/update/{id}` body: the whole content, made on `version`. */
export const thinkboardSaveSchema = z
  .object({
    version: z.number({ error: 'version is required' }).int().min(1),
    title: titleField.optional(),
    shared: z.boolean().optional(),
    ...contentShape,
  })
  .superRefine(checkContent);

export type ThinkboardSave = z.input<typeof thinkboardSaveSchema>;

/** `POST /api/thinkboard/addCard/{id}` body: one card put on the board (the reader's action), placed by the server. */
export const thinkboardAddCardSchema = z.union([
  thinkboardTextCardSchema.omit({ id: true, x: true, y: true }),
  thinkboardReferenceCardSchema.omit({ id: true, x: true, y: true }),
]);

export type ThinkboardAddCard = z.input<typeof thinkboardAddCardSchema>;

/** A 409 on a stale save: the board as it now is, to merge with or reload. */
export const thinkboardConflictSchema = errorBodySchema.extend({ current: thinkboardSchema });

export type ThinkboardConflict = z.infer<typeof thinkboardConflictSchema>;

export type ThinkboardQuery = z.input<typeof thinkboardQuerySchema>;
