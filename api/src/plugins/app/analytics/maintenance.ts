import type { Queryable } from '../../../db/database';

// ----------------------------------------------------------------------
// Rollup maintenance (the Scheduler's `rollup-maintenance` job): refreshes
// the planner's statistics of the rollup tables (they grow by upserts the
// autovacuum's thresholds see late, and the analyst's plans depend on them,
// docs/decisions/0015-analytics-query-plans.md) and checks that the rollups
// still count what the articles hold over the last two days (the triggers of
// migration 0070 keep them exact; a mismatch is an error worth seeing).

export const ROLLUP_TABLES = ['rollup_all', 'rollup_language', 'rollup_source', 'rollup_topic', 'cluster_pickup'] as const;

export interface RollupCheck {
  from: Date;
  articles: number;
  rollupAll: number;
  rollupLanguage: number;
}

export class RollupMaintenance {
  constructor(private readonly db: Queryable) {}

  async analyze(): Promise<void> {
    for (const table of ROLLUP_TABLES) await this.db.query(`ANALYZE ${table}`);
  }

  /** Articles published since `from` (a slot boundary) against the sums of two rollups over the same slots. */
  async check(from: Date): Promise<RollupCheck> {
    const { rows } = await this.db.query<{ articles: number; rollup_all: number; rollup_language: number }>(
      `SELECT (SELECT count(*)::int FROM articles WHERE published_at >= $1) AS articles,
              (SELECT COALESCE(sum(n), 0)::int FROM rollup_all WHERE slot >= $1) AS rollup_all,
              (SELECT COALESCE(sum(n), 0)::int FROM rollup_language WHERE slot >= $1) AS rollup_language`,
      [from],
    );
    const row = rows[0]!;
    return { from, articles: row.articles, rollupAll: row.rollup_all, rollupLanguage: row.rollup_language };
  }
}
