import { randomUUID } from 'node:crypto';

import { can, mayChange } from '@mediawatch/shared/permissions';
import {
  THINKBOARD_LIMITS,
  type Role,
  type Thinkboard,
  type ThinkboardCard,
  type ThinkboardLink,
  type ThinkboardReference,
  type ThinkboardSummary,
} from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';
import { isUuid, transaction } from '../../../db/sql';
import { HttpError } from '../../../lib/http-errors';
import { NOTE_VISIBLE } from '../notes/notes-repository';

// ----------------------------------------------------------------------
// ThinkBoard (table thinkboards, migration 0094; docs/decisions/0026-thinkboard.md). A board
// is one document (cards and links as JSON) with a version. A save names the
// version it was made on; under the row's lock, an older version is a
// conflict carrying the current board, so nothing is overwritten unseen.
// A private board is its owner's alone (others get a 404); a shared board is
// read by everyone and edited by the team (manageBoards).

export interface Viewer {
  id: string;
  role: Role;
}

/** A board as the list reads it: its counts, not its content. */
interface SummaryRow {
  id: string;
  title: string;
  shared: boolean;
  owner_id: string | null;
  owner_name: string | null;
  version: number;
  card_count: number;
  link_count: number;
  updated_at: Date;
}

interface BoardRow extends SummaryRow {
  cards: ThinkboardCard[];
  links: ThinkboardLink[];
  created_at: Date;
}

export interface BoardContent {
  title?: string;
  shared?: boolean;
  cards: ThinkboardCard[];
  links: ThinkboardLink[];
}

export type SaveResult = { kind: 'saved'; board: Thinkboard } | { kind: 'conflict'; board: Thinkboard } | { kind: 'missing' };

export const BOARD_NOT_FOUND = 'Board not found';
export const BOARD_READ_ONLY = 'You may not change this board';
export const BOARD_OWNER_ONLY = 'Only the owner may share, unshare or delete this board';
export const BOARD_CONFLICT = 'The board changed since this version was loaded (another tab or person saved it)';
export const BOARD_FULL = 'The board is full';

/** Where a card put on a board by the server lands: below the lowest card. */
export const CARD_STEP = 180;

const SUMMARY_COLUMNS = `b.id, b.title, b.shared, b.owner_id, u.display_name AS owner_name, b.version, b.updated_at,
  jsonb_array_length(b.cards) AS card_count, jsonb_array_length(b.links) AS link_count`;
const BOARD_FROM = 'FROM thinkboards b LEFT JOIN users u ON u.id = b.owner_id';
const BOARD_SELECT = `SELECT ${SUMMARY_COLUMNS}, b.cards, b.links, b.created_at ${BOARD_FROM}`;

const VISIBLE = '(b.shared OR b.owner_id = $1)';

function canEdit(row: Pick<SummaryRow, 'owner_id' | 'shared'>, viewer: Viewer): boolean {
  return can(viewer.role, 'manageBoards') && (row.shared || row.owner_id === viewer.id);
}

function toSummary(row: SummaryRow, viewer: Viewer): ThinkboardSummary {
  return {
    id: row.id,
    title: row.title,
    shared: row.shared,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    version: row.version,
    cardCount: row.card_count,
    linkCount: row.link_count,
    canEdit: canEdit(row, viewer),
    updatedAt: row.updated_at.toISOString(),
  };
}

type ReferenceKind = Exclude<ThinkboardCard['kind'], 'text'>;

const refIds = (cards: readonly ThinkboardCard[], kind: ReferenceKind) => [
  ...new Set(cards.flatMap((card) => (card.kind === kind ? [card.refId] : []))),
];

