import { Cron } from 'croner';

// ----------------------------------------------------------------------
// Cron expressions and time zones, read by croner: 5 fields (minute hour
// day-of-month month day-of-week) or 6 with seconds first, in an IANA zone.

/** An expression or a zone that cannot be used; the message says why (shown to the admin). */
export class CronError extends Error {
  override readonly name = 'CronError';
}

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function cronOf(expression: string, timeZone: string): Cron {
  if (!isTimeZone(timeZone)) throw new CronError(`Unknown time zone "${timeZone}"`);
  const fields = expression.trim().split(/\s+/).length;
  if (fields < 5 || fields > 6) throw new CronError(`A cron expression has 5 fields (or 6 with seconds first); got ${fields}`);
  try {
    return new Cron(expression.trim(), { timezone: timeZone, paused: true });
  } catch (error) {
    throw new CronError(error instanceof Error ? error.message.replace(/^CronPattern: /, '') : String(error));
  }
}

/** Throws a CronError when the expression or the zone cannot be used. */
export function checkCron(expression: string, timeZone: string): void {
  const runs = nextRuns(expression, timeZone, 1, new Date());
  if (runs.length === 0) throw new CronError('This expression never runs');
}

/** The next `count` runs strictly after `after`. */
export function nextRuns(expression: string, timeZone: string, count: number, after: Date): Date[] {
  return cronOf(expression, timeZone).nextRuns(count, after);
}

/** The next run strictly after `after` (null: never again). */
export function nextRun(expression: string, timeZone: string, after: Date): Date | null {
  return cronOf(expression, timeZone).nextRun(after);
}
