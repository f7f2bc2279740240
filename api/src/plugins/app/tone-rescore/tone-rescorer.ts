import type { ToneRescoreStatus } from '@mediawatch/shared/schemas';

import type { Queryable } from '../../../db/database';
import { transaction } from '../../../db/sql';
import { scoreTone } from '../../../news/tone';
import { TONE_METHOD_VERSION } from '../../../news/tone/method';
import { ArticlesRepository } from '../articles/articles-repository';

// ----------------------------------------------------------------------
// Rescoring the stored articles when the tone method changes
// (docs/decisions/0038-unknown-tone.md). Every article stores the version of
// the method that gave its tone (articles.tone_method, migration 0110); a
// pass walks the articles of another version in batches by id, scores
// `title + ' ' + content_text` in the article's language and writes tone
// and version together (the rollups follow through their triggers; a tone
// that comes out the same moves none of them). Each batch and the pass's
// progress (tone_rescore: done, total, the last id, the rate) are one
// transaction, so a pass cut short resumes after its last committed batch.
// The articles are read and written through ArticlesRepository; this domain
// owns tone_rescore.
// An article already at the version is never written again, so a pass is
// idempotent; when nothing is left, a run costs two index probes.

export type ScoreTone = (text: string, language: string) => number | null;

interface ProgressRow {
  method: number;
  total: number;
  done: number;
  cursor_id: string | null;
  started_at: Date;
  updated_at: Date;
  finished_at: Date | null;
  rate: number | null;
}

export interface RescoreRun {
  /** Articles written in this run. */
  rescored: number;
  /** True when no article of another version is left. */
  finished: boolean;
}

export class ToneRescorer {
  constructor(
    private readonly db: Queryable,
    private readonly score: ScoreTone = scoreTone,
    private readonly version: number = TONE_METHOD_VERSION,
    private readonly batchSize = 500,
  ) {}

  /** Articles whose tone came from another method version (the index on (tone_method, id) answers it). */
  private stale(): Promise<number> {
    return new ArticlesRepository(this.db).countOtherToneMethod(this.version);
  }

  private async progress(): Promise<ProgressRow | null> {
    const { rows } = await this.db.query<ProgressRow>('SELECT * FROM tone_rescore WHERE method = $1', [this.version]);
    return rows[0] ?? null;
  }

  /** The current method's pass: what the Pipeline page shows. */
  async status(): Promise<ToneRescoreStatus> {
    const row = await this.progress();
    const remaining = row && row.finished_at === null ? Math.max(0, row.total - row.done) : 0;
    return {
      method: this.version,
      state: row === null ? 'pending' : row.finished_at === null ? 'running' : 'done',
      done: row?.done ?? 0,
      total: row?.total ?? 0,
      ratePerSecond: row?.rate === null || row?.rate === undefined ? null : Math.round(Number(row.rate) * 10) / 10,
      startedAt: row?.started_at.toISOString() ?? null,
      updatedAt: row?.updated_at.toISOString() ?? null,
      finishedAt: row?.finished_at?.toISOString() ?? null,
      etaSeconds: row?.rate && remaining > 0 ? Math.ceil(remaining / Number(row.rate)) : null,
    };
  }

  /**
   * Rescores until nothing is left, `budgetMs` has passed or `signal` aborts
   * (then the next run resumes from the stored cursor).
   */
  async run(options: { budgetMs?: number; signal?: AbortSignal } = {}): Promise<RescoreRun> {
    const deadline = Date.now() + (options.budgetMs ?? Infinity);
    let row = await this.progress();
    if (row?.finished_at) {
      // Done with this version: only articles stored since with another one (an old import) start a new pass.
      if ((await this.stale()) === 0) return { rescored: 0, finished: true };
      row = null;
    }
    if (row === null) {
      const total = await this.stale();
      const { rows } = await this.db.query<ProgressRow>(
        `INSERT INTO tone_rescore (method, total, done, cursor_id, finished_at, rate)
         VALUES ($1, $2, 0, NULL, CASE WHEN $2 = 0 THEN now() END, NULL)
         ON CONFLICT (method) DO UPDATE SET total = $2, done = 0, cursor_id = NULL, started_at = now(), updated_at = now(),
           finished_at = CASE WHEN $2 = 0 THEN now() END, rate = NULL
         RETURNING *`,
        [this.version, total],
      );
      row = rows[0]!;
      if (total === 0) return { rescored: 0, finished: true };
    }
    let cursor = row.cursor_id;
    let rescored = 0;
    const started = Date.now();
    for (;;) {
      if (options.signal?.aborted || Date.now() >= deadline) return { rescored, finished: false };
      const batch = await this.batch(cursor, rescored, started);
      rescored += batch.written;
      if (batch.last === null) return { rescored, finished: true };
      cursor = batch.last;
      // The event loop breathes between batches (the API answers while a pass runs).
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** One batch after `cursor`, written with the progress in one transaction; `last` null when the pass ended. */
  private async batch(cursor: string | null, before: number, started: number): Promise<{ written: number; last: string | null }> {
    return transaction(this.db, async (tx) => {
      const articles = new ArticlesRepository(tx);
      const rows = await articles.otherToneMethodBatch(this.version, cursor, this.batchSize);
      if (rows.length === 0) {
        await tx.query(
          `UPDATE tone_rescore SET finished_at = now(), updated_at = now(), total = done, cursor_id = NULL WHERE method = $1`,
          [this.version],
        );
        return { written: 0, last: null };
      }
      const n = await articles.writeTones(
        this.version,
        rows.map((article) => ({ id: article.id, tone: this.score(`${article.title} ${article.content_text}`, article.language) })),
      );
      const seconds = Math.max(0.001, (Date.now() - started) / 1000);
      await tx.query(`UPDATE tone_rescore SET done = done + $2, cursor_id = $3, updated_at = now(), rate = $4 WHERE method = $1`, [
        this.version,
        n,
        rows[rows.length - 1]!.id,
        (before + n) / seconds,
      ]);
      return { written: n, last: rows[rows.length - 1]!.id };
    });
  }
}
