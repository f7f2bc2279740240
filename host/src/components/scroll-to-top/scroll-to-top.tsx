import { useEffect } from 'react';
import { useLocation } from '@mediawatch/shared/router';

/** Scrolls to the top whenever the path changes (docs/spec.md §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
