// ----------------------------------------------------------------------
// Labels of a chart's axes. A chart's drawing is laid out left to right in
// every language (ChartPanel's drawing theme), so its SVG texts are read left
// to right: they carry no bidi marks, which would reorder "24/11/2026" into
// "242026/11/" in Arabic.

const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

/** A short label for a chart's tick: without the bidi marks a locale may add. */
export function tickLabel(locale: string, value: Date | string | number, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, options).format(date).replace(BIDI_MARKS, '');
}

/**
 * The value formatter of a time axis whose values are days ('2026-11-24'),
 * each standing for a day, a week or a month: a tick is short (day and month;
 * month and year for months), the tooltip says the whole date.
 */
export function dayAxisFormatter(
  locale: string,
  fullDate: (iso: string) => string,
  unit: 'day' | 'week' | 'month' = 'day',
): (value: string, location: 'tick' | 'tooltip') => string {
  const short: Intl.DateTimeFormatOptions = unit === 'month' ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' };
  return (value, location) => (location === 'tick' ? tickLabel(locale, `${value}T12:00:00`, short) : fullDate(`${value}T12:00:00`));
}

/** Which ticks of an axis of `count` values get a label: `max` at most, evenly spaced, so they fit side by side down to a phone's width. */
export function sparseTicks(count: number, max = 6): (index: number) => boolean {
  const every = Math.max(1, Math.ceil(count / max));
  return (index) => index % every === 0;
}
