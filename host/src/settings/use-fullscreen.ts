import { useCallback, useEffect, useState } from 'react';

/** Whether the page is fullscreen, kept in step with the browser (Esc leaves it too). */
export function useFullscreen() {
  const [fullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = useCallback(() => {
    const request = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    // A browser may refuse (no user gesture, iframe policy): the state stays as it is.
    request.catch((error: unknown) => console.warn('Fullscreen was refused.', error));
  }, []);

  return { fullscreen, toggle };
}
