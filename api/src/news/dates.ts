// ----------------------------------------------------------------------
// The one date parser for every feed format. Reads:
//   RFC 822 / 1123 / 2822 (day name optional and not checked, two-digit
//     years per RFC 2822: 00-49 are 20xx, 50-99 and three digits are 19xx),
//     with numeric offsets (+0200, +02:00, +02, GMT-01:01, UTC+5), the zones
//     of RFC 822 and the named zones in common use (CEST, MET, MEST, BST,
//     IST, JST, AEST, AT...), ET/CT/MT/PT and any IANA name (Europe/Paris,
//     Etc/GMT+5) at the offset in force on that day; asctime (Sun Jan  4
//     16:29:06 2004) and Twitter's order (Sun Jul 15 01:16:00 +0000 2012);
//     a slashed date (Fri, 2006/09/15 08:19:53 EDT);
//   ISO 8601 and W3C-DTF: calendar (2026-11-20, 20261120), ordinal
//     (2026-324) and week (2026-W47-5) dates, times with fractions of the
//     last unit (10:30:15.250, 10.5), zones Z/+hh/+hhmm/+hh:mm, a space
//     for the T, the reduced forms 2026 and 2026-11, the truncated and
//     two-digit-year forms (031231, 03-12-31, -0312, -03-12, 03335), a
//     three-digit month (2003-012-31) and a month name (2004-július-13);
//   day and month names, full or abbreviated, with or without accents and
//     dots, in the languages of DATE_NAME_LOCALES (from CLDR through Intl),
//     in day-month-year, month-day-year or year-month-day order, with
//     filler words ("de", "le", "à", "г."), a 12-hour clock and its markers
//     (PM, 오후, 午後, 下午, μ.μ.), and the year, month and day markers of
//     Korean, Japanese and Chinese (Korean dates without a zone are KST);
//   Unix timestamps in seconds or milliseconds.
// Any year from 1 to 9999 is read (the ingestion judges dates before 1990
// implausible); anything else, and impossible dates (31 April, 25:00), is
// null: the caller marks the date missing rather than guessing.

/**
 * The languages whose month and day names, full and abbreviated, and 12-hour
 * markers are read, from the CLDR tables that Intl ships with Node (ICU),
 * not from hand-typed lists; regional Arabic locales bring the Maghreb and
 * Levant month names (جانفي, غشت, كانون الثاني).
 */
export const DATE_NAME_LOCALES = [
  'en',
  'fr',
  'es',
  'pt',
  'de',
  'it',
  'nl',
  'ar',
  'ar-DZ',
  'ar-MA',
  'ar-TN',
  'ar-SY',
  'ar-IQ',
  'ar-LB',
  'el',
  'hu',
  'ko',
  'ja',
  'zh',
  'ru',
  'tr',
  'pl',
] as const;

/** Spellings seen in feeds that CLDR does not list (older or regional forms). */
const EXTRA_MONTHS: Array<[number, string[]]> = [
  [0, ['jänner', 'كانون ثاني']],
  [2, ['maerz', 'mrz']],
  [5, ['يونيه']],
  [6, ['يوليه', 'جويلة']],
  [8, ['setiembre', 'sept', 'sett']],
  [9, ['تشرين أول']],
  [10, ['تشرين ثاني']],
  [11, ['كانون أول']],
];
const EXTRA_DAYS = ['tues', 'thur', 'thurs', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sonnabend'];

/** Lower case, no accents or diacritics (Greek tonos, Arabic hamza and harakat too), no final dot. */
const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\.$/, '');

/** The value of one part of a date formatted in `locale`. */
function partOf(locale: string, options: Intl.DateTimeFormatOptions, date: Date, type: Intl.DateTimeFormatPartTypes): string {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  return format.formatToParts(date).find((part) => part.type === type)?.value ?? '';
}

