import { relatedQuery } from './related-query';

describe('relatedQuery', () => {
  it('keeps the two longest words of a headline, in any script', () => {
    expect(relatedQuery('Storm dominates the agenda on the northern coast')).toBe('dominates northern');
    expect(relatedQuery('العاصفة تتصدر المشهد في القاهرة')).toBe('العاصفة القاهرة');
    expect(relatedQuery('Le cœur de l’actualité')).toBe('actualité cœur');
    expect(relatedQuery('A b c')).toBe('A b c');
  });
});
