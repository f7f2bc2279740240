const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 minutes ago", "in 2 hours", "now"; `fallback` when there is no date. */
export function fromNow(iso: string | null | undefined, fallback = '—', now = Date.now()): string {
  if (!iso) return fallback;
  const diff = Date.parse(iso) - now;
  if (Number.isNaN(diff)) return fallback;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  }
  return 'now';
}

const absolute = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "22 Nov 2026, 04:05" in the viewer's time zone; `fallback` when there is no date. */
export function formatDateTime(iso: string | null | undefined, fallback = '—'): string {
  if (!iso) return fallback;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? fallback : absolute.format(time);
}
