import { ReadCache } from '../../src/lib/read-cache';

describe('ReadCache', () => {
  it('shares one load between concurrent and later reads within the TTL, then loads again', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    const cache = new ReadCache(50);
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([1, 1, 1]);
    expect(await cache.get('k', load)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await cache.get('k', load)).toBe(2);
    cache.clear();
    expect(await cache.get('k', load)).toBe(3);
  });

  it('does not keep a failed load, and is off at 0 ms', async () => {
    const cache = new ReadCache(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
    let loads = 0;
    const off = new ReadCache(0);
    await off.get('k', async () => (loads += 1));
    await off.get('k', async () => (loads += 1));
    expect(loads).toBe(2);
  });
});
