import { randomUUID } from 'node:crypto';

import { can, mayChange } from '@mediawatch/shared/permissions';
import {
  EJOURNAL_LIMITS,
  type Ejournal,
  type EjournalArticle,
  type EjournalAuditEntry,
  type EjournalQuery,
  type EjournalSection,
  type EjournalStatus,
  type EjournalSummary,
  type Role,
} from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';
import { isUuid, transaction } from '../../../db/sql';
import { HttpError } from '../../../lib/http-errors';

// ----------------------------------------------------------------------
// E-journal issues (table ejournal_issues, migration 0096; docs/decisions/0027-ejournal.md).
// One row per edition. Drafts are the curating team's (manageEjournals): any
// curator reads and edits them, a save names its version and a stale one is a
// conflict carrying the current issue. Publishing freezes the edition (the
// table's trigger refuses any later change) and keeps what its articles
// showed; a new edition is a draft copy in the same series. Everyone signed in
// reads the published editions; a draft is a 404 to a viewer.
// A published edition may be withdrawn (an admin or its curator, with a
// reason) and corrected by a later edition of its series; both, and every
// deleted draft, leave a row in ejournal_audit (migration 0120,
// docs/decisions/0046-withdrawn-editions.md).

export interface Viewer {
  id: string;
  role: Role;
}

interface IssueRow {
  id: string;
  series_id: string;
  edition: number;
  title: string;
  introduction: string;
  sections: EjournalSection[];
  articles: EjournalArticle[] | null;
  status: EjournalStatus;
  version: number;
  owner_id: string | null;
  owner_name: string | null;
  article_count: number;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
  withdrawn_at: Date | null;
  withdrawn_by_name: string | null;
  withdrawal_reason: string | null;
  corrects_id: string | null;
  corrects_edition: number | null;
  replaced_by_id: string | null;
  replaced_by_edition: number | null;
}

export interface IssueContent {
  title: string;
  introduction: string;
  sections: EjournalSection[];
}

export type IssueResult = { kind: 'saved'; issue: Ejournal } | { kind: 'conflict'; issue: Ejournal; message: string } | { kind: 'missing' };

export const ISSUE_NOT_FOUND = 'E-journal issue not found';
export const ISSUE_CONFLICT = 'The issue changed since this version was loaded (another tab or person saved it)';
export const ISSUE_PUBLISHED = 'This edition is published and cannot change: start a new edition to edit it';
export const ISSUE_NOT_PUBLISHED = 'Only a published edition can start a new edition';
export const ISSUE_EMPTY = 'An issue needs at least one article to be published';
export const ISSUE_FULL = `An issue holds at most ${EJOURNAL_LIMITS.articlesMax} articles`;
export const ISSUE_OWNER_ONLY = 'Only the author of this draft (or an admin) may delete it';
export const NO_SECTION = 'sectionId: the issue has no such section';
export const ISSUE_WITHDRAW_DRAFT = 'Only a published edition can be withdrawn (a draft is deleted instead)';
export const ISSUE_ALREADY_WITHDRAWN = 'This edition is already withdrawn';
export const ISSUE_WITHDRAW_NOT_ALLOWED = 'Only the curator of this edition (or an admin) may withdraw it';

/** The section a first article lands in when the issue has none. */
export const DEFAULT_SECTION_TITLE = 'Articles';

const ARTICLE_COUNT = `(SELECT count(*)::int FROM jsonb_array_elements(i.sections) s, jsonb_array_elements(s->'items') it)`;
const ISSUE_SELECT = `SELECT i.id::text, i.series_id::text, i.edition, i.title, i.introduction, i.sections, i.articles, i.status,
  i.version, i.owner_id::text, u.display_name AS owner_name, ${ARTICLE_COUNT} AS article_count, i.published_at, i.created_at,
  i.updated_at, i.withdrawn_at, w.display_name AS withdrawn_by_name, i.withdrawal_reason,
  i.corrects_id::text, (SELECT c.edition FROM ejournal_issues c WHERE c.id = i.corrects_id) AS corrects_edition,
  i.replaced_by_id::text, (SELECT r.edition FROM ejournal_issues r WHERE r.id = i.replaced_by_id) AS replaced_by_edition
  FROM ejournal_issues i LEFT JOIN users u ON u.id = i.owner_id LEFT JOIN users w ON w.id = i.withdrawn_by`;