export class ThinkboardsRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * What the cards' references show, one query per kind present. An item
   * deleted since is left out, and so is a note `viewer` may not read (a
   * private note of the owner of a shared board): its card says it is missing.
   */
  private async references(db: Queryable, cards: readonly ThinkboardCard[], viewer: Viewer): Promise<ThinkboardReference[]> {
    const articles = refIds(cards, 'article');
    const events = refIds(cards, 'event');
    const notes = refIds(cards, 'note');
    const found: ThinkboardReference[] = [];
    if (articles.length > 0) {
      const { rows } = await db.query<{ id: string; title: string; source: string }>(
        'SELECT a.id::text, a.title, s.name AS source FROM articles a JOIN sources s ON s.id = a.source_id WHERE a.id = ANY($1::uuid[])',
        [articles],
      );
      found.push(...rows.map((row) => ({ kind: 'article' as const, id: row.id, title: row.title, detail: row.source })));
    }
    if (events.length > 0) {
      const { rows } = await db.query<{ id: string; title: string; day: string }>(
        "SELECT id::text, title, to_char(day, 'YYYY-MM-DD') AS day FROM historical_events WHERE id = ANY($1::uuid[])",
        [events],
      );
      found.push(...rows.map((row) => ({ kind: 'event' as const, id: row.id, title: row.title, detail: row.day })));
    }
    if (notes.length > 0) {
      const { rows } = await db.query<{ id: string; title: string; author: string }>(
        `SELECT n.id::text, n.title, COALESCE(u.display_name, '') AS author FROM notes n LEFT JOIN users u ON u.id = n.owner_id
           WHERE n.id = ANY($2::uuid[]) AND ${NOTE_VISIBLE}`,
        [viewer.id, notes],
      );
      found.push(...rows.map((row) => ({ kind: 'note' as const, id: row.id, title: row.title, detail: row.author })));
    }
    return found;
  }

  private async toBoard(db: Queryable, row: BoardRow, viewer: Viewer): Promise<Thinkboard> {
    return {
      ...toSummary(row, viewer),
      cards: row.cards,
      links: row.links,
      references: await this.references(db, row.cards, viewer),
      createdAt: row.created_at.toISOString(),
    };
  }

  /** A 400 naming the first referenced item that does not exist, among `cards` not in `known`. */
  private async checkReferences(db: Queryable, viewer: Viewer, cards: readonly ThinkboardCard[], known: readonly ThinkboardCard[] = []) {
    const old = new Set(known.flatMap((card) => (card.kind === 'text' ? [] : [`${card.kind}:${card.refId}`])));
    const fresh = cards.filter((card) => card.kind !== 'text' && !old.has(`${card.kind}:${card.refId}`));
    const references = await this.references(db, fresh, viewer);
    const present = new Set(references.map((reference) => `${reference.kind}:${reference.id}`));
    const missing = fresh.find((card) => card.kind !== 'text' && !present.has(`${card.kind}:${card.refId}`));
    if (missing && missing.kind !== 'text') throw new HttpError(400, `refId: no ${missing.kind} has the id ${missing.refId}`);
  }

  /** The boards `viewer` sees (own and shared), most recently changed first; those holding `articleId` when given. */
  async list(viewer: Viewer, filter: { articleId?: string } = {}): Promise<ThinkboardSummary[]> {
    const params: unknown[] = [viewer.id];
    let where = `WHERE ${VISIBLE}`;
    if (filter.articleId) {
      params.push(JSON.stringify([{ kind: 'article', refId: filter.articleId }]));
      where += ` AND b.cards @> $2::jsonb`;
    }
    // Only the counts of the cards and links: the list is read again after every save.
    const { rows } = await this.db.query<SummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} ${BOARD_FROM} ${where} ORDER BY b.updated_at DESC LIMIT 500`,
      params,
    );
    return rows.map((row) => toSummary(row, viewer));
  }

  private async row(db: Queryable, id: string, viewer: Viewer, lock = false): Promise<BoardRow | null> {
    if (!isUuid(id)) return null;
    const { rows } = await db.query<BoardRow>(`${BOARD_SELECT} WHERE b.id = $2 AND ${VISIBLE}${lock ? ' FOR UPDATE OF b' : ''}`, [
      viewer.id,
      id,
    ]);
    return rows[0] ?? null;
  }

  async find(id: string, viewer: Viewer): Promise<Thinkboard | null> {
    const row = await this.row(this.db, id, viewer);
    return row ? this.toBoard(this.db, row, viewer) : null;
  }

  /** A new board owned by `viewer`; unknown references are a 400 and nothing is written. */
  async create(input: Required<BoardContent>, viewer: Viewer): Promise<Thinkboard> {
    return transaction(this.db, async (tx) => {
      await this.checkReferences(tx, viewer, input.cards);
      const { rows } = await tx.query<{ id: string }>(
        'INSERT INTO thinkboards (title, shared, owner_id, cards, links) VALUES ($1, $2, $3, $4::jsonb, $5::jsonb) RETURNING id',
        [input.title, input.shared, viewer.id, JSON.stringify(input.cards), JSON.stringify(input.links)],
      );
      const row = await this.row(tx, rows[0]!.id, viewer);
      return this.toBoard(tx, row!, viewer);
    });
  }

  /**
   * Replaces the content of a board made on `version`: saved (version + 1),
   * a conflict with the current board when `version` is not the current one,
   * or missing. A 403 when the viewer may not edit it or changes its sharing without owning it.
   */
  async save(id: string, version: number, content: BoardContent, viewer: Viewer): Promise<SaveResult> {
    return transaction(this.db, async (tx): Promise<SaveResult> => {
      const row = await this.row(tx, id, viewer, true);
      if (!row) return { kind: 'missing' };
      if (!canEdit(row, viewer)) throw new HttpError(403, BOARD_READ_ONLY);
      if (row.version !== version) return { kind: 'conflict', board: await this.toBoard(tx, row, viewer) };
      if (content.shared !== undefined && content.shared !== row.shared && row.owner_id !== viewer.id) {
        throw new HttpError(403, BOARD_OWNER_ONLY);
      }
      await this.checkReferences(tx, viewer, content.cards, row.cards);
      await tx.query(
        `UPDATE thinkboards SET title = COALESCE($2, title), shared = COALESCE($3, shared), cards = $4::jsonb, links = $5::jsonb,
           version = version + 1, updated_at = now() WHERE id = $1`,
        [id, content.title ?? null, content.shared ?? null, JSON.stringify(content.cards), JSON.stringify(content.links)],
      );
      const saved = await this.row(tx, id, viewer);
      return { kind: 'saved', board: await this.toBoard(tx, saved!, viewer) };
    });
  }

  /**
   * Puts one card on the board, below the others, whatever its version (the
   * version moves on, so an open tab merges it in). An article or event
   * already on the board is not added twice. Null when there is no such board.
   */
  async addCard(
    id: string,
    card: { kind: 'text'; text: string } | { kind: ReferenceKind; refId: string },
    viewer: Viewer,
  ): Promise<{ board: Thinkboard; added: boolean } | null> {
    return transaction(this.db, async (tx) => {
      const row = await this.row(tx, id, viewer, true);
      if (!row) return null;
      if (!canEdit(row, viewer)) throw new HttpError(403, BOARD_READ_ONLY);
      const already = card.kind !== 'text' && row.cards.some((other) => other.kind === card.kind && other.refId === card.refId);
      if (already) return { board: await this.toBoard(tx, row, viewer), added: false };
      if (row.cards.length >= THINKBOARD_LIMITS.cardsMax) throw new HttpError(400, BOARD_FULL);
      const x = row.cards.length > 0 ? Math.min(...row.cards.map((other) => other.x)) : 0;
      const y = row.cards.length > 0 ? Math.max(...row.cards.map((other) => other.y)) + CARD_STEP : 0;
      const placed = { ...card, id: randomUUID(), x, y } as ThinkboardCard;
      await this.checkReferences(tx, viewer, [placed]);
      await tx.query('UPDATE thinkboards SET cards = cards || $2::jsonb, version = version + 1, updated_at = now() WHERE id = $1', [
        id,
        JSON.stringify([placed]),
      ]);
      const saved = await this.row(tx, id, viewer);
      return { board: await this.toBoard(tx, saved!, viewer), added: true };
    });
  }

  /** Deletes a board its owner (or an admin, for a shared one) deletes; false when there is none to see. */
  async delete(id: string, viewer: Viewer): Promise<boolean> {
    return transaction(this.db, async (tx) => {
      const row = await this.row(tx, id, viewer, true);
      if (!row) return false;
      const mayDelete = canEdit(row, viewer) && mayChange(viewer, row.owner_id, 'manageBoards');
      if (!mayDelete) throw new HttpError(403, BOARD_OWNER_ONLY);
      await tx.query('DELETE FROM thinkboards WHERE id = $1', [id]);
      return true;
    });
  }

  /** How many boards there are (the demo seeds one on an empty table). */
  async count(): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM thinkboards');
    return rows[0]!.n;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    thinkboardsRepository: ThinkboardsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('thinkboardsRepository', new ThinkboardsRepository(app.db));
  },
  { name: 'thinkboards-repository', dependencies: ['database'] },
);
