// ----------------------------------------------------------------------
// Durations in env vars: plain seconds ("28800") or a number with a unit
// ("8h", "30m", "90s", "1d").

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** Parses "3600", "90s", "30m", "8h" or "1d" into whole seconds; undefined when unreadable. */
export function parseDurationSeconds(value: string): number | undefined {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/i.exec(value);
  if (!match) return undefined;
  const amount = Number(match[1]);
  const unit = (match[2] || 's').toLowerCase() as keyof typeof UNIT_SECONDS;
  const seconds = amount * UNIT_SECONDS[unit];
  return seconds > 0 && Number.isSafeInteger(seconds) ? seconds : undefined;
}
