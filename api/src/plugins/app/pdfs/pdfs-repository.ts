import type { PdfPage, PdfSearchHit, PdfSummary } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';
import { isUuid, transaction } from '../../../db/sql';
import { HttpError } from '../../../lib/http-errors';
import { roomLeft, type UploadQuota, type UploadRoom } from '../../../lib/quota';
import { detectLanguage } from '../../../news/clean';
import { markHighlights, START, STOP } from '../articles/article-rows';

// ----------------------------------------------------------------------
// Academic PDFs (tables pdf_documents, pdf_pages, pdf_topics; migration
// 0098; docs/decisions/0028-academic-pdfs.md). The only writer of those
// tables. Every signed-in role reads every PDF; managePdfs writes.

interface PdfRow {
  id: string;
  title: string;
  authors: string[];
  year: number | null;
  doi: string | null;
  status: PdfSummary['status'];
  error: string | null;
  pages_total: number | null;
  pages_done: number;
  size: string | number;
  file_name: string;
  topics: { id: string; name: string }[] | null;
  uploaded_by: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `d.id, d.title, d.authors, d.year, d.doi, d.status, d.error, d.pages_total, d.pages_done, d.size, d.file_name,
  d.created_at, d.updated_at, u.display_name AS uploaded_by,
  (SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name)
     FROM pdf_topics pt JOIN topics t ON t.id = pt.topic_id WHERE pt.pdf_id = d.id) AS topics`;
const FROM = 'FROM pdf_documents d LEFT JOIN users u ON u.id = d.uploaded_by';

export const PDF_UNKNOWN_TOPIC = 'Unknown topic id';

function toSummary(row: PdfRow): PdfSummary {
  return {
    id: row.id,
    title: row.title,
    authors: row.authors,
    year: row.year,
    doi: row.doi,
    status: row.status,
    error: row.error,
    pagesTotal: row.pages_total,
    pagesDone: row.pages_done,
    size: Number(row.size),
    topics: row.topics ?? [],
    uploadedBy: row.uploaded_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export interface NewPdf {
  id: string;
  fileName: string;
  size: number;
  title: string;
  authors: string[];
  year: number | null;
  pagesTotal: number;
  uploadedBy: string | null;
}

export interface PdfFields {
  title?: string;
  authors?: string[];
  year?: number | null;
  doi?: string | null;
  topicIds?: string[];
}

/**
 * The Search page's query (the articles' topic language: AND, OR, NOT,
 * parentheses, field:value) in websearch_to_tsquery's syntax, which never
 * fails: AND is implied, NOT becomes -, field prefixes and parentheses go.
 */
export function toWebsearch(q: string): string {
  return q
    .replace(/[()]/g, ' ')
    .replace(/\b[a-z]+:(?=\S)/gi, '')
    .replace(/\bNOT\s+/g, '-')
    .replace(/\bAND\b/g, ' ')
    .replace(/\bOR\b/g, 'or')
    .replace(/\s+/g, ' ')
    .trim();
}

export class PdfsRepository {
  constructor(private readonly db: Queryable) {}

  async list(): Promise<PdfSummary[]> {
    const { rows } = await this.db.query<PdfRow>(`SELECT ${COLUMNS} ${FROM} ORDER BY d.created_at DESC, d.id`);
    return rows.map(toSummary);
  }

  async find(id: string): Promise<PdfSummary | null> {
    const row = await this.findRow(id);
    return row ? toSummary(row) : null;
  }

  async findRow(id: string): Promise<PdfRow | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.db.query<PdfRow>(`SELECT ${COLUMNS} ${FROM} WHERE d.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /**
   * Inserts a PDF in `processing`, then runs `keep` (which moves its file in
   * place) in the same transaction: when keeping the file fails, no row is left.
   */
  /** How much more `userId` may store in PDFs, against `quota`. */
  async room(userId: string | null, quota: UploadQuota, db: Queryable = this.db): Promise<UploadRoom> {
    const { rows } = await db.query<{ mine: string; total: string }>(
      `SELECT coalesce(sum(size) FILTER (WHERE uploaded_by = $1), 0) AS mine, coalesce(sum(size), 0) AS total FROM pdf_documents`,
      [userId],
    );
    return roomLeft(Number(rows[0]?.mine ?? 0), Number(rows[0]?.total ?? 0), quota);
  }

  /**
   * Stores a new PDF and moves its file in place (`keep`), if it still fits
   * the quota: counted under the table's lock, so two uploads at once cannot
   * both take the last room. Answers the PDF, or the limit it passes.
   */
  async create(pdf: NewPdf, keep: () => Promise<void>, quota: UploadQuota): Promise<PdfSummary | UploadRoom['limitedBy']> {
    const refused = await transaction(this.db, async (tx) => {
      await tx.query('LOCK TABLE pdf_documents IN SHARE ROW EXCLUSIVE MODE');
      const room = await this.room(pdf.uploadedBy, quota, tx);
      if (pdf.size > room.bytes) return room.limitedBy;
      await tx.query(
        `INSERT INTO pdf_documents (id, file_name, size, title, authors, year, pages_total, uploaded_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [pdf.id, pdf.fileName, pdf.size, pdf.title, pdf.authors, pdf.year, pdf.pagesTotal, pdf.uploadedBy],
      );
      await keep();
      return null;
    });
    return refused ?? (await this.find(pdf.id))!;
  }

  /** Changes the given fields (and the topics, replaced as a whole); null when there is no such PDF. */
  async update(id: string, fields: PdfFields): Promise<PdfSummary | null> {
    if (!isUuid(id)) return null;
    const found = await transaction(this.db, async (tx) => {
      const sets: string[] = [];
      const params: unknown[] = [id];
      const set = (column: string, value: unknown) => {
        params.push(value);
        sets.push(`${column} = $${params.length}`);
      };
      if (fields.title !== undefined) set('title', fields.title);
      if (fields.authors !== undefined) set('authors', fields.authors);
      if (fields.year !== undefined) set('year', fields.year);
      if (fields.doi !== undefined) set('doi', fields.doi);
      const { rowCount } = await tx.query(`UPDATE pdf_documents SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $1`, params);
      if (rowCount === 0) return false;
      if (fields.topicIds !== undefined) {
        const ids = [...new Set(fields.topicIds)];
        if (!ids.every(isUuid)) throw new HttpError(400, PDF_UNKNOWN_TOPIC);
        const known = await tx.query<{ id: string }>('SELECT id::text FROM topics WHERE id = ANY($1::uuid[])', [ids]);
        if (known.rows.length !== ids.length) throw new HttpError(400, PDF_UNKNOWN_TOPIC);
        await tx.query('DELETE FROM pdf_topics WHERE pdf_id = $1', [id]);
        if (ids.length > 0) {
          await tx.query('INSERT INTO pdf_topics (pdf_id, topic_id) SELECT $1, unnest($2::uuid[])', [id, ids]);
        }
      }
      return true;
    });
    return found ? this.find(id) : null;
  }

  /** Deletes a PDF (its pages and topic links go with it); answers its file name, or null. */
  async delete(id: string): Promise<string | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.db.query<{ file_name: string }>('DELETE FROM pdf_documents WHERE id = $1 RETURNING file_name', [id]);
    return rows[0]?.file_name ?? null;
  }

