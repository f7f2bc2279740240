import { ANALYTICS_RULES, type Tension, type TensionOverview } from '@mediawatch/shared/schemas';

import type { Queryable } from '../../../db/database';
import { flaggable, round, zScore } from './stats';
import { addDays, bucketOf, dayStart, today } from './sql';

// ----------------------------------------------------------------------
// Tension: per topic or source group, the day's negative tone mass
// N_d = sum over its articles of max(0, -tone) (volume-weighted negativity:
// more articles, or more negative ones, raise it), as a z-score against the
// same mass over the 30 days before: z_d = (N_d - centre) / spread, the
// centre and spread of the shared baseline statistics (the median and scaled
// MAD on a sparse baseline, the spread at least max(sqrt(centre), 1):
// docs/decisions/0044-baseline-statistics.md). Days with z >= 2 and at least
// 5 articles are flagged. Read from the rollups (neg_milli).
//
// Articles without tone (migration 0110) add nothing to N: a day whose
// articles all lack a tone has no N (null, not 0), no z, and stays out of
// the baselines of the days after it; a day with some scored articles is N
// over those (the rescoring job scores the baseline's days with the same
// method, so like is compared with like).

const BASELINE = ANALYTICS_RULES.tensionBaselineDays;

type Kind = Tension['kind'];

/** A day's articles, those without tone, and the negative mass of the others (null when none has a tone). */
interface DayValues {
  n: number;
  untoned: number;
  neg: number | null;
}

/** The mass of each day: 0 without articles, null when none of its articles has a tone. */
const massOf = (days: readonly DayRow[], values: Map<string, DayValues> | undefined) =>
  days.map((day) => {
    const value = values?.get(day.day);
    return value ? value.neg : 0;
  });

/** A day's z against the known masses of the days before it; none when its own mass is unknown. */
function scoreOf(mass: number | null, baseline: ReadonlyArray<number | null>) {
  const known = baseline.filter((value): value is number => value !== null);
  const score = zScore(mass ?? 0, known);
  return { mean: score.mean, sd: score.sd, z: mass === null ? null : score.z };
}

interface DayRow {
  day: string;
  start: Date;
  end: Date;
}

