import { create } from 'zustand';

// ----------------------------------------------------------------------
// The contract between the host's layout and the footer player (remote-player):
// the player says whether its controls are hidden; the host sizes the footer
// and the content's bottom padding from it (spec section 9, Player).

/** localStorage key of the hidden flag (spec section 3): "true" or "false". */
export const PLAYER_HIDDEN_STORAGE_KEY = 'podcast-player-hidden';

/** Footer heights of spec section 9, in px. */
export const PLAYER_DOCK_HEIGHT = { mobile: 80, desktop: 90, hidden: 40 } as const;

function readHidden(): boolean {
  try {
    return globalThis.localStorage?.getItem(PLAYER_HIDDEN_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export interface PlayerDockState {
  hidden: boolean;
  setHidden: (hidden: boolean) => void;
}

export const usePlayerDockStore = create<PlayerDockState>()((set) => ({
  hidden: readHidden(),
  setHidden: (hidden) => {
    try {
      globalThis.localStorage?.setItem(PLAYER_HIDDEN_STORAGE_KEY, String(hidden));
    } catch {
      // Private mode: the flag lasts for this visit only.
    }
    set({ hidden });
  },
}));