  async page(id: string, page: number): Promise<PdfPage | null> {
    if (!isUuid(id)) return null;
    const { rows } = await this.db.query<PdfPage>('SELECT page, text FROM pdf_pages WHERE pdf_id = $1 AND page = $2', [id, page]);
    return rows[0] ?? null;
  }

  /** The pages matching `q` (websearch syntax), best first, with a highlighted snippet each. */
  async search(q: string, limit: number): Promise<{ items: PdfSearchHit[]; total: number }> {
    const { rows } = await this.db.query<{
      pdf_id: string;
      title: string;
      authors: string[];
      year: number | null;
      page: number;
      snippet: string;
      total: string | number;
    }>(
      // search_expand: a word outside a phrase also matches its other forms,
      // and the snippet marks the forms of the page's language
      // (docs/decisions/0039-text-search-per-language.md).
      `WITH q AS (SELECT search_expand(websearch_to_tsquery('simple', $1)) AS q),
       hits AS (
         SELECT p.pdf_id, p.page, p.text, p.language, ts_rank(p.search, q.q) AS rank, count(*) OVER () AS total
         FROM pdf_pages p, q WHERE p.search @@ q.q
         ORDER BY rank DESC, p.pdf_id, p.page LIMIT $2
       )
       SELECT h.pdf_id, d.title, d.authors, d.year, h.page, h.total,
         ts_headline(search_config(h.language), h.text, websearch_to_tsquery(search_config(h.language), $1),
           'MaxWords=30, MinWords=12, StartSel=${START}, StopSel=${STOP}') AS snippet
       FROM hits h JOIN pdf_documents d ON d.id = h.pdf_id
       ORDER BY h.rank DESC, h.pdf_id, h.page`,
      [toWebsearch(q), limit],
    );
    return {
      total: Number(rows[0]?.total ?? 0),
      items: rows.map((row) => ({
        pdfId: row.pdf_id,
        title: row.title,
        authors: row.authors,
        year: row.year,
        page: row.page,
        snippet: markHighlights(row.snippet.replace(/\s+/g, ' ').trim()),
      })),
    };
  }

