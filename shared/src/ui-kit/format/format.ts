// ----------------------------------------------------------------------
// Formatters for dates, numbers and durations in a locale (the current
// language's, through `useFormat()`). One Intl formatter per locale and
// style is made once and kept.

import { LANGUAGES } from '@mediawatch/shared';

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.DisplayNames>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.DisplayNames>(
  key: string,
  make: () => T,
): T {
  let value = cache.get(key) as T | undefined;
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`dt|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

function timeOf(iso: string | number | Date | null | undefined): number | undefined {
  if (iso === null || iso === undefined || iso === '') return undefined;
  const value = iso instanceof Date ? iso.getTime() : typeof iso === 'number' ? iso : Date.parse(iso);
  return Number.isNaN(value) ? undefined : value;
}

export type DateInput = string | number | Date | null | undefined;

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 minutes ago", "in 2 hours", "now"; `fallback` when there is no date. */
export function fromNow(locale: string, iso: DateInput, fallback = '—', now = Date.now()): string {
  const time = timeOf(iso);
  if (time === undefined) return fallback;
  const relative = cached(`rt|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const diff = time - now;
  for (const [unit, ms] of RELATIVE_UNITS) {
    if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  }
  return relative.format(0, 'second');
}

/** "22 Nov 2026, 04:05" in the viewer's time zone; `fallback` when there is no date. */
export function formatDateTime(locale: string, iso: DateInput, fallback = '—'): string {
  const time = timeOf(iso);
  return time === undefined ? fallback : dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

/** "22/11/2026, 04:05:12": a log wants the seconds. */
export function formatTime(locale: string, iso: DateInput, fallback = '—'): string {
  const time = timeOf(iso);
  return time === undefined ? fallback : dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(time);
}

/** "22 Nov 2026". */
export function formatDate(locale: string, iso: DateInput, fallback = '—'): string {
  const time = timeOf(iso);
  return time === undefined ? fallback : dateTimeFormat(locale, { dateStyle: 'medium' }).format(time);
}

const RTL_LOCALES = new Set<string>(LANGUAGES.filter((language) => language.dir === 'rtl').map((language) => language.locale));
const SIGNED = /^[\u200e\u061c]?[-+\u2212]/;

/**
 * A signed figure in a right-to-left language, isolated left to right
 * (LRI … PDI, as `<bdi dir="ltr">` does): otherwise the bidi algorithm puts
 * its sign on the far side of the digits ("النبرة 3.55-"), even behind the
 * left-to-right mark ICU adds. Invisible wherever the text is drawn.
 */
function isolateSigned(locale: string, text: string): string {
  return SIGNED.test(text) ? isolateLtr(locale, text) : text;
}

/** A figure with a Latin unit ("112 ms", "12.3 KiB"), read as one left-to-right unit in a right-to-left language. */
function isolateLtr(locale: string, text: string): string {
  return RTL_LOCALES.has(locale) ? `\u2066${text}\u2069` : text;
}

/** "12,345" / "12 345"; "-3.5" read as such right to left too; never "-0" (Math.ceil(-0.4), a tiny negative rounded away). */
export function formatNumber(locale: string, value: number, options?: Intl.NumberFormatOptions): string {
  return isolateSigned(locale, numberFormat(locale, { signDisplay: 'negative', ...options }).format(value));
}

/** "42 %" from 0.42; never "-0 %". */
export function formatPercent(locale: string, fraction: number, digits = 0): string {
  return isolateSigned(
    locale,
    numberFormat(locale, { style: 'percent', maximumFractionDigits: digits, signDisplay: 'negative' }).format(fraction),
  );
}

/** "12.3 KiB", "1.2 MiB", "512 B". */
export function formatBytes(locale: string, bytes: number): string {
  const [value, unit] = bytes < 1024 ? [bytes, 'B'] : bytes < 1024 * 1024 ? [bytes / 1024, 'KiB'] : [bytes / 1024 / 1024, 'MiB'];
  const digits = unit === 'B' ? 0 : 1;
  return isolateLtr(
    locale,
    `${numberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value)} ${unit}`,
  );
}

/** A duration in milliseconds, in the largest units that say it: "850 ms", "3.2 s", "4 min 05 s", "2 h 10 min". */
export function formatDuration(locale: string, ms: number): string {
  return isolateLtr(locale, durationText(locale, ms));
}

function durationText(locale: string, ms: number): string {
  const number = (value: number, digits = 0) => numberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (ms < 1000) return `${number(ms)} ms`;
  if (ms < 60_000) return `${number(ms / 1000, 1)} s`;
  const totalSeconds = Math.round(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${number(hours)} h ${number(minutes)} min`;
  return `${number(minutes)} min ${String(seconds).padStart(2, '0')} s`;
}

/** "French (fr)" in the locale's words; the code alone when the browser does not know it. */
export function languageName(locale: string, code: string): string {
  try {
    const names = cached(`ln|${locale}`, () => new Intl.DisplayNames([locale], { type: 'language' }));
    const name = names.of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** "France" for `FR` in the locale's words (Intl.DisplayNames); the code alone when the browser does not know it. */
export function countryName(locale: string, code: string): string {
  try {
    const names = cached(`cn|${locale}`, () => new Intl.DisplayNames([locale], { type: 'region' }));
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
