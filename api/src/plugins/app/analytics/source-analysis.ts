import { ANALYTICS_RULES, type SourceAnalysis } from '@mediawatch/shared/schemas';

import type { Queryable } from '../../../db/database';
import { band, outside } from './stats';
import { addDays, bucketOf, dayStart, today } from './sql';
import { headlineWords } from './words';

// ----------------------------------------------------------------------
// Source analysis: one source's last 28 days (of the reader's time zone)
// from the rollups: daily volume with its alert band, tone, share of voice
// in each of its groups, and the top words of its headlines.

const DAYS = ANALYTICS_RULES.baselineDays;

export class SourceAnalysisReader {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Null when the source does not exist. */
  async analysis(sourceId: string, query: { to?: string; tz: string }): Promise<SourceAnalysis | null> {
    const { rows: found } = await this.db.query('SELECT 1 FROM sources WHERE id = $1', [sourceId]);
    if (found.length === 0) return null;
    const timeZone = query.tz;
    const last = query.to ?? today(timeZone, this.now());
    const first = addDays(last, -(DAYS - 1));
    const { rows: days } = await this.db.query<{ day: string; start: Date; end: Date }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day, ${dayStart('d', '$3')} AS start, ${dayStart('(d + 1)', '$3')} AS end
       FROM generate_series($1::date, $2::date, interval '1 day') AS g(t), LATERAL (SELECT g.t::date AS d) x ORDER BY 1`,
      [first, last, timeZone],
    );
    const start = days[0]!.start;
    const end = days[days.length - 1]!.end;

    const [perDay, groups, sample] = await Promise.all([
      // Days by a binary search over their first instants (bucketOf), not by converting each row to the zone.
      // Tone over the scored articles: n - untoned (the untoned ones sit in bin -99, migration 0110).
      this.db.query<{ i: number; n: number; untoned: number; tone: string; positive: number; negative: number }>(
        `SELECT ${bucketOf('slot', '$4')} AS i, sum(n)::int AS n, sum(untoned)::int AS untoned, sum(tone_milli)::text AS tone,
                coalesce(sum(n - untoned) FILTER (WHERE tone_bin >= $5), 0)::int AS positive,
                coalesce(sum(n - untoned) FILTER (WHERE tone_bin < -$5), 0)::int AS negative
         FROM rollup_source WHERE source_id = $1 AND slot >= $2 AND slot < $3 GROUP BY 1`,
        [sourceId, start, end, days.map((day) => day.start), ANALYTICS_RULES.toneNeutralBand],
      ),
      this.db.query<{ id: string; name: string; sources: number; group_count: number; count: number }>(
        `SELECT g.id, g.name,
                (SELECT count(*)::int FROM source_group_members m WHERE m.group_id = g.id) AS sources,
                coalesce((SELECT sum(r.n) FROM rollup_source r
                          WHERE r.source_id IN (SELECT m.source_id FROM source_group_members m WHERE m.group_id = g.id)
                            AND r.slot >= $2 AND r.slot < $3), 0)::int AS group_count,
                coalesce((SELECT sum(r.n) FROM rollup_source r WHERE r.source_id = $1 AND r.slot >= $2 AND r.slot < $3), 0)::int AS count
         FROM source_groups g JOIN source_group_members gm ON gm.group_id = g.id AND gm.source_id = $1
         ORDER BY lower(g.name)`,
        [sourceId, start, end],
      ),
      this.db.query<{ id: string }>(
        `SELECT id FROM articles WHERE source_id = $1 AND published_at >= $2 AND published_at < $3
         ORDER BY md5(id::text) LIMIT ${ANALYTICS_RULES.wordSampleMax}`,
        [sourceId, start, end],
      ),
    ]);

    const now = this.now();
    const byDay = new Map(perDay.rows.map((row) => [days[Number(row.i) - 1]!.day, row]));
    const complete = days.filter((day) => day.end <= now);
    const counts = complete.map((day) => Number(byDay.get(day.day)?.n ?? 0));
    const dayBand = band(counts);
    const words = await headlineWords(
      this.db,
      sample.rows.map((row) => row.id),
    );
    return {
      sourceId,
      timeZone,
      days: days.map((day) => {
        const row = byDay.get(day.day);
        const count = Number(row?.n ?? 0);
        const untoned = Number(row?.untoned ?? 0);
        const scored = count - untoned;
        const partial = day.end > now;
        const side = outside(count, dayBand);
        return {
          day: day.day,
          start: day.start.toISOString(),
          end: day.end.toISOString(),
          count,
          tone: row && scored > 0 ? Math.round(Number(row.tone) / scored / 10) / 100 : null,
          untoned,
          positive: Number(row?.positive ?? 0),
          negative: Number(row?.negative ?? 0),
          // A day not over yet can only stand out by being high.
          outside: partial && side === 'low' ? null : side,
        };
      }),
      band: dayBand,
      untoned: perDay.rows.reduce((sum, row) => sum + Number(row.untoned), 0),
      groups: groups.rows.map((row) => ({
        id: row.id,
        name: row.name,
        sources: Number(row.sources),
        groupCount: Number(row.group_count),
        count: Number(row.count),
      })),
      words,
      sampled: sample.rows.length,
    };
  }
}
