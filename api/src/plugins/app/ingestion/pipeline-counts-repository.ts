import type { PipelineStats } from '@mediawatch/shared/schemas';
import { PIPELINE_STAGES } from '@mediawatch/shared/schemas';
import fp from 'fastify-plugin';

import type { Queryable } from '../../../db/database';

// ----------------------------------------------------------------------
// Items per pipeline stage, drops per reason and stored articles flagged per
// reason (stage `flagged`), summed per hour (table pipeline_counts): written by
// the ingestion pipeline, read by the Pipeline page.

export class PipelineCountsRepository {
  constructor(private readonly db: Queryable) {}

  /** Adds stage counts, drop reasons and flags to the hour of `now`. */
  async record(
    stages: Record<string, number>,
    drops: Record<string, number>,
    now: Date,
    flags: Record<string, number> = {},
    timings: Record<string, number> = {},
  ): Promise<void> {
    await this.add([
      ...Object.entries(timings).map(([stage, micros]) => [now, 'timing', stage, Math.round(micros)] as const),
      ...Object.entries(stages).map(([stage, count]) => [now, stage, '', count] as const),
      ...Object.entries(drops).map(([reason, count]) => [now, 'dropped', reason, count] as const),
      ...Object.entries(flags).map(([reason, count]) => [now, 'flagged', reason, count] as const),
    ]);
  }

  /** Adds many batches' stage counts at once (the demo seed's history), each to the hour of its `at`, as `record` does. */
  async recordMany(batches: ReadonlyArray<{ at: Date; stages: Record<string, number> }>): Promise<void> {
    await this.add(batches.flatMap(({ at, stages }) => Object.entries(stages).map(([stage, count]) => [at, stage, '', count] as const)));
  }

  /** Adds each count to its (hour, stage, reason) row, one statement for them all. */
  private async add(entries: ReadonlyArray<readonly [Date, string, string, number]>): Promise<void> {
    const counted = entries.filter(([, , , count]) => count > 0);
    if (counted.length === 0) return;
    // Rows in one order (a batch lists its drops in the order it met them): two feeds recording the same
    // hour at once lock them in the same order, so neither waits on the other while holding what it wants.
    await this.db.query(
      `INSERT INTO pipeline_counts (hour, stage, reason, count)
       SELECT date_trunc('hour', a), s, r, sum(c) FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::bigint[]) AS t(a, s, r, c)
       GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
       ON CONFLICT (hour, stage, reason) DO UPDATE SET count = pipeline_counts.count + EXCLUDED.count`,
      [
        counted.map((entry) => entry[0]),
        counted.map((entry) => entry[1]),
        counted.map((entry) => entry[2]),
        counted.map((entry) => entry[3]),
      ],
    );
  }

  /**
   * Stage counts, drops and flags by reason (most first) and articles per minute over [from, to), counted in
   * whole hours (the table's grain): the answer's window starts at the hour of `from` and ends at `to`, or at
   * `now` when the hour of `to` is not over, and the rate is over that window's minutes.
   */
  async stats(from: Date, to: Date, now = new Date()): Promise<PipelineStats> {
    const HOUR = 3_600_000;
    const countedFrom = new Date(Math.floor(from.getTime() / HOUR) * HOUR);
    const countedTo = new Date(Math.min(Math.ceil(to.getTime() / HOUR) * HOUR, Math.max(to.getTime(), now.getTime())));
    const { rows } = await this.db.query<{ stage: string; reason: string; count: string }>(
      `SELECT stage, reason, sum(count)::bigint AS count FROM pipeline_counts
       WHERE hour >= date_trunc('hour', $1::timestamptz) AND hour < $2 GROUP BY stage, reason`,
      [from, to],
    );
    const stageCount = (stage: string) => Number(rows.find((row) => row.stage === stage && row.reason === '')?.count ?? 0);
    const minutes = Math.max(1, (countedTo.getTime() - countedFrom.getTime()) / 60_000);
    const byReason = (stage: string) =>
      rows
        .filter((row) => row.stage === stage)
        .map((row) => ({ reason: row.reason, count: Number(row.count) }))
        .sort((a, b) => b.count - a.count);
    return {
      from: countedFrom.toISOString(),
      to: countedTo.toISOString(),
      stages: PIPELINE_STAGES.map((stage) => ({ stage, count: stageCount(stage) })),
      drops: byReason('dropped'),
      flags: byReason('flagged'),
      timings: rows
        .filter((row) => row.stage === 'timing' && (PIPELINE_STAGES as readonly string[]).includes(row.reason))
        .map((row) => {
          const items = stageCount('enriched');
          return {
            stage: row.reason as (typeof PIPELINE_STAGES)[number],
            microseconds: Number(row.count),
            perItemMs: items > 0 ? Math.round((Number(row.count) / items / 1000) * 1000) / 1000 : null,
          };
        }),
      articlesPerMinute: Math.round((stageCount('indexed') / minutes) * 100) / 100,
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    pipelineCountsRepository: PipelineCountsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('pipelineCountsRepository', new PipelineCountsRepository(app.db));
  },
  { name: 'pipeline-counts-repository', dependencies: ['database'] },
);
