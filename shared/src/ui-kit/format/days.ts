// ----------------------------------------------------------------------
// The reader's own days: every analyst page asks the API for days of the
// browser's time zone, and links to the warehouse with the same days.

/** The browser's IANA time zone (`Europe/Paris`). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Today (YYYY-MM-DD) in the browser's zone. */
export function localToday(now = new Date()): string {
  return dayOf(now);
}

/** The browser-zone day (YYYY-MM-DD) of a time. */
export function dayOf(time: Date | string | number): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return dayOf(new Date(year!, month! - 1, date! + days));
}

/** True for a real day written YYYY-MM-DD. */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return addDays(value, 0) === value;
}
