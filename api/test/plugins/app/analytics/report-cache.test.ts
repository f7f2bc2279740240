import type { Database, Queryable } from '../../../../src/db/database';
import { migrate, readMigrations } from '../../../../src/db/migrate';
import { MIGRATIONS_DIR } from '../../../../src/migrations-dir';
import { DailyReportReader, PAST_DAY_CACHE_FACTOR, reportCaches } from '../../../../src/plugins/app/analytics/daily-report';
import { createTestDatabase } from '../../../helpers/test-database';

// The Daily Report's cache (docs/decisions/0011-hardening.md, "Load"): one
// answer per day and time zone for a while, today's per quarter hour, and
// nothing shared once its time is over.

let db: Database;
let statements = 0;
const counting: Queryable = {
  query: (sql, params) => {
    statements += 1;
    return db.query(sql, params);
  },
} as Queryable;

beforeAll(async () => {
  db = await createTestDatabase();
  await migrate(db, readMigrations(MIGRATIONS_DIR));
}, 60_000);

afterAll(async () => {
  await db.close();
});

/** A reader at a settable clock, with caches of `ttlMs`; answers it and a function that moves the clock. */
function readerAt(start: string, ttlMs: number) {
  let now = new Date(start);
  const reader = new DailyReportReader(
    counting,
    () => now,
    reportCaches(ttlMs, () => now.getTime()),
  );
  return { reader, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

async function statementsFor(work: () => Promise<unknown>): Promise<number> {
  const before = statements;
  await work();
  return statements - before;
}

describe('the Daily Report cache', () => {
  it('answers a past day once per day and time zone until its time is over', async () => {
    const { reader, advance } = readerAt('2026-03-10T12:00:00Z', 30_000);
    expect(await statementsFor(() => reader.report({ day: '2026-03-01', tz: 'Europe/Paris' }))).toBeGreaterThan(0);
    expect(await statementsFor(() => reader.report({ day: '2026-03-01', tz: 'Europe/Paris' }))).toBe(0);
    // Another time zone is another report.
    expect(await statementsFor(() => reader.report({ day: '2026-03-01', tz: 'Asia/Dubai' }))).toBeGreaterThan(0);
    // Still shared after today's time, until ten times as long.
    advance(30_000 * (PAST_DAY_CACHE_FACTOR - 1));
    expect(await statementsFor(() => reader.report({ day: '2026-03-01', tz: 'Europe/Paris' }))).toBe(0);
    advance(30_000 * PAST_DAY_CACHE_FACTOR);
    expect(await statementsFor(() => reader.report({ day: '2026-03-01', tz: 'Europe/Paris' }))).toBeGreaterThan(0);
  });

  it("answers today once per quarter hour and cache time, with today's cutoff", async () => {
    const { reader, advance } = readerAt('2026-03-10T12:01:00Z', 30_000);
    const first = await reader.report({ tz: 'UTC' });
    expect(first.cutoff).toBe('2026-03-10T12:15:00.000Z');
    expect(await statementsFor(() => reader.report({ tz: 'UTC' }))).toBe(0);
    expect(await statementsFor(() => reader.report({ day: '2026-03-10', tz: 'UTC' }))).toBe(0);
    // 30 s later the answer is read again.
    advance(31_000);
    expect(await statementsFor(() => reader.report({ tz: 'UTC' }))).toBeGreaterThan(0);
    // The next quarter hour is a new report with its own cutoff, within the cache time.
    advance(14 * 60_000);
    const next = await reader.report({ tz: 'UTC' });
    expect(next.cutoff).toBe('2026-03-10T12:30:00.000Z');
  });

  it('shares nothing when turned off (MEDIAWATCH_REPORT_CACHE_MS=0)', async () => {
    const { reader } = readerAt('2026-03-10T12:00:00Z', 0);
    await reader.report({ day: '2026-03-01', tz: 'UTC' });
    expect(await statementsFor(() => reader.report({ day: '2026-03-01', tz: 'UTC' }))).toBeGreaterThan(0);
  });
});