function nameTables() {
  const months = new Map<string, number>();
  const days = new Set<string>();
  const meridiems = new Map<string, 'am' | 'pm'>([
    ['am', 'am'],
    ['a.m', 'am'],
    ['pm', 'pm'],
    ['p.m', 'pm'],
  ]);
  const addMonth = (name: string, month: number) => {
    const key = fold(name);
    // "1월", "7月": numbered months are read as numbers with their markers.
    if (key && !/\d/.test(key) && !months.has(key)) months.set(key, month);
  };
  for (const locale of DATE_NAME_LOCALES) {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2004, month, 13, 12));
      for (const width of ['long', 'short'] as const) {
        // Stand-alone (январь) and in a date (января: the genitive of Greek, Polish, Russian...).
        addMonth(partOf(locale, { month: width }, date, 'month'), month);
        addMonth(partOf(locale, { day: 'numeric', month: width }, date, 'month'), month);
      }
    }
    for (let day = 0; day < 7; day += 1) {
      const date = new Date(Date.UTC(2004, 0, 5 + day, 12));
      for (const width of ['long', 'short'] as const) {
        const key = fold(partOf(locale, { weekday: width }, date, 'weekday'));
        // Hungarian's one-letter days (H, K, P, V) would be read as zones.
        if (key.length > 1 || !/[a-z]/.test(key)) days.add(key);
      }
    }
    // 12-hour markers: the abbreviated ones (PM, 午後, 下午, μ.μ., du., ÖS, م), and the day's
    // periods that fall wholly in the morning or the afternoon (오전, 오후).
    const hours = new Map<string, Set<number>>();
    for (let hour = 0; hour < 24; hour += 1) {
      const date = new Date(Date.UTC(2004, 0, 1, hour));
      const words = [
        partOf(locale, { hour: 'numeric', hourCycle: 'h12' }, date, 'dayPeriod'),
        ...(['narrow', 'short', 'long'] as const).map((width) => partOf(locale, { hour: 'numeric', dayPeriod: width }, date, 'dayPeriod')),
      ];
      for (const word of words.map(fold).filter(Boolean)) hours.set(word, (hours.get(word) ?? new Set()).add(hour));
    }
    for (const [word, at] of hours) {
      // One Latin letter ("n", noon) would be read in too many places; Arabic's ص and م are the markers themselves.
      if (word.includes(' ') || meridiems.has(word) || /^[a-z]$/.test(word)) continue;
      if ([...at].every((hour) => hour < 12)) meridiems.set(word, 'am');
      else if ([...at].every((hour) => hour >= 12)) meridiems.set(word, 'pm');
    }
  }
  for (const [month, names] of EXTRA_MONTHS) for (const name of names) addMonth(name, month);
  for (const name of EXTRA_DAYS) days.add(fold(name));
  return { months, days, meridiems };
}

const { months: MONTHS, days: DAYS, meridiems: MERIDIEMS } = nameTables();

/** Fixed offsets of named zones, in minutes east of UTC. */
const FIXED_ZONES: Record<string, number> = {
  UT: 0,
  UTC: 0,
  GMT: 0,
  Z: 0,
  WET: 0,
  WEZ: 0,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
  AKST: -540,
  AKDT: -480,
  HST: -600,
  HDT: -540,
  AST: -240,
  AT: -240,
  ADT: -180,
  NST: -210,
  NDT: -150,
  BST: 60,
  IST: 330,
  WEST: 60,
  WESZ: 60,
  CET: 60,
  MET: 60,
  MEZ: 60,
  CEST: 120,
  MEST: 120,
  MESZ: 120,
  CETDST: 120,
  EET: 120,
  OEZ: 120,
  EEST: 180,
  OESZ: 180,
  MSK: 180,
  TRT: 180,
  GST: 240,
  PKT: 300,
  ICT: 420,
  WIB: 420,
  HKT: 480,
  SGT: 480,
  AWST: 480,
  CCT: 480,
  PHT: 480,
  JST: 540,
  KST: 540,
  ACST: 570,
  ACDT: 630,
  AEST: 600,
  AEDT: 660,
  NZST: 720,
  NZDT: 780,
  BRT: -180,
  ART: -180,
  CLT: -240,
  WAT: 60,
  CAT: 120,
  EAT: 180,
  SAST: 120,
};

