import { bandAxis, barSlots, fitLabel, linearAxis, stackValues, thinLabels, valueDomain } from './geometry';

describe('chart geometry', () => {
  it('places categories in bands, left to right or reversed, and finds the one under a position', () => {
    const ltr = bandAxis(4, 0, 400);
    expect(ltr.step).toBe(100);
    expect(ltr.bandwidth).toBe(80);
    expect([0, 1, 2, 3].map(ltr.center)).toEqual([50, 150, 250, 350]);
    expect(ltr.indexAt(120)).toBe(1);
    expect(ltr.indexAt(-1)).toBeNull();
    expect(ltr.indexAt(400)).toBeNull();

    const rtl = bandAxis(4, 400, 0);
    expect([0, 1, 2, 3].map(rtl.center)).toEqual([350, 250, 150, 50]);
    expect(rtl.indexAt(380)).toBe(0);
    expect(rtl.indexAt(10)).toBe(3);
    expect(bandAxis(0, 0, 100).indexAt(5)).toBeNull();
  });

  it('maps values to pixels, the value axis running up the screen', () => {
    const axis = linearAxis([0, 100], [300, 0]);
    expect(axis.at(0)).toBe(300);
    expect(axis.at(50)).toBe(150);
    expect(axis.at(100)).toBe(0);
    expect(axis.ticks).toEqual([0, 20, 40, 60, 80, 100]);
    expect(linearAxis([0, 2], [100, 0], 5).ticks).toEqual([0, 0.5, 1, 1.5, 2]);
    expect(linearAxis([0, 2], [100, 0], 5, true).ticks).toEqual([0, 1, 2]);
  });

  it('spans from zero (or the lowest value) to a round top, keeping a bound given', () => {
    expect(valueDomain([3, 17, null, 9])).toEqual([0, 20]);
    expect(valueDomain([-2.4, 1.1])).toEqual([-3, 2]);
    expect(valueDomain([0, 0])).toEqual([0, 1]);
    expect(valueDomain([]).every(Number.isFinite)).toBe(true);
    expect(valueDomain([3, 17], { min: -3, max: 4 })).toEqual([-3, 4]);
    expect(valueDomain([0.031, 0.046])).toEqual([0, 0.05]);
  });

  it('piles stacked series on each other, keeps the others apart, and leaves gaps', () => {
    const piles = stackValues([{ data: [1, 2, null], stack: 'score' }, { data: [3, null, 5], stack: 'score' }, { data: [7, 7, 7] }]);
    expect(piles).toEqual([
      [[0, 1], [0, 2], null],
      [[1, 4], null, [0, 5]],
      [
        [0, 7],
        [0, 7],
        [0, 7],
      ],
    ]);
    expect(barSlots([{ stack: 'a' }, {}, { stack: 'a' }, {}])).toEqual({ slot: [0, 1, 0, 2], count: 3 });
  });

  it('draws one tick label in every so many when they would run into each other', () => {
    const everyThird = [0, 3, 6, 9, 12, 15, 18, 21];
    // 24 hours over 300 px: 12.5 px apart, 37.5 between two labels; "00:00" is about 44 px wide.
    expect(thinLabels(everyThird, 12.5, 44)).toEqual([0, 6, 12, 18]);
    expect(thinLabels(everyThird, 25, 44)).toEqual(everyThird);
    expect(thinLabels([4], 1, 100)).toEqual([4]);
  });

  it('cuts a long label to its width with an ellipsis', () => {
    expect(fitLabel('Le Monde', 120, 12)).toBe('Le Monde');
    const cut = fitLabel('The Guardian International Edition', 80, 12);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(11);
  });
});
