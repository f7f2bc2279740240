import { useEffect } from 'react';
import NProgress from 'nprogress';
import GlobalStyles from '@mui/material/GlobalStyles';

// ----------------------------------------------------------------------
// The top progress bar of spec sections 2 and 9. It runs while a route's code
// is loading: the route fallback starts it and stops it when it unmounts.

NProgress.configure({ minimum: 0.08, speed: 200, showSpinner: false });
// nprogress 0.2 reads `trickleRate`, which its type definitions do not list.
Object.assign(NProgress.settings, { trickleRate: 0.02 });

let active = 0;

/** Shows the bar while mounted; nested or overlapping users share one bar. */
export function useNavigationProgress(): void {
  useEffect(() => {
    active += 1;
    NProgress.start();
    return () => {
      active -= 1;
      if (active === 0) NProgress.done();
    };
  }, []);
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
