import { useEffect, useRef } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { loadOnce } from '@mediawatch/shared';
import { useLocation } from '@mediawatch/shared/router';

// ----------------------------------------------------------------------
// The top progress bar of docs/spec.md §2 and §9. It shows on every
// navigation: it starts when the location changes and ends once the new page
// has painted, or, when the page's code is still loading, when the route's
// fallback (RouteLoading) unmounts.

// nprogress loads with the first navigation (the first page needs no bar, and
// the sign-in page's budget is tight: docs/decisions/0036-the-sign-in-page-within-its-budgets.md);
// every call goes through the
// one load, so a start and its done keep their order.
const bar = loadOnce(() =>
  import('nprogress').then(({ default: NProgress }) => {
    // The bar is a visual cue only (a page announces its own loading), so it
    // is hidden from assistive technology; nprogress's own template gives it
    // the invalid role "bar" (and finds it by that role unless told otherwise).
    NProgress.configure({
      minimum: 0.08,
      speed: 200,
      showSpinner: false,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: '.bar',
    });
    // nprogress 0.2 reads `trickleRate`, which its type definitions do not list.
    Object.assign(NProgress.settings, { trickleRate: 0.02 });
    return NProgress;
  }),
);

const start = () =>
  bar().then(
    (NProgress) => NProgress.start(),
    () => undefined,
  );
const done = () =>
  bar().then(
    (NProgress) => NProgress.done(),
    () => undefined,
  );

let active = 0;

/** Shows the bar while mounted; nested or overlapping users share one bar. */
export function useNavigationProgress(): void {
  useEffect(() => {
    active += 1;
    void start();
    return () => {
      active -= 1;
      if (active === 0) void done();
    };
  }, []);
}

/** How long a navigation's bar shows at least, so a page that renders at once still gets its cue. */
const MIN_VISIBLE_MS = 200;

/** Starts the bar on every change of location (path or query), and ends it after the page's next paint. */
export function NavigationProgress() {
  const { pathname, search } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void start();
    const timer = window.setTimeout(() => {
      // A page whose code is still loading keeps the bar until its fallback goes.
      if (active === 0) void done();
    }, MIN_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search]);

  return null;
}

/** The bar's styles, in the theme's primary colour. */
export function ProgressBarStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        '#nprogress': { pointerEvents: 'none' },
        '#nprogress .bar': {
          top: 0,
          left: 0,
          height: 2.5,
          width: '100%',
          position: 'fixed',
          zIndex: theme.zIndex.snackbar + 1,
          backgroundColor: theme.palette.primary.main,
          boxShadow: `0 0 2px ${theme.palette.primary.main}`,
        },
        '#nprogress .peg': {
          right: 0,
          width: 100,
          height: '100%',
          opacity: 1,
          position: 'absolute',
          transform: 'rotate(3deg) translate(0px, -4px)',
          boxShadow: `0 0 10px ${theme.palette.primary.main}, 0 0 5px ${theme.palette.primary.main}`,
        },
      })}
    />
  );
}

/** The fallback of a route whose code is loading. */
export function RouteLoading() {
  useNavigationProgress();
  return null;
}