/** `$1` is true when the viewer curates (reads the drafts). */
const VISIBLE = `(i.status = 'published' OR $1::boolean)`;

const curates = (viewer: Viewer) => can(viewer.role, 'manageEjournals');

const articleIds = (sections: readonly EjournalSection[]) => sections.flatMap((section) => section.items.map((item) => item.articleId));

const EXCERPT_LENGTH = 400;

function toSummary(row: IssueRow, viewer: Viewer): EjournalSummary {
  return {
    id: row.id,
    seriesId: row.series_id,
    edition: row.edition,
    title: row.title,
    status: row.status,
    version: row.version,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    articleCount: row.article_count,
    canEdit: row.status === 'draft' && curates(viewer),
    canWithdraw: row.status === 'published' && !row.withdrawn_at && mayChange(viewer, row.owner_id, 'manageEjournals'),
    withdrawal: row.withdrawn_at
      ? { at: row.withdrawn_at.toISOString(), reason: row.withdrawal_reason ?? '', byName: row.withdrawn_by_name }
      : null,
    correctedBy: row.replaced_by_id ? { id: row.replaced_by_id, edition: row.replaced_by_edition! } : null,
    corrects: row.corrects_id ? { id: row.corrects_id, edition: row.corrects_edition! } : null,
    publishedAt: row.published_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export class EjournalsRepository {
  constructor(private readonly db: Queryable) {}

  /** What the articles show now, in the issue's order (one deleted since is left out). */
  private async liveArticles(db: Queryable, sections: readonly EjournalSection[]): Promise<EjournalArticle[]> {
    const ids = articleIds(sections);
    if (ids.length === 0) return [];
    const { rows } = await db.query<{
      id: string;
      title: string;
      url: string;
      source_name: string;
      published_at: Date;
      language: string;
      excerpt: string;
    }>(
      `SELECT a.id::text, a.title, a.url, s.name AS source_name, a.published_at, a.language,
         left(COALESCE(NULLIF(a.summary, ''), a.content_text), ${EXCERPT_LENGTH + 100}) AS excerpt
       FROM articles a JOIN sources s ON s.id = a.source_id WHERE a.id = ANY($1::uuid[])`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const excerpt = row.excerpt.replace(/\s+/g, ' ').trim();
      return [
        {
          id: row.id,
          title: row.title,
          url: row.url,
          sourceName: row.source_name,
          publishedAt: row.published_at.toISOString(),
          language: row.language,
          excerpt: excerpt.length > EXCERPT_LENGTH ? `${excerpt.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : excerpt,
        },
      ];
    });
  }

  private async toIssue(db: Queryable, row: IssueRow, viewer: Viewer): Promise<Ejournal> {
    const { rows: editions } = await db.query<{
      id: string;
      edition: number;
      status: EjournalStatus;
      published_at: Date | null;
      withdrawn: boolean;
    }>(
      `SELECT i.id::text, i.edition, i.status, i.published_at, i.withdrawn_at IS NOT NULL AS withdrawn FROM ejournal_issues i
       WHERE i.series_id = $2 AND ${VISIBLE} ORDER BY i.edition DESC`,
      [curates(viewer), row.series_id],
    );
    return {
      ...toSummary(row, viewer),
      introduction: row.introduction,
      sections: row.sections,
      articles: row.articles ?? (await this.liveArticles(db, row.sections)),
      editions: editions.map((edition) => ({
        id: edition.id,
        edition: edition.edition,
        status: edition.status,
        publishedAt: edition.published_at?.toISOString() ?? null,
        withdrawn: edition.withdrawn,
      })),
    };
  }

  /** A 400 naming the first article of `sections` that does not exist. */
  private async checkArticles(db: Queryable, sections: readonly EjournalSection[]) {
    const ids = articleIds(sections);
    if (ids.length === 0) return;
    const { rows } = await db.query<{ id: string }>('SELECT id::text FROM articles WHERE id = ANY($1::uuid[])', [ids]);
    const present = new Set(rows.map((row) => row.id));
    const missing = ids.find((id) => !present.has(id));
    if (missing) throw new HttpError(400, `articleId: no article has the id ${missing}`);
  }

  private async row(db: Queryable, id: string, viewer: Viewer, lock = false): Promise<IssueRow | null> {
    if (!isUuid(id)) return null;
    const { rows } = await db.query<IssueRow>(`${ISSUE_SELECT} WHERE i.id = $2 AND ${VISIBLE}${lock ? ' FOR UPDATE OF i' : ''}`, [
      curates(viewer),
      id,
    ]);
    return rows[0] ?? null;
  }

  private async issue(db: Queryable, id: string, viewer: Viewer): Promise<Ejournal> {
    return this.toIssue(db, (await this.row(db, id, viewer))!, viewer);
  }

  /** The issues `viewer` reads (published; drafts too for curators), most recently changed first. */
  async list(viewer: Viewer, query: EjournalQuery = {}): Promise<EjournalSummary[]> {
    const params: unknown[] = [curates(viewer)];
    const conditions = [VISIBLE];
    if (query.status) {
      params.push(query.status);
      conditions.push(`i.status = $${params.length}`);
    }
    if (query.articleId) {
      params.push(JSON.stringify([{ items: [{ articleId: query.articleId }] }]));
      conditions.push(`i.sections @> $${params.length}::jsonb`);
    }
    const { rows } = await this.db.query<IssueRow>(
      `${ISSUE_SELECT} WHERE ${conditions.join(' AND ')} ORDER BY i.updated_at DESC, i.edition DESC LIMIT 500`,
      params,
    );
    return rows.map((row) => toSummary(row, viewer));
  }

  async find(id: string, viewer: Viewer): Promise<Ejournal | null> {
    const row = await this.row(this.db, id, viewer);
    return row ? this.toIssue(this.db, row, viewer) : null;
  }

  /** A new draft (edition 1 of a new series); unknown articles are a 400 and nothing is written. */
  async create(input: IssueContent, viewer: Viewer): Promise<Ejournal> {
    return transaction(this.db, async (tx) => {
      await this.checkArticles(tx, input.sections);
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO ejournal_issues (series_id, title, introduction, sections, owner_id)
         VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id::text`,
        [randomUUID(), input.title, input.introduction, JSON.stringify(input.sections), viewer.id],
      );
      return this.issue(tx, rows[0]!.id, viewer);
    });
  }

  /** Runs `change` on the locked draft made on `version` (any version when null). */
  private async onDraft(
    id: string,
    version: number | null,
    viewer: Viewer,
    change: (tx: Queryable, row: IssueRow) => Promise<void>,
  ): Promise<IssueResult> {
    return transaction(this.db, async (tx): Promise<IssueResult> => {
      const row = await this.row(tx, id, viewer, true);
      if (!row) return { kind: 'missing' };
      if (row.status === 'published') return { kind: 'conflict', issue: await this.toIssue(tx, row, viewer), message: ISSUE_PUBLISHED };
      if (version !== null && row.version !== version) {
        return { kind: 'conflict', issue: await this.toIssue(tx, row, viewer), message: ISSUE_CONFLICT };
      }
      await change(tx, row);
      return { kind: 'saved', issue: await this.issue(tx, id, viewer) };
    });
  }

  /** Replaces the content of the draft made on `version` (version + 1). */
  async save(id: string, version: number, content: IssueContent, viewer: Viewer): Promise<IssueResult> {
    return this.onDraft(id, version, viewer, async (tx) => {
      await this.checkArticles(tx, content.sections);
      await tx.query(
        `UPDATE ejournal_issues SET title = $2, introduction = $3, sections = $4::jsonb, version = version + 1, updated_at = now()
         WHERE id = $1`,
        [id, content.title, content.introduction, JSON.stringify(content.sections)],
      );
    });
  }

  /** Freezes the draft made on `version`, keeping what its articles show now. */
  async publish(id: string, version: number, viewer: Viewer): Promise<IssueResult> {
    return this.onDraft(id, version, viewer, async (tx, row) => {
      const articles = await this.liveArticles(tx, row.sections);
      if (articles.length === 0) throw new HttpError(400, ISSUE_EMPTY);
      // The sections keep only the articles that still exist: the edition reads as it was published.
      const present = new Set(articles.map((article) => article.id));
      const sections = row.sections.map((section) => ({ ...section, items: section.items.filter((item) => present.has(item.articleId)) }));
      await tx.query(
        `UPDATE ejournal_issues SET status = 'published', published_at = now(), sections = $2::jsonb, articles = $3::jsonb,
           version = version + 1, updated_at = now() WHERE id = $1`,
        [id, JSON.stringify(sections), JSON.stringify(articles)],
      );
      if (row.corrects_id) {
        // The withdrawn edition now links to its correction, once (a second correction of it links nothing).
        const { rows: replaced } = await tx.query<{ id: string }>(
          `UPDATE ejournal_issues SET replaced_by_id = $2 WHERE id = $1 AND withdrawn_at IS NOT NULL AND replaced_by_id IS NULL
           RETURNING id::text`,
          [row.corrects_id, id],
        );
        if (replaced[0]) await this.audit(tx, row.corrects_id, 'corrected', viewer, null, id);
      }
    });
  }

  /** Appends a row to the trace: what happened to which edition, who did it, when and why. */
  private async audit(
    tx: Queryable,
    issueId: string,
    action: EjournalAuditEntry['action'],
    viewer: Viewer,
    reason: string | null,
    relatedId: string | null = null,
  ) {
    await tx.query(
      `INSERT INTO ejournal_audit (issue_id, series_id, edition, title, action, actor_id, actor_name, reason, related_id)
       SELECT i.id, i.series_id, i.edition, i.title, $2, $3::uuid,
         COALESCE((SELECT display_name FROM users WHERE id = $3::uuid), ''), $4, $5::uuid
       FROM ejournal_issues i WHERE i.id = $1`,
      [issueId, action, viewer.id, reason, relatedId],
    );
  }

  /**
   * Withdraws a published edition with a reason (its curator or an admin):
   * it stays readable at its address, marked withdrawn, and the trace keeps
   * who, when and why. A draft, or an edition already withdrawn, is a 409.
   */
  async withdraw(id: string, reason: string, viewer: Viewer): Promise<Ejournal | null> {
    return transaction(this.db, async (tx) => {
      const row = await this.row(tx, id, viewer, true);
      if (!row) return null;
      if (row.status !== 'published') throw new HttpError(409, ISSUE_WITHDRAW_DRAFT);
      if (row.withdrawn_at) throw new HttpError(409, ISSUE_ALREADY_WITHDRAWN);
      if (!mayChange(viewer, row.owner_id, 'manageEjournals')) throw new HttpError(403, ISSUE_WITHDRAW_NOT_ALLOWED);
      await tx.query('UPDATE ejournal_issues SET withdrawn_at = now(), withdrawn_by = $2, withdrawal_reason = $3 WHERE id = $1', [
        id,
        viewer.id,
        reason,
      ]);
      await this.audit(tx, id, 'withdrawn', viewer, reason);
      return this.issue(tx, id, viewer);
    });
  }

  /** The trace of the series `id` belongs to, newest first (null when the caller cannot see that edition). */
  async auditTrail(id: string, viewer: Viewer): Promise<EjournalAuditEntry[] | null> {
    const row = await this.row(this.db, id, viewer);
    if (!row) return null;
    const { rows } = await this.db.query<{
      issue_id: string;
      edition: number;
      title: string;
      action: EjournalAuditEntry['action'];
      actor_name: string;
      reason: string | null;
      related_id: string | null;
      at: Date;
    }>(
      `SELECT issue_id::text, edition, title, action, actor_name, reason, related_id::text, at FROM ejournal_audit
       WHERE series_id = $1 ORDER BY at DESC, id DESC LIMIT 500`,
      [row.series_id],
    );
    return rows.map((entry) => ({
      issueId: entry.issue_id,
      edition: entry.edition,
      title: entry.title,
      action: entry.action,
      actorName: entry.actor_name,
      reason: entry.reason,
      relatedId: entry.related_id,
      at: entry.at.toISOString(),
    }));
  }

  /**
   * Adds one article to a draft, whatever its version (the version moves on):
   * into `sectionId`, else the first section (one is made when there is
   * none). An article already in the issue is not added twice (`added` false).
   */
  async addArticle(
    id: string,
    articleId: string,
    sectionId: string | undefined,
    viewer: Viewer,
  ): Promise<IssueResult & { added: boolean }> {
    let added = false;
    const result = await this.onDraft(id, null, viewer, async (tx, row) => {
      if (articleIds(row.sections).includes(articleId)) return;
      if (articleIds(row.sections).length >= EJOURNAL_LIMITS.articlesMax) throw new HttpError(400, ISSUE_FULL);
      const item = { articleId, note: '' };
      await this.checkArticles(tx, [{ id: 'new', title: '', items: [item] }]);
      let sections = row.sections;
      if (sectionId !== undefined) {
        if (!sections.some((section) => section.id === sectionId)) throw new HttpError(400, NO_SECTION);
        sections = sections.map((section) => (section.id === sectionId ? { ...section, items: [...section.items, item] } : section));
      } else if (sections.length === 0) {
        sections = [{ id: randomUUID(), title: DEFAULT_SECTION_TITLE, items: [item] }];
      } else {
        sections = sections.map((section, index) => (index === 0 ? { ...section, items: [...section.items, item] } : section));
      }
      await tx.query('UPDATE ejournal_issues SET sections = $2::jsonb, version = version + 1, updated_at = now() WHERE id = $1', [
        id,
        JSON.stringify(sections),
      ]);
      added = true;
    });
    return { ...result, added };
  }

  /**
   * A new draft edition copying a published one, numbered after the series'
   * last. When the series already has a draft, that draft is the answer
   * (`created` false): one draft per series. Null when there is no such issue.
   */
  async newEdition(id: string, viewer: Viewer): Promise<{ issue: Ejournal; created: boolean } | null> {
    return transaction(this.db, async (tx) => {
      const row = await this.row(tx, id, viewer);
      if (!row) return null;
      if (row.status !== 'published') throw new HttpError(409, ISSUE_NOT_PUBLISHED);
      // Serializes two "new edition" clicks on one series.
      await tx.query('SELECT id FROM ejournal_issues WHERE series_id = $1 ORDER BY edition FOR UPDATE', [row.series_id]);
      const { rows: drafts } = await tx.query<{ id: string }>(
        `SELECT id::text FROM ejournal_issues WHERE series_id = $1 AND status = 'draft'`,
        [row.series_id],
      );
      // A new edition of a withdrawn one is its correction (the series' open draft becomes it, unless it corrects another).
      const corrects = row.withdrawn_at && !row.replaced_by_id ? id : null;
      if (drafts[0]) {
        if (corrects) {
          await tx.query('UPDATE ejournal_issues SET corrects_id = $2 WHERE id = $1 AND corrects_id IS NULL', [drafts[0].id, corrects]);
        }
        return { issue: await this.issue(tx, drafts[0].id, viewer), created: false };
      }
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO ejournal_issues (series_id, edition, title, introduction, sections, owner_id, corrects_id)
         SELECT series_id, (SELECT max(edition) + 1 FROM ejournal_issues WHERE series_id = $1::uuid), title, introduction, sections, $3,
           $4::uuid
         FROM ejournal_issues WHERE id = $2 RETURNING id::text`,
        [row.series_id, id, viewer.id, corrects],
      );
      return { issue: await this.issue(tx, rows[0]!.id, viewer), created: true };
    });
  }

  /** Deletes a draft (its author or an admin); a published edition is a 409. False when there is none to see. */
  async delete(id: string, viewer: Viewer): Promise<boolean> {
    return transaction(this.db, async (tx) => {
      const row = await this.row(tx, id, viewer, true);
      if (!row) return false;
      if (row.status === 'published') throw new HttpError(409, ISSUE_PUBLISHED);
      if (!mayChange(viewer, row.owner_id, 'manageEjournals')) throw new HttpError(403, ISSUE_OWNER_ONLY);
      await this.audit(tx, id, 'deleted', viewer, null);
      await tx.query('DELETE FROM ejournal_issues WHERE id = $1', [id]);
      return true;
    });
  }

  /** How many issues there are (the demo seeds one on an empty table). */
  async count(): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ejournal_issues');
    return rows[0]!.n;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    ejournalsRepository: EjournalsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('ejournalsRepository', new EjournalsRepository(app.db));
  },
  { name: 'ejournals-repository', dependencies: ['database'] },
);
