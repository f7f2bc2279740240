import { apportion, pickSeedItems } from '../../../../src/plugins/app/demo/news-seed';

// The demo promises 5,000+ past articles (news-seed.test.ts). Each outlet's
// share was rounded alone, so some hours of the day gave 4,999: the seed now
// splits the count by largest remainders and meets it exactly.

describe('the demo seed picks the count asked for', () => {
  it('splits a total in proportion, summing to it exactly', () => {
    expect(apportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    const weights = [1 / 5, 1 / 7, 1 / 30, 1 / 45, 1 / 90, 1 / 240];
    for (const total of [1, 999, 5000, 13_600]) expect(apportion(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('imports exactly 5,000 articles whatever the time of day it starts', () => {
    const base = Date.parse('2026-11-24T00:00:00Z');
    // Every 6 h 07 min over three days: the outlets' schedules meet the 60-day window at many phases.
    for (let k = 0; k < 12; k += 1) {
      expect(pickSeedItems(5000, base + k * (6 * 3_600_000 + 7 * 60_000)).length).toBe(5000);
    }
  });
});
