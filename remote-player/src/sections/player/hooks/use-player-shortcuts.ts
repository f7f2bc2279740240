import { useEffect } from 'react';
import { usePlayerDockStore } from '@mediawatch/shared';

import { shortcutFor } from '../player-rules';
import { usePlayerStore } from '../use-player-store';

// ----------------------------------------------------------------------

/** Keys typed here belong to the field or control (sliders use the arrows themselves). */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.getAttribute('role') === 'slider';
}

/** docs/spec.md §9 shortcuts, anywhere on the page except while typing; `seekBy` moves the audio. */
export function usePlayerShortcuts(seekBy: (seconds: number) => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = shortcutFor(event, isTypingTarget(event.target), document.documentElement.dir === 'rtl');
      if (!action) return;
      const store = usePlayerStore.getState();
      if (!store.currentId && action.type !== 'toggle-hidden') return;
      event.preventDefault();
      switch (action.type) {
        case 'toggle-play':
          store.togglePlay();
          break;
        case 'seek-by':
          seekBy(action.seconds);
          break;
        case 'volume-by':
          store.setVolume(store.volume + action.delta);
          break;
        case 'toggle-hidden':
          usePlayerDockStore.getState().setHidden(!usePlayerDockStore.getState().hidden);
          break;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [seekBy]);
}
