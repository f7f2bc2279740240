import { loadOnce, withRetries } from './load-once';

describe('withRetries', () => {
  it('tries again after each pause while the load fails, and answers the first success', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('blip')).mockRejectedValueOnce(new Error('blip')).mockResolvedValue('in');
    expect(await withRetries<string>(load, [1, 1])).toBe('in');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('throws the last failure once the pauses are spent', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('first')).mockRejectedValue(new Error('last'));
    await expect(withRetries(load, [1])).rejects.toThrow('last');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits the pauses it is given between attempts', async () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn().mockRejectedValueOnce(new Error('blip')).mockResolvedValue('in');
      const result = withRetries<string>(load, [1000]);
      await jest.advanceTimersByTimeAsync(999);
      expect(load).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect(await result).toBe('in');
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

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

  it('heals a blip by itself: a failed load is retried before anyone sees it', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('in');
    const get = loadOnce<string>(load, { retryDelaysMs: [1] });
    expect(await get()).toBe('in');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a load that still failed, so the next call tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('in');
    const get = loadOnce<string>(load, { retryDelaysMs: [] });
    await expect(get()).rejects.toThrow('offline');
    expect(get.value).toBeUndefined();
    expect(await get()).toBe('in');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
