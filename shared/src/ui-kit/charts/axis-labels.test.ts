import { dayAxisFormatter, sparseTicks, tickLabel } from './axis-labels';

const BIDI = /[\u200e\u200f\u061c]/;
const tick = 'tick';
const tooltip = 'tooltip';

describe('axis labels', () => {
  it('reads a tick left to right: no bidi marks, where the Arabic date format has them', () => {
    const withMarks = new Intl.DateTimeFormat('ar-u-nu-latn', { dateStyle: 'short' }).format(new Date('2026-11-24T12:00:00'));
    expect(withMarks).toMatch(BIDI);
    const label = tickLabel('ar-u-nu-latn', '2026-11-24T12:00:00', { dateStyle: 'short' });
    expect(label).not.toMatch(BIDI);
    expect(label).toBe(withMarks.replace(new RegExp(BIDI, 'g'), ''));
    expect(tickLabel('en', 'not a date', { day: 'numeric' })).toBe('');
  });

  it('labels a tick of a day axis with day and month, of a month axis with month and year; the tooltip says the whole date', () => {
    const fullDate = (iso: string) => `full ${iso}`;
    const days = dayAxisFormatter('en-GB', fullDate);
    expect(days('2026-11-24', tick)).toBe('24 Nov');
    expect(days('2026-11-24', tooltip)).toBe('full 2026-11-24T12:00:00');
    expect(dayAxisFormatter('en-GB', fullDate, 'month')('2026-11-01', tick)).toBe('Nov 2026');
    expect(dayAxisFormatter('fr', fullDate, 'week')('2026-11-23', tick)).toBe('23 nov.');
    expect(dayAxisFormatter('ar-u-nu-latn', fullDate)('2026-11-24', tick)).not.toMatch(BIDI);
  });

  it('labels at most six ticks, evenly spaced, and every tick of a short axis', () => {
    const shown = (count: number) => Array.from({ length: count }, (_, index) => index).filter((index) => sparseTicks(count)(index));
    expect(shown(90)).toEqual([0, 15, 30, 45, 60, 75]);
    expect(shown(28)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(shown(4)).toEqual([0, 1, 2, 3]);
    expect(shown(0)).toEqual([]);
  });
});
