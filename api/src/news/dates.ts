// ----------------------------------------------------------------------
// The one date parser for every feed format. Reads:
//   RFC 822 / 1123 / 2822 (day name optional and not checked, two-digit
//     years per RFC 2822: 00-49 are 20xx, 50-99 and three digits are 19xx),
//     with numeric offsets (+0200, +02:00, +02, GMT-01:01, UTC+5), the zones
//     of RFC 822 and the named zones in common use (CEST, MET, MEST, BST,
//     IST, JST, AEST...), ET/CT/MT/PT and any IANA name (Europe/Paris,
//     Etc/GMT+5) at the offset in force on that day;
//   ISO 8601 and W3C-DTF: calendar (2026-11-20, 20261120), ordinal
//     (2026-324) and week (2026-W47-5) dates, times with fractions of the
//     last unit (10:30:15.250, 10.5), zones Z/+hh/+hhmm/+hh:mm, a space
//     for the T, and the reduced forms 2026 and 2026-11;
//   day and month names, full or abbreviated, with or without accents and
//     dots, in English, French, Spanish, Portuguese, German, Italian, Dutch
//     and Arabic (with Arabic-Indic digits), in day-month-year or
//     month-day-year order, with "de", "le", "à", a 12-hour clock;
//   Unix timestamps in seconds or milliseconds.
// Anything else, and impossible dates (31 April, 25:00), is null: the
// caller marks the date missing rather than guessing.

