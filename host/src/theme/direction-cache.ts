import { useEffect, useState } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { loadOnce } from '@mediawatch/shared';

import type { Settings } from '../settings/settings-config';

// ----------------------------------------------------------------------
// MUI's documented right-to-left setup: the theme's direction, dir on <html>,
// and an emotion cache whose stylis plugin flips every physical property. The
// cache is shared by the remotes too (emotion is a singleton), so their pages
// flip with the shell. The plugin and its CSS flipper (cssjanus) load only
// when a page is first drawn right to left: about 1.8 KiB gzip that a
// left-to-right visit never needs (docs/decisions/0007-javascript-budgets.md).

type Direction = Settings['themeDirection'];

const ltrCache = createCache({ key: 'mui', prepend: true });

/** Loads the right-to-left cache once; a failed load is tried again next time. */
export const loadRtlCache = loadOnce(() => import('./rtl-cache').then((module) => module.rtlCache));

/**
 * The direction the page is drawn in and its emotion cache. A switch to
 * right to left takes effect once the cache's code is in (the first render
 * of a right-to-left visit already has it, see routes/first-route.ts): until
 * then the page stays left to right rather than mixing the two.
 */
export function useDirectionCache(direction: Direction): { direction: Direction; cache: EmotionCache } {
  const [rtl, setRtl] = useState(loadRtlCache.value);

  useEffect(() => {
    if (direction !== 'rtl' || rtl) return;
    let current = true;
    loadRtlCache().then(
      (cache) => current && setRtl(cache),
      // Offline: the page stays left to right, and the next switch tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [direction, rtl]);

  return direction === 'rtl' && rtl ? { direction, cache: rtl } : { direction: 'ltr', cache: ltrCache };
}
