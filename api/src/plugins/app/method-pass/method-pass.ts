import type { ToneRescoreStatus } from '@mediawatch/shared/schemas';

import type { Queryable } from '../../../db/database';
import { transaction } from '../../../db/sql';
import type { Scheduler } from '../scheduler';

// ----------------------------------------------------------------------
// A resumable pass over the stored articles that a method version left
// behind: the tone rescoring (docs/decisions/0038-unknown-tone.md) and the
// entity extraction (docs/decisions/0047-entities-method.md). Each article
// stores the version of the method that computed its value; a pass walks
// the articles of another version in batches by id and writes value and
// version together. Each batch and the pass's progress (a row of the pass's
// table: done, total, the last id, the rate) are one transaction, so a pass
// cut short resumes after its last committed batch. An article already at
// the version is never written again, so a pass is idempotent; when nothing
// is left, a run costs two index probes.

/** What a pass's Pipeline panel shows (the same shape for every pass). */
export type MethodPassStatus = ToneRescoreStatus;

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

export interface PassRun {
  /** Articles written in this run. */
  written: number;
  /** True when no article of another version is left. */
  finished: boolean;
}

/** What a pass does with its articles; `tx` is the batch's transaction. */
export interface PassSteps<Row extends { id: string }> {
  /** Articles of another version than `version` (an index on (version column, id) answers it). */
  countStale(db: Queryable, version: number): Promise<number>;
  /** The next `limit` articles after `afterId` (by id) of another version. */
  staleBatch(tx: Queryable, version: number, afterId: string | null, limit: number): Promise<Row[]>;
  /** Computes and writes the batch's values with `version`; answers how many articles were written. */
  write(tx: Queryable, version: number, rows: Row[]): Promise<number>;
}

export class MethodPass<Row extends { id: string }> {
  constructor(
    private readonly db: Queryable,
    /** The progress table (columns of tone_rescore, migration 0110). */
    private readonly table: 'tone_rescore' | 'entities_extract',
    private readonly steps: PassSteps<Row>,
    private readonly version: number,
    private readonly batchSize = 500,
  ) {}

  private async progress(): Promise<ProgressRow | null> {
    const { rows } = await this.db.query<ProgressRow>(`SELECT * FROM ${this.table} WHERE method = $1`, [this.version]);
    return rows[0] ?? null;
  }

  /** The current method's pass: what the Pipeline page shows. */
  async status(): Promise<MethodPassStatus> {
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
   * Works until nothing is left, `budgetMs` has passed or `signal` aborts
   * (then the next run resumes from the stored cursor).
   */
  async run(options: { budgetMs?: number; signal?: AbortSignal } = {}): Promise<PassRun> {
    const deadline = Date.now() + (options.budgetMs ?? Infinity);
    let row = await this.progress();
    if (row?.finished_at) {
      // Done with this version: only articles stored since with another one (an old import) start a new pass.
      if ((await this.steps.countStale(this.db, this.version)) === 0) return { written: 0, finished: true };
      row = null;
    }
    if (row === null) {
      const total = await this.steps.countStale(this.db, this.version);
      const { rows } = await this.db.query<ProgressRow>(
        `INSERT INTO ${this.table} (method, total, done, cursor_id, finished_at, rate)
         VALUES ($1, $2, 0, NULL, CASE WHEN $2 = 0 THEN now() END, NULL)
         ON CONFLICT (method) DO UPDATE SET total = $2, done = 0, cursor_id = NULL, started_at = now(), updated_at = now(),
           finished_at = CASE WHEN $2 = 0 THEN now() END, rate = NULL
         RETURNING *`,
        [this.version, total],
      );
      row = rows[0]!;
      if (total === 0) return { written: 0, finished: true };
    }
    let cursor = row.cursor_id;
    let written = 0;
    const started = Date.now();
    for (;;) {
      if (options.signal?.aborted || Date.now() >= deadline) return { written, finished: false };
      const batch = await this.batch(cursor, written, started);
      written += batch.written;
      if (batch.last === null) return { written, finished: true };
      cursor = batch.last;
      // The event loop breathes between batches (the API answers while a pass runs).
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** One batch after `cursor`, written with the progress in one transaction; `last` null when the pass ended. */
  private async batch(cursor: string | null, before: number, started: number): Promise<{ written: number; last: string | null }> {
    return transaction(this.db, async (tx) => {
      const rows = await this.steps.staleBatch(tx, this.version, cursor, this.batchSize);
      if (rows.length === 0) {
        await tx.query(
          `UPDATE ${this.table} SET finished_at = now(), updated_at = now(), total = done, cursor_id = NULL WHERE method = $1`,
          [this.version],
        );
        return { written: 0, last: null };
      }
      const n = await this.steps.write(tx, this.version, rows);
      const seconds = Math.max(0.001, (Date.now() - started) / 1000);
      await tx.query(`UPDATE ${this.table} SET done = done + $2, cursor_id = $3, updated_at = now(), rate = $4 WHERE method = $1`, [
        this.version,
        n,
        rows[rows.length - 1]!.id,
        (before + n) / seconds,
      ]);
      return { written: n, last: rows[rows.length - 1]!.id };
    });
  }
}

/** A run's share of the work: the next run (a minute later) resumes from the stored cursor. */
const RUN_BUDGET_MS = 5 * 60_000;

/** How a pass's job is named and worded (English summaries; outcome keys the Scheduler page words). */
export interface PassJob {
  name: string;
  description: string;
  /** Nothing was left to do. */
  upToDate: { summary: string; key: string };
  /** Some articles were written (`more` when the run's budget ended first). */
  progressed: { summary: (written: number, more: boolean) => string; key: string };
}

/**
 * The pass as a scheduled job: a few minutes of work per run, every minute
 * until none is left; then a run costs two index probes.
 */
export function schedulePass<Row extends { id: string }>(scheduler: Scheduler, pass: MethodPass<Row>, job: PassJob): void {
  scheduler.define({
    name: job.name,
    description: job.description,
    cron: '* * * * *',
    firstRunNow: true,
    leaseMs: RUN_BUDGET_MS * 2,
    run: async ({ signal }) => {
      const { written, finished } = await pass.run({ budgetMs: RUN_BUDGET_MS, signal });
      if (finished && written === 0) return { summary: job.upToDate.summary, outcome: { key: job.upToDate.key } };
      return { summary: job.progressed.summary(written, !finished), outcome: { key: job.progressed.key, count: written } };
    },
  });
}
