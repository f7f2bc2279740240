import type { Note, NoteFields, NoteLink, NoteQuery, NoteSummary, NoteUpdateFields, NoteVersion } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';
import { isUuid, transaction } from '../../../db/sql';
import { HttpError } from '../../../lib/http-errors';
import { detectLanguage } from '../../../news/clean';

// ----------------------------------------------------------------------
// Notes (tables notes, note_links, note_versions; migration 0092;
// docs/decisions/0025-notes.md). The only writer of those tables. A reader
// sees their own notes, the notes shared with the team and every note flagged
// as a consideration; only the owner changes a note. A private note of
// someone else is "not found", never "forbidden", so its existence does not leak.

/** Who asks: their id and whether their role may write notes. */
export interface NoteReader {
  userId: string;
  canWrite: boolean;
}

/**
 * The language a note's search column stems with (search_config in
 * migration 0111); null (surface words only) when the text is too short to tell.
 */
function noteLanguage(title: string, body: string): string | null {
  return detectLanguage(`${title}. ${body}`, '') || null;
}

interface NoteRow {
  id: string;
  title: string;
  body: string;
  tags: string[];
  shared: boolean;
  consideration_day: string | null;
  version: number;
  owner_id: string;
  owner_name: string;
  created_at: Date;
  updated_at: Date;
}

/** Characters of the body an excerpt keeps. */
const EXCERPT_LENGTH = 240;

/** The start of a Markdown text as plain text: marks, link targets and images left out. */
export function excerptOf(markdown: string, length = EXCERPT_LENGTH): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

const NOTE_COLUMNS = `n.id, n.title, n.body, n.tags, n.shared, to_char(n.consideration_day, 'YYYY-MM-DD') AS consideration_day,
  n.version, n.owner_id, COALESCE(u.display_name, '') AS owner_name, n.created_at, n.updated_at`;

/** Whether the reader (`$1`) may read note `n`: their own, shared, or a consideration. */
export const NOTE_VISIBLE = '(n.owner_id = $1 OR n.shared OR n.consideration_day IS NOT NULL)';
const VISIBLE = NOTE_VISIBLE;

function toSummary(row: NoteRow, reader: NoteReader): NoteSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: excerptOf(row.body),
    tags: row.tags,
    shared: row.shared,
    considerationDay: row.consideration_day,
    version: row.version,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    editable: reader.canWrite && row.owner_id === reader.userId,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Tags as stored: trimmed, without repeats (case-insensitively), in the order given. */
function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface LinkSet {
  articleIds?: readonly string[];
  topicIds?: readonly string[];
  noteIds?: readonly string[];
}

/** The result of a save that did not happen. */
export type SaveRefusal = { refused: 'not-found' } | { refused: 'forbidden' } | { refused: 'stale'; current: Note };

/** Saves that follow each other within this long, by the same person, make one entry of the history. */
const HISTORY_SESSION = '5 minutes';

export class NotesRepository {
  constructor(private readonly db: Queryable) {}