/** Zones whose offset depends on the day: the IANA zone whose rules apply. */
const ZONE_ALIASES: Record<string, string> = {
  ET: 'America/New_York',
  CT: 'America/Chicago',
  MT: 'America/Denver',
  PT: 'America/Los_Angeles',
  AKT: 'America/Anchorage',
  HT: 'Pacific/Honolulu',
  CEMT: 'Europe/Berlin',
};

const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

// ----------------------------------------------------------------------

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

function daysInMonth(year: number, month: number): number {
  // Leap years by the Gregorian rule, for any year (Date.UTC would read 0-99 as 1900-1999).
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month] ?? 0;
}

/** Midnight UTC of a calendar day (days past the month's end roll over), for any year. */
function utcDay(year: number, month: number, day: number): number {
  const date = new Date(Date.UTC(2000, 0, 1));
  date.setUTCFullYear(year, month, day);
  return date.getTime();
}

/** The UTC instant of local `parts` at `offsetMinutes` east of UTC; null when the parts are impossible. */
function instant(parts: Parts, offsetMinutes: number): Date | null {
  const { year, month, day, hour, minute, second, ms } = parts;
  // Any year is read (the caller judges a date before 1990 implausible); 10000 and above is no date.
  if (year < 1 || year > 9999 || month < 0 || month > 11 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 24 || minute > 59 || second > 60 || (hour === 24 && (minute > 0 || second > 0 || ms > 0))) return null;
  // A leap second is read as the last second of its minute; setUTCFullYear, since Date.UTC reads 0-99 as 1900-1999.
  const date = new Date(Date.UTC(2000, month, day, hour, minute, Math.min(second, 59), ms));
  date.setUTCFullYear(year, month, day);
  const time = date.getTime() - offsetMinutes * 60_000;
  return Number.isFinite(time) ? new Date(time) : null;
}

/** Offset (minutes east of UTC) of an IANA zone at a local wall-clock time; null for an unknown zone. */
function ianaOffset(zone: string, parts: Parts): number | null {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return null;
  }
  const wall = Date.UTC(parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second);
  const offsetAt = (utc: number) => {
    const fields = Object.fromEntries(format.formatToParts(new Date(utc)).map((part) => [part.type, part.value]));
    const local = Date.UTC(
      Number(fields.year),
      Number(fields.month) - 1,
      Number(fields.day),
      Number(fields.hour),
      Number(fields.minute),
      Number(fields.second),
    );
    return Math.round((local - utc) / 60_000);
  };
  // Two passes settle the offset around a change of summer time.
  const first = offsetAt(wall);
  return offsetAt(wall - first * 60_000);
}

