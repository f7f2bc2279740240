import { renderHook, waitFor } from '@testing-library/react';

import { loadRtlCache, useDirectionCache } from './direction-cache';

// ----------------------------------------------------------------------

describe('useDirectionCache', () => {
  it('draws left to right with the default cache', () => {
    const { result } = renderHook(() => useDirectionCache('ltr'));
    expect(result.current.direction).toBe('ltr');
    expect(result.current.cache.key).toBe('mui');
  });

  it('switches to right to left once the flipping cache has loaded, never mixing the two', async () => {
    const { result } = renderHook(() => useDirectionCache('rtl'));
    // Until its code is in, the page stays left to right with the left-to-right cache.
    expect(result.current).toEqual({ direction: 'ltr', cache: expect.objectContaining({ key: 'mui' }) });
    await waitFor(() => expect(result.current.direction).toBe('rtl'));
    expect(result.current.cache.key).toBe('muirtl');
  });

  it('draws right to left at once when the cache was loaded before the first render', async () => {
    await loadRtlCache();
    const { result } = renderHook(() => useDirectionCache('rtl'));
    expect(result.current.direction).toBe('rtl');
    expect(result.current.cache.key).toBe('muirtl');
  });
});