const MONTH_NAMES: Array<[number, string[]]> = [
  [
    0,
    [
      'january',
      'jan',
      'janvier',
      'janv',
      'enero',
      'ene',
      'janeiro',
      'januar',
      'jän',
      'jänner',
      'gennaio',
      'gen',
      'januari',
      'يناير',
      'جانفي',
      'كانون الثاني',
      'كانون ثاني',
    ],
  ],
  [
    1,
    [
      'february',
      'feb',
      'février',
      'fevrier',
      'févr',
      'fevr',
      'fév',
      'fev',
      'febrero',
      'fevereiro',
      'februar',
      'febbraio',
      'februari',
      'فبراير',
      'فيفري',
      'شباط',
    ],
  ],
  [2, ['march', 'mar', 'mars', 'marzo', 'março', 'marco', 'mär', 'märz', 'maerz', 'mrz', 'maart', 'mrt', 'مارس', 'آذار', 'اذار']],
  [3, ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile', 'أبريل', 'ابريل', 'إبريل', 'أفريل', 'افريل', 'نيسان']],
  [4, ['may', 'mai', 'mayo', 'maio', 'maggio', 'mag', 'mei', 'مايو', 'ماي', 'أيار', 'ايار']],
  [5, ['june', 'jun', 'juin', 'junio', 'junho', 'juni', 'giugno', 'giu', 'يونيو', 'يونيه', 'جوان', 'حزيران']],
  [6, ['july', 'jul', 'juillet', 'juil', 'julio', 'julho', 'juli', 'luglio', 'lug', 'يوليو', 'يوليه', 'جويلية', 'جويلة', 'تموز']],
  [7, ['august', 'aug', 'août', 'aout', 'agosto', 'ago', 'augustus', 'أغسطس', 'اغسطس', 'غشت', 'أوت', 'اوت', 'آب', 'اب']],
  [
    8,
    [
      'september',
      'sep',
      'sept',
      'septembre',
      'septiembre',
      'setiembre',
      'set',
      'setembro',
      'settembre',
      'sett',
      'سبتمبر',
      'شتنبر',
      'أيلول',
      'ايلول',
    ],
  ],
  [
    9,
    [
      'october',
      'oct',
      'octobre',
      'octubre',
      'outubro',
      'out',
      'oktober',
      'okt',
      'ottobre',
      'ott',
      'أكتوبر',
      'اكتوبر',
      'تشرين الأول',
      'تشرين الاول',
      'تشرين أول',
    ],
  ],
  [10, ['november', 'nov', 'novembre', 'noviembre', 'novembro', 'نوفمبر', 'نونبر', 'تشرين الثاني', 'تشرين ثاني']],
  [
    11,
    [
      'december',
      'dec',
      'décembre',
      'decembre',
      'déc',
      'diciembre',
      'dic',
      'dezembro',
      'dez',
      'dezember',
      'dicembre',
      'ديسمبر',
      'دجنبر',
      'كانون الأول',
      'كانون الاول',
      'كانون أول',
    ],
  ],
];

const DAY_NAMES = [
  'monday',
  'mon',
  'tuesday',
  'tue',
  'tues',
  'wednesday',
  'wed',
  'thursday',
  'thu',
  'thur',
  'thurs',
  'friday',
  'fri',
  'saturday',
  'sat',
  'sunday',
  'sun',
  'lundi',
  'lun',
  'mardi',
  'mar',
  'mercredi',
  'mer',
  'jeudi',
  'jeu',
  'vendredi',
  'ven',
  'samedi',
  'sam',
  'dimanche',
  'dim',
  'lunes',
  'martes',
  'miércoles',
  'miercoles',
  'mié',
  'mie',
  'jueves',
  'jue',
  'viernes',
  'vie',
  'sábado',
  'sabado',
  'sáb',
  'sab',
  'domingo',
  'dom',
  'segunda-feira',
  'segunda',
  'seg',
  'terça-feira',
  'terça',
  'terca',
  'ter',
  'quarta-feira',
  'quarta',
  'qua',
  'quinta-feira',
  'quinta',
  'qui',
  'sexta-feira',
  'sexta',
  'sex',
  'montag',
  'mo',
  'dienstag',
  'di',
  'mittwoch',
  'mi',
  'donnerstag',
  'do',
  'freitag',
  'fr',
  'samstag',
  'sonnabend',
  'sa',
  'sonntag',
  'so',
  'lunedì',
  'lunedi',
  'martedì',
  'martedi',
  'mercoledì',
  'mercoledi',
  'giovedì',
  'giovedi',
  'gio',
  'venerdì',
  'venerdi',
  'sabato',
  'domenica',
  'maandag',
  'ma',
  'dinsdag',
  'di',
  'woensdag',
  'wo',
  'donderdag',
  'vrijdag',
  'vr',
  'zaterdag',
  'za',
  'zondag',
  'zo',
  'الأحد',
  'الاحد',
  'الإثنين',
  'الاثنين',
  'الثلاثاء',
  'الأربعاء',
  'الاربعاء',
  'الخميس',
  'الجمعة',
  'السبت',
];

const fold = (word: string) => word.toLowerCase().replace(/\.$/, '');
const MONTHS = new Map(MONTH_NAMES.flatMap(([month, names]) => names.map((name) => [fold(name), month] as const)));
const DAYS = new Set(DAY_NAMES.map(fold));

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
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** The UTC instant of local `parts` at `offsetMinutes` east of UTC; null when the parts are impossible. */
function instant(parts: Parts, offsetMinutes: number): Date | null {
  const { year, month, day, hour, minute, second, ms } = parts;
  if (year < 1800 || year > 2400 || month < 0 || month > 11 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 24 || minute > 59 || second > 60 || (hour === 24 && (minute > 0 || second > 0 || ms > 0))) return null;
  // A leap second is read as the last second of its minute.
  const time = Date.UTC(year, month, day, hour, minute, Math.min(second, 59), ms) - offsetMinutes * 60_000;
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
  let date = Date.UTC(year, 0, 1);
  if (week) {
    // Week 1 holds the year's first Thursday; day 1 is its Monday.
    const jan4 = new Date(Date.UTC(year, 0, 4));
    if (Number(week) < 1 || Number(week) > 53) return null;
    date = Date.UTC(year, 0, 4 - ((jan4.getUTCDay() + 6) % 7) + (Number(week) - 1) * 7 + (Number(weekday ?? 1) - 1));
  } else if (ordinal) {
    const dayOfYear = Number(ordinal);
    if (dayOfYear < 1 || dayOfYear > (daysInMonth(year, 1) === 29 ? 366 : 365)) return null;
    date = Date.UTC(year, 0, dayOfYear);
  } else if (month ?? basicMonth) {
    const monthIndex = Number(month ?? basicMonth) - 1;
    const dayOfMonth = Number(day ?? basicDay ?? 1);
    if (monthIndex < 0 || monthIndex > 11 || dayOfMonth < 1 || dayOfMonth > daysInMonth(year, monthIndex)) return null;
    date = Date.UTC(year, monthIndex, dayOfMonth);
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
    .replace(/\s(?:de|del|le|à|a las|às|as|um|om|alle|at|uhr)(?=\s)/gi, ' ')
    .replace(/(\d)(?:st|nd|rd|th|er|º|ª|\.)(?=\s)/gi, '$1')
    .split(/\s+/)
    .filter(Boolean);
  // "mar" is Tuesday in French and March in English: a name that can be a
  // day is a day when another word names the month.
  const monthWords = words.filter((word) => MONTHS.has(fold(word)));
  return words.filter((word) => !DAYS.has(fold(word)) || (MONTHS.has(fold(word)) && monthWords.length === 1));
}

const TIME = /^(\d{1,2})[:h.](\d{2})(?:[:.](\d{2})(?:[.,](\d{1,9}))?)?$/i;

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
    if (!time && TIME.test(word)) {
      time = TIME.exec(word);
      continue;
    }
    if (time && /^(am|pm|a\.m\.|p\.m\.)$/i.test(word)) {
      meridiem = word[0]!.toLowerCase() === 'a' ? 'am' : 'pm';
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
    if (time || (day !== null && month !== null && year !== null)) {
      zoneWords.push(word);
      continue;
    }
    return null;
  }
  if (day === null || month === null || year === null) return null;
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
  const offset = zoneOffset(zoneWords.join(' '), parts);
  return offset === null ? null : instant(parts, offset);
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
  if (/^[+-]?\d{4}(?:\b|[-W\dT ])/.test(text)) {
    const iso = parseIso(text);
    if (iso) return iso;
  }
  return parseNamed(text);
}