  /** The notes `reader` sees, newest first, or best match first for a search. */
  async list(reader: NoteReader, query: NoteQuery = {}): Promise<NoteSummary[]> {
    const params: unknown[] = [reader.userId];
    const conditions = [VISIBLE];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      conditions.push(sql.replaceAll('?', `$${params.length}`));
    };
    if (query.scope === 'mine') conditions.push('n.owner_id = $1');
    if (query.scope === 'shared') conditions.push('n.owner_id <> $1');
    if (query.tag) add('lower(?) = ANY (SELECT lower(t) FROM unnest(n.tags) t)', query.tag);
    if (query.articleId) {
      if (!isUuid(query.articleId)) return [];
      add('EXISTS (SELECT 1 FROM note_links l WHERE l.note_id = n.id AND l.article_id = ?::uuid)', query.articleId);
    }
    let order = 'n.updated_at DESC';
    if (query.q) {
      // websearch_to_tsquery: words, "a phrase", -excluded, or; never a syntax error on what a person types.
      // search_expand: a word outside a phrase also matches its other forms
      // (docs/decisions/0039-text-search-per-language.md).
      add("n.search @@ search_expand(websearch_to_tsquery('simple', ?))", query.q);
      order = `ts_rank(n.search, search_expand(websearch_to_tsquery('simple', $${params.length}))) DESC, n.updated_at DESC`;
    }
    const { rows } = await this.db.query<NoteRow>(
      `SELECT ${NOTE_COLUMNS} FROM notes n LEFT JOIN users u ON u.id = n.owner_id
       WHERE ${conditions.join(' AND ')} ORDER BY ${order} LIMIT 500`,
      params,
    );
    return rows.map((row) => toSummary(row, reader));
  }

  /** The considerations `reader` sees, by day (newest day first), in a period of days (inclusive). */
  async considerations(reader: NoteReader, period: { from?: string; to?: string }): Promise<NoteSummary[]> {
    const { rows } = await this.db.query<NoteRow>(
      `SELECT ${NOTE_COLUMNS} FROM notes n LEFT JOIN users u ON u.id = n.owner_id
       WHERE n.consideration_day IS NOT NULL
         AND ($1::date IS NULL OR n.consideration_day >= $1::date) AND ($2::date IS NULL OR n.consideration_day <= $2::date)
       ORDER BY n.consideration_day DESC, n.updated_at DESC LIMIT 1000`,
      [period.from ?? null, period.to ?? null],
    );
    return rows.map((row) => toSummary(row, reader));
  }

  private async row(tx: Queryable, reader: NoteReader, id: string, lock = false): Promise<NoteRow | null> {
    if (!isUuid(id)) return null;
    const { rows } = await tx.query<NoteRow>(
      `SELECT ${NOTE_COLUMNS} FROM notes n LEFT JOIN users u ON u.id = n.owner_id WHERE n.id = $2 AND ${VISIBLE}
       ${lock ? 'FOR UPDATE OF n' : ''}`,
      [reader.userId, id],
    );
    return rows[0] ?? null;
  }

  /** One note with its links and backlinks, or null when `reader` cannot see it. */
  async find(reader: NoteReader, id: string, db: Queryable = this.db): Promise<Note | null> {
    const row = await this.row(db, reader, id);
    if (!row) return null;
    const { rows: links } = await db.query<NoteLink>(
      `SELECT 'article' AS kind, a.id::text AS id, a.title FROM note_links l JOIN articles a ON a.id = l.article_id WHERE l.note_id = $2
       UNION ALL
       SELECT 'topic', t.id::text, t.name FROM note_links l JOIN topics t ON t.id = l.topic_id WHERE l.note_id = $2
       UNION ALL
       SELECT 'note', n.id::text, n.title FROM note_links l JOIN notes n ON n.id = l.linked_note_id WHERE l.note_id = $2 AND ${VISIBLE}`,
      [reader.userId, id],
    );
    const { rows: backlinks } = await db.query<NoteLink>(
      `SELECT 'note' AS kind, n.id::text AS id, n.title FROM note_links l JOIN notes n ON n.id = l.note_id
       WHERE l.linked_note_id = $2 AND ${VISIBLE} ORDER BY n.updated_at DESC`,
      [reader.userId, id],
    );
    return { ...toSummary(row, reader), body: row.body, links, backlinks };
  }

  /** Replaces the links of the kinds given; an unknown (or unreadable) id is a 400 and the transaction rolls back. */
  private async link(tx: Queryable, reader: NoteReader, noteId: string, links: LinkSet): Promise<void> {
    const validIds = (ids: readonly string[]) => ids.filter(isUuid);
    const kinds = [
      {
        ids: links.articleIds,
        column: 'article_id',
        label: 'articleIds',
        found: (ids: readonly string[]) =>
          tx.query<{ id: string }>('SELECT id::text FROM articles WHERE id = ANY($1::uuid[])', [validIds(ids)]),
      },
      {
        ids: links.topicIds,
        column: 'topic_id',
        label: 'topicIds',
        found: (ids: readonly string[]) =>
          tx.query<{ id: string }>('SELECT id::text FROM topics WHERE id = ANY($1::uuid[])', [validIds(ids)]),
      },
      {
        ids: links.noteIds,
        column: 'linked_note_id',
        label: 'noteIds',
        found: (ids: readonly string[]) =>
          tx.query<{ id: string }>(`SELECT n.id::text FROM notes n WHERE n.id = ANY($2::uuid[]) AND n.id <> $3 AND ${VISIBLE}`, [
            reader.userId,
            validIds(ids),
            noteId,
          ]),
      },
    ] as const;
    for (const kind of kinds) {
      if (kind.ids === undefined) continue;
      const ids = [...new Set(kind.ids)];
      const { rows } = await kind.found(ids);
      const found = new Set(rows.map((row) => row.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length > 0)
        throw new HttpError(400, `${kind.label}: unknown id${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}`);
      await tx.query(`DELETE FROM note_links WHERE note_id = $1 AND ${kind.column} IS NOT NULL`, [noteId]);
      if (ids.length > 0) {
        await tx.query(`INSERT INTO note_links (note_id, ${kind.column}) SELECT $1, unnest($2::uuid[])`, [noteId, ids]);
      }
    }
  }

  /** Keeps the saved text in the history (see HISTORY_SESSION). */
  private async remember(tx: Queryable, userId: string, row: Pick<NoteRow, 'id' | 'version' | 'title' | 'body' | 'tags'>): Promise<void> {
    const merged = await tx.query(
      `UPDATE note_versions SET version = $2, title = $3, body = $4, tags = $5, saved_at = now()
       WHERE note_id = $1 AND version = $2 - 1 AND saved_by = $6 AND saved_at > now() - interval '${HISTORY_SESSION}'`,
      [row.id, row.version, row.title, row.body, row.tags, userId],
    );
    if (merged.rowCount > 0) return;
    await tx.query('INSERT INTO note_versions (note_id, version, title, body, tags, saved_by) VALUES ($1, $2, $3, $4, $5, $6)', [
      row.id,
      row.version,
      row.title,
      row.body,
      row.tags,
      userId,
    ]);
  }

  /** A new note of `reader`; unknown link ids are a 400 and nothing is written. */
  async create(reader: NoteReader, input: NoteFields): Promise<Note> {
    return transaction(this.db, async (tx) => {
      const { rows } = await tx.query<NoteRow>(
        `INSERT INTO notes (owner_id, title, body, tags, shared, consideration_day, language)
         VALUES ($1, $2, $3, $4, $5, $6::date, $7) RETURNING id, version, title, body, tags`,
        [
          reader.userId,
          input.title,
          input.body,
          cleanTags(input.tags),
          input.shared,
          input.considerationDay,
          noteLanguage(input.title, input.body),
        ],
      );
      const row = rows[0]!;
      await this.link(tx, reader, row.id, input);
      await this.remember(tx, reader.userId, row);
      return (await this.find(reader, row.id, tx))!;
    });
  }

  /**
   * Saves the fields sent on the version `update.version`: refused when the
   * note is not the reader's to change, or when it was saved since (stale,
   * with the note as it is now). Nothing is written on a refusal or a 400.
   */
  async update(reader: NoteReader, id: string, update: NoteUpdateFields): Promise<Note | SaveRefusal> {
    return transaction(this.db, async (tx) => {
      const current = await this.row(tx, reader, id, true);
      if (!current) return { refused: 'not-found' } as const;
      if (current.owner_id !== reader.userId || !reader.canWrite) return { refused: 'forbidden' } as const;
      if (current.version !== update.version) return { refused: 'stale', current: (await this.find(reader, id, tx))! } as const;
      const { rows } = await tx.query<NoteRow>(
        `UPDATE notes SET title = COALESCE($2, title), body = COALESCE($3, body), tags = COALESCE($4, tags),
           shared = COALESCE($5, shared), consideration_day = CASE WHEN $6 THEN $7::date ELSE consideration_day END,
           version = version + 1, updated_at = now(), language = $9
         WHERE id = $1 AND version = $8 RETURNING id, version, title, body, tags`,
        [
          id,
          update.title ?? null,
          update.body ?? null,
          update.tags ? cleanTags(update.tags) : null,
          update.shared ?? null,
          update.considerationDay !== undefined,
          update.considerationDay ?? null,
          update.version,
          noteLanguage(update.title ?? current.title, update.body ?? current.body),
        ],
      );
      const row = rows[0]!;
      await this.link(tx, reader, id, update);
      await this.remember(tx, reader.userId, row);
      return (await this.find(reader, id, tx))!;
    });
  }

  /** Deletes the reader's note: false when it is not there, 'forbidden' when it is someone else's. */
  async delete(reader: NoteReader, id: string): Promise<boolean | 'forbidden'> {
    const row = await this.row(this.db, reader, id);
    if (!row) return false;
    if (row.owner_id !== reader.userId || !reader.canWrite) return 'forbidden';
    const { rowCount } = await this.db.query('DELETE FROM notes WHERE id = $1 AND owner_id = $2', [id, reader.userId]);
    return rowCount === 1;
  }

  /** The history of a note the reader sees, newest first; null when they do not see it. */
  async versions(reader: NoteReader, id: string): Promise<NoteVersion[] | null> {
    if (!(await this.row(this.db, reader, id))) return null;
    const { rows } = await this.db.query<{
      version: number;
      title: string;
      body: string;
      tags: string[];
      saved_at: Date;
      saved_by_name: string | null;
    }>(
      `SELECT v.version, v.title, v.body, v.tags, v.saved_at, u.display_name AS saved_by_name
       FROM note_versions v LEFT JOIN users u ON u.id = v.saved_by WHERE v.note_id = $1 ORDER BY v.version DESC LIMIT 200`,
      [id],
    );
    return rows.map((row) => ({
      version: row.version,
      title: row.title,
      body: row.body,
      tags: row.tags,
      savedAt: row.saved_at.toISOString(),
      savedByName: row.saved_by_name,
    }));
  }

  /** How many notes there are (the demo seed writes only into an empty table). */
  async count(): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notes');
    return rows[0]!.n;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    notesRepository: NotesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('notesRepository', new NotesRepository(app.db));
  },
  { name: 'notes-repository', dependencies: ['database'] },
);
