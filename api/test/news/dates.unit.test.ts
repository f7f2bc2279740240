import { parseFeedDate } from '../../src/news/dates';
import { articleDate } from '../../src/news/prepare-article';
import { FEEDPARSER_DATE_CASES } from '../../bench/dates/feedparser-date-cases';

// The one date parser against a public suite no one here wrote (feedparser's,
// api/bench/dates/README.md), the forms feeds write in the languages the
// ingestion meets, and the rule that judges a date implausible.

/** To the second, as feedparser's struct_time keeps it. */
const toSecond = (date: Date | null) => (date ? new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString() : null);

describe("feedparser's date cases", () => {
  it.each(FEEDPARSER_DATE_CASES.map((c) => [c.parser, c.input, c.expected] as const))('%s %j', (_parser, input, expected) => {
    expect(toSecond(parseFeedDate(input))).toBe(expected);
  });
});

describe('dates in the languages the ingestion meets, from CLDR names', () => {
  it.each([
    // Greek, Hungarian, Korean (KST when no zone is written), Japanese, Chinese
    ['Κυρ, 11 Ιούλ 2004 12:00:00 EST', '2004-07-11T17:00:00.000Z'],
    ['Παρασκευή, 20 Νοεμβρίου 2026 10:00', '2026-11-20T10:00:00.000Z'],
    ['2004-július-13T9:15-05:00', '2004-07-13T14:15:00.000Z'],
    ['2026. november 20. 10:00', '2026-11-20T10:00:00.000Z'],
    ['2004-05-25 오후 11:23:17', '2004-05-25T14:23:17.000Z'],
    ['2004년 05월 28일  01:31:15', '2004-05-27T16:31:15.000Z'],
    ['2026年11月20日 午後3:00', '2026-11-20T15:00:00.000Z'],
    ['2026年11月20日 下午3:00 +0800', '2026-11-20T07:00:00.000Z'],
    // Russian, Turkish, Polish (genitive month names, year words)
    ['20 ноября 2026 г. 10:00', '2026-11-20T10:00:00.000Z'],
    ['пт, 20 нояб. 2026 10:00:00 +0300', '2026-11-20T07:00:00.000Z'],
    ['20 Kasım 2026 Cuma 10:00', '2026-11-20T10:00:00.000Z'],
    ['Cum, 20 Kas 2026 10:00:00 +0300', '2026-11-20T07:00:00.000Z'],
    ['pt., 20 lis 2026 10:00:00 +0100', '2026-11-20T09:00:00.000Z'],
    ['20 listopada 2026 r. 10:00', '2026-11-20T10:00:00.000Z'],
    // the Maghreb's and the Levant's Arabic month names
    ['20 نونبر 2026', '2026-11-20T00:00:00.000Z'],
    ['20 جويلية 2026', '2026-07-20T00:00:00.000Z'],
    ['20 تشرين الثاني 2026', '2026-11-20T00:00:00.000Z'],
    // a capital zone is a zone even where a language has a day of that name (pt. is Friday in Polish)
    ['Tue, 24 Dec 2024 10:00:00 PT', '2024-12-24T18:00:00.000Z'],
    ['Mon, 26 January 2004 16:31:00 AT', '2004-01-26T20:31:00.000Z'],
  ])('%s', (raw, iso) => {
    expect(parseFeedDate(raw)?.toISOString()).toBe(iso);
  });
});

describe('implausible dates', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it('reads a date before 1990 and marks it, like one more than a day ahead: the article is dated by its fetch', () => {
    const ancient = parseFeedDate('Thu, 01 Jan 0100 00:00:01 +0100');
    expect(ancient?.toISOString()).toBe('0099-12-31T23:00:01.000Z');
    expect(articleDate(ancient, 'Thu, 01 Jan 0100 00:00:01 +0100', now)).toEqual({ publishedAt: now, dateIssue: 'past' });
    expect(articleDate(new Date('1989-12-31T23:59:59Z'), 'x', now).dateIssue).toBe('past');
    expect(articleDate(new Date('1990-01-01T00:00:00Z'), 'x', now)).toEqual({
      publishedAt: new Date('1990-01-01T00:00:00Z'),
      dateIssue: null,
    });
    expect(articleDate(new Date('2026-11-21T12:00:01Z'), 'x', now).dateIssue).toBe('future');
  });
});
