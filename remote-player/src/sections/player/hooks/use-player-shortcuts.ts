import { useEffect } from 'react';
import { usePlayerDockStore } from '@mediawatch/shared';

import { shortcutFor, type KeyContext } from '../player-rules';
import { usePlayerStore } from '../use-player-store';

// ----------------------------------------------------------------------

/** The element the player is mounted in (its view marks it). */
export const PLAYER_ROOT = '[data-player-root]';

/** Roles whose widgets move with the arrow keys themselves (WAI-ARIA practices). */
const ARROW_ROLES = new Set([
  'slider',
  'spinbutton',
  'scrollbar',
  'tab',
  'tablist',
  'menu',
  'menubar',
  'menuitem',
  'menuitemradio',
  'menuitemcheckbox',
  'listbox',
  'option',
  'radio',
  'radiogroup',
  'grid',
  'gridcell',
  'tree',
  'treeitem',
  'combobox',
]);

function isTyping(target: Element | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function scrolls(element: Element, axis: 'horizontal' | 'vertical'): boolean {
  const style = getComputedStyle(element);
  const overflow = axis === 'vertical' ? style.overflowY : style.overflowX;
  if (!/(auto|scroll)/.test(overflow)) return false;
  return axis === 'vertical' ? element.scrollHeight > element.clientHeight : element.scrollWidth > element.clientWidth;
}

/** Whether the arrows of an axis already do something where focus is: move a control, or scroll a box or the page. */
function pageUses(target: Element | null, axis: 'horizontal' | 'vertical'): boolean {
  for (let element = target; element && element !== document.documentElement; element = element.parentElement) {
    const role = element.getAttribute('role');
    if (role && ARROW_ROLES.has(role)) return true;
    if (element !== document.body && scrolls(element, axis)) return true;
  }
  const page = document.scrollingElement ?? document.documentElement;
  return axis === 'vertical' ? page.scrollHeight > page.clientHeight : page.scrollWidth > page.clientWidth;
}

/** Where a key press happens, as the shortcut rules read it. */
export function keyContext(target: EventTarget | null): KeyContext {
  const element = target instanceof Element ? target : null;
  const inPlayer = Boolean(element?.closest(PLAYER_ROOT)) && element?.getAttribute('role') !== 'slider';
  return {
    typing: isTyping(element),
    inPlayer,
    pageUses: { horizontal: pageUses(element, 'horizontal'), vertical: pageUses(element, 'vertical') },
    rtl: document.documentElement.dir === 'rtl',
  };
}

/** docs/spec.md §9 shortcuts, on the whole page but never on a key the page needs (player-rules); `seekBy` moves the audio. */
export function usePlayerShortcuts(seekBy: (seconds: number) => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = shortcutFor(event, keyContext(event.target));
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