  // -- The worker's side -------------------------------------------------

  /** The oldest PDF still in `processing`, or null. */
  async nextPending(): Promise<{ id: string; file_name: string; pages_done: number; pages_total: number | null } | null> {
    const { rows } = await this.db.query<{ id: string; file_name: string; pages_done: number; pages_total: number | null }>(
      `SELECT id, file_name, pages_done, pages_total FROM pdf_documents WHERE status = 'processing' ORDER BY created_at, id LIMIT 1`,
    );
    return rows[0] ?? null;
  }

  /** Stores a page's text and counts it done; false when the PDF was deleted meanwhile. */
  async savePage(id: string, page: number, text: string): Promise<boolean> {
    return transaction(this.db, async (tx) => {
      const { rowCount } = await tx.query(
        `UPDATE pdf_documents SET pages_done = GREATEST(pages_done, $2), updated_at = now() WHERE id = $1 AND status = 'processing'`,
        [id, page],
      );
      if (rowCount === 0) return false;
      await tx.query(
        `INSERT INTO pdf_pages (pdf_id, page, text, language) VALUES ($1, $2, $3, $4)
         ON CONFLICT (pdf_id, page) DO UPDATE SET text = EXCLUDED.text, language = EXCLUDED.language`,
        // The page's language for its stems (search_config, migration 0111); null when too short to tell.
        [id, page, text, detectLanguage(text, '') || null],
      );
      return true;
    });
  }

  /** Sets the DOI found in the text unless one is already set (by the metadata or an analyst). */
  async offerDoi(id: string, doi: string): Promise<void> {
    await this.db.query('UPDATE pdf_documents SET doi = $2 WHERE id = $1 AND doi IS NULL', [id, doi]);
  }

  async finish(id: string, pagesTotal: number): Promise<void> {
    await this.db.query(
      `UPDATE pdf_documents SET status = 'ready', pages_total = $2, pages_done = $2, error = NULL, updated_at = now() WHERE id = $1`,
      [id, pagesTotal],
    );
  }

  async fail(id: string, reason: string): Promise<void> {
    await this.db.query(`UPDATE pdf_documents SET status = 'failed', error = $2, updated_at = now() WHERE id = $1`, [
      id,
      reason.slice(0, 500),
    ]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    pdfsRepository: PdfsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('pdfsRepository', new PdfsRepository(app.db));
  },
  { name: 'pdfs-repository', dependencies: ['database'] },
);
