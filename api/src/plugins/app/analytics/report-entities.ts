import { ANALYTICS_RULES, type DailyReportEntities } from '@mediawatch/shared/schemas';

import type { Queryable } from '../../../db/database';
import { ENTITIES_METHOD_VERSION } from '../../../news/entities/method';
import { bucketOf } from './sql';
import { against, series } from './stats';

// ----------------------------------------------------------------------
// The Daily Report's people, organizations and places
// (docs/decisions/0047-entities-method.md): the day's most mentioned of
// each kind, then the days before for those only. The day's mentions are
// one range scan of article_entities by date (its index holds the entity);
// the 28 days before are read per chosen entity on (entity, date), so the
// cost follows the day and the few entities shown, not the archive.

const BASELINE = ANALYTICS_RULES.baselineDays;
/** Entities of each kind shown. */
const TOP = 10;
/** Countries listed (every country the day's articles are about, in practice). */
const COUNTRIES = 250;

const KINDS = { person: 'people', org: 'organizations', place: 'places' } as const;

/** The day's window (k = 0) and the 28 before (k = 1..28), each cut like the day when today is not over. */
export interface ReportWindows {
  windows: ReadonlyArray<{ k: number; start: Date; end: Date }>;
  partial: boolean;
}

export async function readReportEntities(
  db: Queryable,
  day: string,
  timeZone: string,
  { windows, partial }: ReportWindows,
): Promise<DailyReportEntities> {
  const { start: from, end: until } = windows[0]!;
  const [top, totals, countries] = await Promise.all([
    db.query<{ id: number; key: string; kind: keyof typeof KINDS; name: string; country: string | null }>(
      `WITH d AS (
         SELECT entity_id, count(*) AS n FROM article_entities WHERE published_at >= $1 AND published_at < $2 GROUP BY entity_id
       )
       SELECT id, key, kind, name, country FROM (
         SELECT e.id, e.key, e.kind, e.name, e.country, row_number() OVER (PARTITION BY e.kind ORDER BY d.n DESC, e.name, e.id) AS rank
         FROM d JOIN entities e ON e.id = d.entity_id
       ) ranked WHERE rank <= ${TOP}`,
      [from, until],
    ),
    db.query<{ total: number; unread: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE entities_method <> $3)::int AS unread
       FROM articles WHERE published_at >= $1 AND published_at < $2`,
      [from, until, ENTITIES_METHOD_VERSION],
    ),
    db.query<{ country: string; n: number }>(
      `SELECT e.country, count(DISTINCT m.article_id)::int AS n
       FROM article_entities m JOIN entities e ON e.id = m.entity_id
       WHERE m.published_at >= $1 AND m.published_at < $2 AND e.kind = 'place' AND e.country IS NOT NULL
       GROUP BY e.country ORDER BY n DESC, e.country LIMIT ${COUNTRIES}`,
      [from, until],
    ),
  ]);

  // The chosen entities' mentions in each window, k = 0..28: one range of (entity, date) each.
  const ascending = [...windows].reverse();
  const { rows: counts } = await db.query<{ id: number; k: number; n: number }>(
    `SELECT entity_id AS id, ${BASELINE + 1} - i AS k, count(*)::int AS n FROM (
       SELECT m.entity_id, m.published_at, ${bucketOf('m.published_at', '$1')} AS i
       FROM article_entities m WHERE m.entity_id = ANY($3::int[]) AND m.published_at >= $4 AND m.published_at < $5) x
     WHERE i > 0 AND published_at < ($2::timestamptz[])[i]
     GROUP BY entity_id, i`,
    [
      ascending.map((window) => window.start),
      ascending.map((window) => window.end),
      top.rows.map((row) => row.id),
      ascending[0]!.start,
      ascending[ascending.length - 1]!.end,
    ],
  );
  const byEntity = new Map<number, Array<{ k: number; n: number }>>();
  for (const row of counts) byEntity.set(Number(row.id), [...(byEntity.get(Number(row.id)) ?? []), row]);

  const { total, unread } = totals.rows[0] ?? { total: 0, unread: 0 };
  const answer: DailyReportEntities = {
    day,
    timeZone,
    partial,
    total: Number(total),
    unread: Number(unread),
    people: [],
    organizations: [],
    places: [],
    countries: countries.rows.map((row) => ({
      country: row.country,
      count: Number(row.n),
      share: Number(total) > 0 ? Math.round((Number(row.n) / Number(total)) * 10_000) / 10_000 : 0,
    })),
  };
  for (const row of top.rows) {
    answer[KINDS[row.kind]].push({
      id: Number(row.id),
      name: row.name,
      country: row.country,
      isCountry: row.key.startsWith('country:'),
      ...against(series(byEntity.get(Number(row.id)) ?? [])),
    });
  }
  for (const kind of Object.values(KINDS)) {
    answer[kind].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  }
  return answer;
}
