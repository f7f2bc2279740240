import { countryName, formatBytes, formatDuration, formatNumber, formatPercent } from './format';

const LRI = '\u2066';
const PDI = '\u2069';
const ARABIC = 'ar-u-nu-latn';

describe('formatNumber', () => {
  it('isolates a signed figure left to right in Arabic, so its sign stays before the digits', () => {
    const minus = formatNumber(ARABIC, -3.55, { maximumFractionDigits: 2 });
    expect(minus.startsWith(LRI)).toBe(true);
    expect(minus.endsWith(PDI)).toBe(true);
    expect(minus.replace(/[\u200e\u2066\u2069]/g, '')).toBe('-3.55');

    const plus = formatNumber(ARABIC, 2.5, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    expect(plus.replace(/[\u200e\u2066\u2069]/g, '')).toBe('+2.5');
    expect(plus.startsWith(LRI)).toBe(true);
  });

  it('leaves an unsigned Arabic figure and every left-to-right language as Intl writes them', () => {
    expect(formatNumber(ARABIC, 1234)).toBe(new Intl.NumberFormat(ARABIC).format(1234));
    expect(formatNumber('en-GB', -3.5)).toBe('-3.5');
    expect(formatNumber('fr-FR', -3.5, { signDisplay: 'exceptZero' })).toBe(new Intl.NumberFormat('fr-FR').format(-3.5));
  });
});

describe('zero', () => {
  it('has no sign, negative or rounded from a tiny negative (a usual range "from 0 to 3", not "from -0")', () => {
    expect(formatNumber('en-GB', Math.ceil(-0.5))).toBe('0');
    expect(formatNumber('en-GB', -0.004, { maximumFractionDigits: 1 })).toBe('0');
    expect(formatNumber(ARABIC, -0)).toBe(new Intl.NumberFormat(ARABIC).format(0));
    expect(formatPercent('en-GB', -0.001)).toBe('0%');
    expect(formatNumber('en-GB', -0.5, { maximumFractionDigits: 1 })).toBe('-0.5');
  });
});

describe('formatPercent', () => {
  it('isolates a negative change in Arabic and not a positive one without a sign', () => {
    expect(formatPercent(ARABIC, -0.12).startsWith(LRI)).toBe(true);
    expect(formatPercent(ARABIC, 0.12).startsWith(LRI)).toBe(false);
    expect(formatPercent('en-GB', -0.12)).toBe('-12%');
  });
});

describe('figures with a Latin unit', () => {
  it('read as one left-to-right unit in Arabic ("112 ms", not "ms 112"), and as Intl writes them elsewhere', () => {
    expect(formatDuration(ARABIC, 112)).toBe(`${LRI}112 ms${PDI}`);
    expect(formatBytes(ARABIC, 12_595).replace(/[\u200e]/g, '')).toBe(`${LRI}12.3 KiB${PDI}`);
    expect(formatBytes('en-GB', 12_595)).toBe('12.3 KiB');
  });
});

describe('formatDuration', () => {
  it('says a duration in the largest units that say it', () => {
    expect(formatDuration('en-GB', 850)).toBe('850 ms');
    expect(formatDuration('en-GB', 3200)).toBe('3.2 s');
    expect(formatDuration('en-GB', 245_000)).toBe('4 min 05 s');
    expect(formatDuration('en-GB', 7_800_000)).toBe('2 h 10 min');
  });
});

describe('countryName', () => {
  it('names a country in the language, the code when unknown', () => {
    expect(countryName('en-GB', 'FR')).toBe('France');
    expect(countryName('fr-FR', 'DE')).toBe('Allemagne');
    expect(countryName('ar', 'EG')).toBe('مصر');
    expect(countryName('en-GB', 'not a code')).toBe('not a code');
  });
});
