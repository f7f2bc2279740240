import type { Database, Queryable } from '../../../db/database';
import { parseTopicQuery, type CompiledQuery } from '../../../news/topic-query';
import { articleMatchSql } from '../search/article-search';

// ----------------------------------------------------------------------
// SQL pieces shared by the analytics readers.

/** How long one analytics statement may run on PostgreSQL (as the search). */
export const ANALYTICS_TIMEOUT_MS = 5000;

/** The first instant (timestamptz) of a calendar day (`$n::date`) in a time zone (`$m`). */
export const dayStart = (day: string, tz: string) => `((${day}::date)::timestamp AT TIME ZONE ${tz})`;

/**
 * The 1-based index of the bucket that holds `column` (a timestamptz), given
 * the buckets' first instants in ascending order (`bounds`, a timestamptz[]
 * parameter): a binary search per row, where converting every row to the
 * reader's zone (AT TIME ZONE, to_char) costs several times more
 * (docs/decisions/0015-analytics-query-plans.md). 0 before the first bucket.
 */
export const bucketOf = (column: string, bounds: string) => `width_bucket(${column}, ${bounds}::timestamptz[])`;

/** Today's date (YYYY-MM-DD) in a time zone. */
export function today(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The day `days` days after `day` (negative for before). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A topic query compiled to a condition on `articles a`, as the search compiles it; throws QuerySyntaxError. */
export function compileQuery(db: Queryable, q: string, paramOffset: number): Promise<CompiledQuery> {
  return articleMatchSql(db, parseTopicQuery(q), paramOffset);
}

/** Runs `fn` with a statement timeout on PostgreSQL (PGlite has none; the query limits bound it there). */
export function withTimeout<T>(db: Queryable, fn: (db: Queryable) => Promise<T>): Promise<T> {
  const database = db as Partial<Database>;
  if (database.kind === 'postgres' && database.transaction) {
    return database.transaction(async (tx) => {
      await tx.query(`SET LOCAL statement_timeout = ${ANALYTICS_TIMEOUT_MS}`);
      // A free query's estimate often passes jit_above_cost; compiling then costs more than the
      // statement saves (docs/decisions/0015-analytics-query-plans.md).
      await tx.query('SET LOCAL jit = off');
      return fn(tx);
    });
  }
  return fn(db);
}

/**
 * The sources a filter keeps (the sources given, and of those the ones in the
 * groups given, as the warehouse filters); null when neither filters.
 */
export async function sourceScope(db: Queryable, sourceIds?: readonly string[], groupIds?: readonly string[]): Promise<string[] | null> {
  if (!sourceIds?.length && !groupIds?.length) return null;
  const { rows } = await db.query<{ id: string }>(
    `SELECT s.id FROM sources s
     WHERE (cardinality($1::uuid[]) = 0 OR s.id = ANY($1::uuid[]))
       AND (cardinality($2::uuid[]) = 0 OR s.id IN (SELECT m.source_id FROM source_group_members m WHERE m.group_id = ANY($2::uuid[])))`,
    [sourceIds ?? [], groupIds ?? []],
  );
  return rows.map((row) => row.id);
}
