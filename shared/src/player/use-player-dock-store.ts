import { create } from 'zustand';
import { persist } from 'zustand/middleware';

import { specStorage } from '../storage/spec-storage';

// ----------------------------------------------------------------------
// The contract between the host's layout and the footer player (remote-player):
// the player says whether its controls are hidden; the host sizes the footer
// and the content's bottom padding from it (docs/spec.md §9, Player).

/** localStorage key of the hidden flag (docs/spec.md §3): "true" or "false". */
export const PLAYER_HIDDEN_STORAGE_KEY = 'podcast-player-hidden';

/** Footer heights of docs/spec.md §9, in px. */
export const PLAYER_DOCK_HEIGHT = { mobile: 80, desktop: 90, hidden: 40 } as const;

export interface PlayerDockState {
  hidden: boolean;
  setHidden: (hidden: boolean) => void;
}

/** The hidden flag, remembered across visits (docs/spec.md §4, "remember hidden state true"). */
export const usePlayerDockStore = create<PlayerDockState>()(
  persist((set) => ({ hidden: false, setHidden: (hidden) => set({ hidden }) }), {
    name: PLAYER_HIDDEN_STORAGE_KEY,
    version: 1,
    storage: specStorage<Pick<PlayerDockState, 'hidden'>>({
      parse: (raw) => ({ hidden: raw === 'true' }),
      format: (state) => String(state.hidden),
      version: 1,
    }),
    partialize: (state) => ({ hidden: state.hidden }),
  }),
);
