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

const time = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'medium' });

/** "22/11/2026, 04:05:12": a fetch log wants the seconds. */
export function formatTime(iso: string): string {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? iso : time.format(value);
}

/** "12.3 KiB", "1.2 MiB", "512 B". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