export class TensionReader {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async days(first: string, last: string, timeZone: string): Promise<DayRow[]> {
    const { rows } = await this.db.query<DayRow>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day, ${dayStart('d', '$3')} AS start, ${dayStart('(d + 1)', '$3')} AS end
       FROM generate_series($1::date, $2::date, interval '1 day') AS g(t), LATERAL (SELECT g.t::date AS d) x ORDER BY 1`,
      [first, last, timeZone],
    );
    return rows;
  }

  /**
   * Per entity and local day: articles and negative mass over the days given
   * (consecutive). Rows go to their day by a binary search over the days'
   * first instants (bucketOf), not by converting each row to the zone.
   */
  private async perDay(kind: Kind, ids: readonly string[], days: readonly DayRow[]) {
    const sql =
      kind === 'topic'
        ? `SELECT r.topic_id AS id, ${bucketOf('r.slot', '$4')} AS i, sum(r.n)::int AS n, sum(r.untoned)::int AS u, sum(r.neg_milli)::text AS neg
           FROM rollup_topic r WHERE r.topic_id = ANY($1::uuid[]) AND r.slot >= $2 AND r.slot < $3 GROUP BY 1, 2`
        : `SELECT m.group_id AS id, ${bucketOf('r.slot', '$4')} AS i, sum(r.n)::int AS n, sum(r.untoned)::int AS u, sum(r.neg_milli)::text AS neg
           FROM source_group_members m JOIN rollup_source r ON r.source_id = m.source_id
           WHERE m.group_id = ANY($1::uuid[]) AND r.slot >= $2 AND r.slot < $3 GROUP BY 1, 2`;
    const { rows } = await this.db.query<{ id: string; i: number; n: number; u: number; neg: string }>(sql, [
      ids,
      days[0]!.start,
      days[days.length - 1]!.end,
      days.map((day) => day.start),
    ]);
    const found = new Map<string, Map<string, DayValues>>();
    for (const row of rows) {
      const values = found.get(row.id) ?? new Map<string, DayValues>();
      const n = Number(row.n);
      const untoned = Number(row.u);
      values.set(days[Number(row.i) - 1]!.day, { n, untoned, neg: n > untoned ? Number(row.neg) / 1000 : null });
      found.set(row.id, values);
    }
    return found;
  }

  /** Null when the topic or group does not exist. */
  async index(query: { kind: Kind; id: string; to?: string; days: number; tz: string }): Promise<Tension | null> {
    const { rows: named } = await this.db.query<{ name: string }>(
      query.kind === 'topic' ? 'SELECT name FROM topics WHERE id = $1' : 'SELECT name FROM source_groups WHERE id = $1',
      [query.id],
    );
    if (named.length === 0) return null;
    const last = query.to ?? today(query.tz, this.now());
    const days = await this.days(addDays(last, -(query.days - 1 + BASELINE)), last, query.tz);
    const values = (await this.perDay(query.kind, [query.id], days)).get(query.id) ?? new Map<string, DayValues>();
    const mass = massOf(days, values);
    return {
      kind: query.kind,
      id: query.id,
      name: named[0]!.name,
      timeZone: query.tz,
      days: days.slice(BASELINE).map((day, index) => {
        const at = index + BASELINE;
        const score = scoreOf(mass[at]!, mass.slice(at - BASELINE, at));
        return {
          day: day.day,
          start: day.start.toISOString(),
          end: day.end.toISOString(),
          count: values.get(day.day)?.n ?? 0,
          untoned: values.get(day.day)?.untoned ?? 0,
          negativity: mass[at] === null ? null : round(mass[at]!),
          mean: score.mean,
          sd: score.sd,
          z: score.z,
          flagged: score.z !== null && score.z >= ANALYTICS_RULES.tensionSigma && flaggable(values.get(day.day)?.n ?? 0),
        };
      }),
    };
  }

  /** Every topic and group on one day (default today) against its 30 days before. */
  async overview(query: { to?: string; tz: string }): Promise<TensionOverview> {
    const last = query.to ?? today(query.tz, this.now());
    const days = await this.days(addDays(last, -BASELINE), last, query.tz);
    const [topics, groups] = await Promise.all([
      this.db.query<{ id: string; name: string }>('SELECT id, name FROM topics ORDER BY lower(name)'),
      this.db.query<{ id: string; name: string }>('SELECT id, name FROM source_groups ORDER BY lower(name)'),
    ]);
    const [topicDays, groupDays] = await Promise.all([
      this.perDay(
        'topic',
        topics.rows.map((row) => row.id),
        days,
      ),
      this.perDay(
        'group',
        groups.rows.map((row) => row.id),
        days,
      ),
    ]);
    const item = (kind: Kind, row: { id: string; name: string }, values: Map<string, DayValues> | undefined) => {
      const mass = massOf(days, values);
      const score = scoreOf(mass[BASELINE]!, mass.slice(0, BASELINE));
      return {
        kind,
        id: row.id,
        name: row.name,
        count: values?.get(last)?.n ?? 0,
        untoned: values?.get(last)?.untoned ?? 0,
        negativity: mass[BASELINE] === null ? null : round(mass[BASELINE]!),
        z: score.z,
        flagged: score.z !== null && score.z >= ANALYTICS_RULES.tensionSigma && flaggable(values?.get(last)?.n ?? 0),
      };
    };
    const items = [
      ...topics.rows.map((row) => item('topic', row, topicDays.get(row.id))),
      ...groups.rows.map((row) => item('group', row, groupDays.get(row.id))),
    ].sort((a, b) => (b.z ?? -Infinity) - (a.z ?? -Infinity) || a.name.localeCompare(b.name));
    return { day: last, items };
  }
}
