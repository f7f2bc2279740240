import { BASELINE_RULES, baseline, capZ, flaggable, isSparse, median, scaledMad, spreadFloor, zAgainst } from './baseline-stats';

// Docs: docs/decisions/0044-baseline-statistics.md

describe('baseline statistics', () => {
  it('keeps the mean and sample sd on a dense series', () => {
    const days = [10, 12, 9, 11, 13, 10, 12, 11, 9, 13];
    const b = baseline(days);
    expect(b.robust).toBe(false);
    expect(b.centre).toBeCloseTo(11, 5);
    expect(b.rawSpread).toBeCloseTo(1.4907, 3);
    // sqrt(11) = 3.32 is above the days' own sd: the Poisson floor sets the spread.
    expect(b.spread).toBeCloseTo(Math.sqrt(11), 5);
    expect(b.floored).toBe(true);
  });

  it('keeps the days’ spread when it is wider than the floor', () => {
    const days = [40, 80, 20, 100, 60, 30, 90, 50];
    const b = baseline(days);
    expect(b.robust).toBe(false);
    expect(b.floored).toBe(false);
    expect(b.spread).toBeCloseTo(b.rawSpread, 10);
  });

  it('uses the median and scaled MAD on a sparse series (mostly empty days)', () => {
    // 30 days, 3 of them with one article: the 0.1 ± 0.3 baseline.
    const days = Array.from({ length: 30 }, (_, i) => (i % 10 === 0 ? 1 : 0));
    expect(isSparse(days)).toBe(true);
    const b = baseline(days);
    expect(b.robust).toBe(true);
    expect(b.centre).toBe(0);
    // The raw MAD is 0; the floor of 1 holds the ruler.
    expect(b.rawSpread).toBe(0);
    expect(b.spread).toBe(BASELINE_RULES.minSpread);
    // The day of the issue: 50 articles' worth of negativity no longer reads z = +156.
    const z = zAgainst(50, b)!;
    expect(z).toBe(50);
    const naive = (50 - 0.1) / 0.3051;
    expect(naive).toBeGreaterThan(150);
    expect(capZ(z)).toBe(BASELINE_RULES.chartZCap);
  });

  it('is not moved by one burst in the baseline (robust centre)', () => {
    const quiet = Array.from({ length: 28 }, (_, i) => (i % 3 === 0 ? 2 : 0));
    const bursty = [...quiet.slice(0, 27), 400];
    const a = baseline(quiet);
    const b = baseline(bursty);
    expect(a.robust && b.robust).toBe(true);
    expect(b.centre).toBe(a.centre);
    expect(b.spread).toBe(a.spread);
    // The mean would have jumped from about 0.7 to about 15.
    expect(bursty.reduce((s, v) => s + v, 0) / bursty.length).toBeGreaterThan(14);
  });

  it('floors the spread at sqrt(centre), and at 1 below a centre of 1', () => {
    expect(spreadFloor(0)).toBe(1);
    expect(spreadFloor(0.25)).toBe(1);
    expect(spreadFloor(16)).toBe(4);
    const constant = baseline(Array.from({ length: 14 }, () => 16));
    expect(constant.rawSpread).toBe(0);
    expect(constant.spread).toBe(4);
    expect(zAgainst(24, constant)).toBe(2);
  });

  it('has no z without a baseline day', () => {
    expect(zAgainst(3, baseline([]))).toBeNull();
  });

  it('needs a minimum volume before a day can be flagged', () => {
    expect(flaggable(BASELINE_RULES.minFlagCount - 1)).toBe(false);
    expect(flaggable(BASELINE_RULES.minFlagCount)).toBe(true);
  });

  it('computes the median and MAD of even and odd series', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(scaledMad([1, 1, 2, 2, 4, 6, 9])).toBeCloseTo(BASELINE_RULES.madScale * 1, 10);
  });

  it('caps a chart’s z symmetrically', () => {
    expect(capZ(-42)).toBe(-BASELINE_RULES.chartZCap);
    expect(capZ(2.5)).toBe(2.5);
  });
});
