import type { PipelineThroughput } from '@mediawatch/shared/schemas';

import type { Queryable } from '../../../db/database';
import { round } from './stats';

// ----------------------------------------------------------------------
// The Pipeline page's throughput: articles stored per minute over time and
// the slowest sources, from the fetch runs (table fetch_runs, read here).

/** Bucket width for a window: about 60 buckets, in round minutes. */
export function bucketMinutesFor(minutes: number): number {
  for (const width of [1, 2, 5, 10, 15, 30, 60, 120, 180]) if (minutes / width <= 72) return width;
  return 240;
}

export class PipelineThroughputReader {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async throughput(minutes: number): Promise<PipelineThroughput> {
    const width = bucketMinutesFor(minutes);
    const widthMs = width * 60_000;
    // Buckets end at the next boundary after now, so the last one is the current one.
    const to = new Date(Math.ceil(this.now().getTime() / widthMs) * widthMs);
    const from = new Date(to.getTime() - Math.ceil(minutes / width) * widthMs);
    const [buckets, slowest] = await Promise.all([
      this.db.query<{ start: Date; articles: number; runs: number; errors: number }>(
        `SELECT b AS start, coalesce(sum(r.items_new), 0)::int AS articles, count(r.id)::int AS runs,
                count(r.id) FILTER (WHERE r.status = 'error')::int AS errors
         FROM generate_series($1::timestamptz, $2::timestamptz - make_interval(mins => $3), make_interval(mins => $3)) AS b
         LEFT JOIN fetch_runs r ON r.finished_at >= b AND r.finished_at < b + make_interval(mins => $3)
         GROUP BY b ORDER BY b`,
        [from, to, width],
      ),
      this.db.query<{ source_id: string; name: string; runs: number; errors: number; median: number; p95: number; max: number }>(
        `SELECT r.source_id, s.name, count(*)::int AS runs, count(*) FILTER (WHERE r.status = 'error')::int AS errors,
                percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM r.finished_at - r.started_at)) * 1000 AS median,
                percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM r.finished_at - r.started_at)) * 1000 AS p95,
                max(extract(epoch FROM r.finished_at - r.started_at)) * 1000 AS max
         FROM fetch_runs r JOIN sources s ON s.id = r.source_id
         WHERE r.started_at >= $1 AND r.started_at < $2
         GROUP BY r.source_id, s.name ORDER BY median DESC, s.name LIMIT 10`,
        [from, to],
      ),
    ]);
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      bucketMinutes: width,
      buckets: buckets.rows.map((row) => ({
        start: row.start.toISOString(),
        articles: Number(row.articles),
        perMinute: round(Number(row.articles) / width),
        runs: Number(row.runs),
        errors: Number(row.errors),
      })),
      slowest: slowest.rows.map((row) => ({
        sourceId: row.source_id,
        name: row.name,
        runs: Number(row.runs),
        errors: Number(row.errors),
        medianMs: Math.round(Number(row.median)),
        p95Ms: Math.round(Number(row.p95)),
        maxMs: Math.round(Number(row.max)),
      })),
    };
  }
}