/** Minutes east of UTC for a zone written after a time, or null when it is not a zone. */
function zoneOffset(raw: string, parts: Parts): number | null {
  const zone = raw.trim();
  if (!zone) return 0;
  const numeric = /^(?:(?:GMT|UTC|UT)\s*)?([+-])(\d{1,2})(?::?(\d{2}))?$/i.exec(zone);
  if (numeric) {
    const hours = Number(numeric[2]);
    const minutes = Number(numeric[3] ?? 0);
    if (hours > 14 || minutes > 59) return null;
    return (numeric[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  const upper = zone.toUpperCase().replace(/^\((.*)\)$/, '$1');
  if (upper in FIXED_ZONES) return FIXED_ZONES[upper]!;
  // RFC 2822 4.3: military zones other than Z are unreliable; read as UTC.
  if (/^[A-IK-Y]$/.test(upper)) return 0;
  if (upper in ZONE_ALIASES) return ianaOffset(ZONE_ALIASES[upper]!, parts);
  // Etc/GMT+5 is five hours *behind* UTC (POSIX signs).
  const etc = /^ETC\/(?:GMT|UTC)([+-]\d{1,2})?$/.exec(upper);
  if (etc) return etc[1] ? -Number(etc[1]) * 60 : 0;
  if (/^[A-Za-z_]+(?:\/[A-Za-z_+-]+)+$/.test(zone)) return ianaOffset(zone, parts);
  return null;
}

// ----------------------------------------------------------------------
// ISO 8601 / W3C-DTF

const ISO = new RegExp(
  '^([+-]?\\d{4})' +
    '(?:-?W(\\d{2})(?:-?([1-7]))?' + // week date
    '|-?(\\d{3})(?!\\d)' + // ordinal date
    '|-(\\d{2})(?:-(\\d{2}))?' + // calendar, extended (or reduced)
    '|(\\d{2})(\\d{2}))?' + // calendar, basic
    '(?:[T ]\\s*(\\d{2})(?:[.,](\\d+))?' + // hour[.fraction]
    '(?::?(\\d{2})(?:[.,](\\d+))?' + // minute[.fraction]
    '(?::?(\\d{2})(?:[.,](\\d+))?)?)?)?' + // second[.fraction]
    '\\s*(Z|[+-]\\d{2}(?::?\\d{2})?|[A-Za-z]{1,5})?$',
  'i',
);

function parseIso(text: string): Date | null {
  const m = ISO.exec(text);
  if (!m) return null;
  const [
    ,
    y,
    week,
    weekday,
    ordinal,
    month,
    day,
    basicMonth,
    basicDay,
    hour,
    hourFraction,
    minute,
    minuteFraction,
    second,
    secondFraction,
    zone,
  ] = m;
  const year = Number(y);
  let date = utcDay(year, 0, 1);
  if (week) {
    // Week 1 holds the year's first Thursday; day 1 is its Monday.
    const jan4 = new Date(utcDay(year, 0, 4));
    if (Number(week) < 1 || Number(week) > 53) return null;
    date = utcDay(year, 0, 4 - ((jan4.getUTCDay() + 6) % 7) + (Number(week) - 1) * 7 + (Number(weekday ?? 1) - 1));
  } else if (ordinal) {
    const dayOfYear = Number(ordinal);
    if (dayOfYear < 1 || dayOfYear > (daysInMonth(year, 1) === 29 ? 366 : 365)) return null;
    date = utcDay(year, 0, dayOfYear);
  } else if (month ?? basicMonth) {
    const monthIndex = Number(month ?? basicMonth) - 1;
    const dayOfMonth = Number(day ?? basicDay ?? 1);
    if (monthIndex < 0 || monthIndex > 11 || dayOfMonth < 1 || dayOfMonth > daysInMonth(year, monthIndex)) return null;
    date = utcDay(year, monthIndex, dayOfMonth);
  }
  const calendar = new Date(date);
  // A fraction belongs to the last unit written.
  let ms = 0;
  const fraction = (digits: string | undefined, unitMs: number) => (digits ? Math.round(Number(`0.${digits}`) * unitMs) : 0);
  if (hourFraction) ms = fraction(hourFraction, 3_600_000);
  else if (minuteFraction) ms = fraction(minuteFraction, 60_000);
  else ms = fraction(secondFraction, 1000);
  const parts: Parts = {
    year: calendar.getUTCFullYear(),
    month: calendar.getUTCMonth(),
    day: calendar.getUTCDate(),
    hour: Number(hour ?? 0),
    minute: Number(minute ?? 0),
    second: Number(second ?? 0),
    ms: 0,
  };
  // An offset needs a time: 2013-01-27-01 is a date with a fourth part, not a day at -01:00.
  if (!hour && zone && /^[+-]/.test(zone)) return null;
  const offset = zoneOffset(zone ?? '', parts);
  if (offset === null) return null;
  const base = instant(parts, offset);
  return base ? new Date(base.getTime() + ms) : null;
}

// ----------------------------------------------------------------------
// Dates with names: RFC 822 and friends, in the eight languages

function yearOf(text: string): number {
  const year = Number(text);
  // RFC 2822 4.3
  if (text.length === 2) return year < 50 ? 2000 + year : 1900 + year;
  if (text.length === 3) return 1900 + year;
  return year;
}

/** Splits the text into words, numbers and times, dropping day names and filler words. */
function tokens(text: string): string[] {
  const words = ` ${text} `
    .replace(/,|،/g, ' ')
    // Filler words, lower case only ("at 10:00"; AT is Atlantic time), and the year words of Russian and Polish.
    .replace(/\s(?:de|del|le|à|a las|às|as|um|om|alle|at|uhr|Uhr|г\.?|года|r\.|roku)(?=\s)/g, ' ')
    .replace(/(\d)(?:st|nd|rd|th|er|º|ª|\.)(?=\s)/gi, '$1')
    .split(/\s+/)
    .filter(Boolean);
  // "mar" is Tuesday in French and March in English: a name that can be a
  // day is a day when another word names the month.
  const monthWords = words.filter((word) => MONTHS.has(fold(word)));
  // A zone written in capitals (PT, Pacific time) is a zone, not a day ("pt." is Polish Friday).
  const zone = (word: string) => /^[A-Z]{2,5}$/.test(word) && (word in FIXED_ZONES || word in ZONE_ALIASES);
  return words.filter((word) => !DAYS.has(fold(word)) || zone(word) || (MONTHS.has(fold(word)) && monthWords.length === 1));
}

const TIME = /^(\d{1,2})[:h.](\d{2})(?:[:.](\d{2})(?:[.,](\d{1,9}))?)?$/i;

/** A year, month and day written as numbers, year first: 2006/09/15, 2004-05-25. */
const YMD = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/;

/** Hangul in a date: Korean feeds (nate, onblog...) write local time, which is KST when no zone is given. */
const HANGUL = /[\uac00-\ud7af]/;
const KST_MINUTES = 540;

function parseNamed(text: string): Date | null {
  // Arabic month names of two words are joined first.
  const words = tokens(text.replace(/(كانون|تشرين) /g, '$1_'));
  let day: number | null = null;
  let month: number | null = null;
  let year: number | null = null;
  let time: RegExpExecArray | null = null;
  let meridiem: 'am' | 'pm' | null = null;
  const zoneWords: string[] = [];
  for (const word of words) {
    const lower = fold(word.replace('_', ' '));
    if (month === null && MONTHS.has(lower)) {
      month = MONTHS.get(lower)!;
      continue;
    }
    const ymd: RegExpExecArray | null = day === null && month === null && year === null ? YMD.exec(word) : null;
    if (ymd) {
      [year, month, day] = [Number(ymd[1]), Number(ymd[2]) - 1, Number(ymd[3])];
      continue;
    }
    if (!time && TIME.test(word)) {
      time = TIME.exec(word);
      continue;
    }
    // Before the time (오후 11:23) or after it (11:23 PM).
    if (meridiem === null && MERIDIEMS.has(lower)) {
      meridiem = MERIDIEMS.get(lower)!;
      continue;
    }
    // Year first (Hungarian: 2026. november 20.).
    if (/^\d{4}$/.test(word) && year === null && day === null && month === null && !time) {
      year = Number(word);
      continue;
    }
    if (/^\d{1,2}$/.test(word) && day === null && year === null && !time) {
      day = Number(word);
      continue;
    }
    if (/^\d{2,4}$/.test(word) && year === null && (day !== null || month !== null) && !time) {
      year = yearOf(word);
      continue;
    }
    if (/^\d{1,2}$/.test(word) && day === null && month !== null) {
      day = Number(word);
      continue;
    }
    // asctime and Twitter write the year last: Sun Jan  4 16:29:06 2004, Sun Jul 15 01:16:00 +0000 2012.
    if (/^\d{4}$/.test(word) && year === null && time && day !== null && month !== null) {
      year = Number(word);
      continue;
    }
    if (time || (day !== null && month !== null && year !== null)) {
      zoneWords.push(word);
      continue;
    }
    return null;
  }
  if (day === null || month === null || year === null) return null;
  if (meridiem && !time) return null;
  let hour = time ? Number(time[1]) : 0;
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  const parts: Parts = {
    year,
    month,
    day,
    hour,
    minute: time ? Number(time[2]) : 0,
    second: time?.[3] ? Number(time[3]) : 0,
    ms: time?.[4] ? Math.round(Number(`0.${time[4]}`) * 1000) : 0,
  };
  const zone = zoneWords.join(' ');
  const offset = !zone && HANGUL.test(text) ? KST_MINUTES : zoneOffset(zone, parts);
  return offset === null ? null : instant(parts, offset);
}

/**
 * The shapes of ISO 8601 that the W3C profile leaves out, as a calendar date
 * (YYYY-MM-DD); null when `text` is none of them:
 * truncated and two-digit-year forms (031231, 03-12-31, -0312, -03-12, the
 * ordinal 03335), a three-digit month (2003-012-31, Google's), a month name in
 * place of the number (2004-július-13T9:15-05:00), an hour of one digit, and
 * the year, month and day markers of Korean, Japanese and Chinese (2004년 05월
 * 28일, 2004年5月28日).
 */
function isoShape(text: string): string | null {
  const pad = (n: number | string) => String(n).padStart(2, '0');
  const ymd = (y: string, m: number | string, d: number | string) => `${yearOf(y)}-${pad(m)}-${pad(d)}`;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{2})(\d{2})(\d{2})$/.exec(text)) || (m = /^(\d{2})-(\d{2})-(\d{2})$/.exec(text))) return ymd(m[1]!, m[2]!, m[3]!);
  if ((m = /^-(\d{2})-?(\d{2})$/.exec(text))) return ymd(m[1]!, m[2]!, 1);
  if ((m = /^(\d{2})(\d{3})$/.exec(text))) return `${yearOf(m[1]!)}-${m[2]}`;
  const cjk = text
    .replace(/(\d{2,4})\s*[년年]\s*(\d{1,2})\s*[월月]\s*(\d{1,2})\s*[일日]/, (_, y: string, mo: string, d: string) => ymd(y, mo, d))
    // A marker written against the time (午後3:00) is a word of its own.
    .replace(/([\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af])(?=\d)/g, '$1 ');
  if (cjk !== text) {
    // Korean local time is KST when no zone is written (what Korean feeds mean).
    const zoned = /(?:Z|[+-]\d{2}(?::?\d{2})?|[A-Za-z]{2,5})$/.test(cjk);
    return HANGUL.test(text) && !zoned && /^\d{4}-\d{2}-\d{2}(?:\s+\d{1,2}:\d{2}(?::\d{2})?)?$/.test(cjk) ? `${cjk} +09:00` : cjk;
  }
  const named = /^(\d{4})-([^\d\s-]+)-(\d{1,2})(?=[T\s]|$)/.exec(text);
  if (named && MONTHS.has(fold(named[2]!))) {
    const rest = text.slice(named[0].length).replace(/^T(\d)(?=[:.]|$)/, 'T0$1');
    return `${named[1]}-${pad(MONTHS.get(fold(named[2]!))! + 1)}-${pad(named[3]!)}${rest}`;
  }
  if ((m = /^(\d{4})-0(\d{2})-(\d{2})(?=[T\s]|$)/.exec(text))) return `${m[1]}-${m[2]}-${m[3]}${text.slice(m[0].length)}`;
  return null;
}

// ----------------------------------------------------------------------

/** A feed date to an instant, or null when it cannot be read for certain. */
export function parseFeedDate(raw: string | null | undefined): Date | null {
  if (!raw) return null;
  const text = raw
    .replace(ARABIC_DIGITS, (digit) => String((digit.charCodeAt(0) - 0x0660) % (0x06f0 - 0x0660)))
    .replace(/[\u200e\u200f\u00a0]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    // an RFC 2822 comment after the zone: +0000 (UTC)
    .replace(/(\S)\s*\([^()]*\)$/, '$1');
  if (!text) return null;
  if (/^\d{9,13}$/.test(text)) {
    const n = Number(text);
    return new Date(text.length > 11 ? n : n * 1000);
  }
  const shaped = isoShape(text) ?? text;
  if (/^[+-]?\d{4}(?:\b|[-W\dT ])/.test(shaped)) {
    const iso = parseIso(shaped);
    if (iso) return iso;
  }
  return parseNamed(shaped);
}
