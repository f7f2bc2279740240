import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('loads once, keeps the result and gives it as value', async () => {
    const load = jest.fn(async () => 42);
    const get = loadOnce(load);
    expect(get.value).toBeUndefined();
    expect(get()).toBe(get());
    expect(await get()).toBe(42);
    expect(get.value).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('in');
    const get = loadOnce<string>(load);
    await expect(get()).rejects.toThrow('offline');
    expect(get.value).toBeUndefined();
    expect(await get()).toBe('in');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
