import { create } from 'zustand';

import { DEFAULT_SETTINGS, parseSettings, SETTINGS_STORAGE_KEY, type Settings } from './settings-config';

// ----------------------------------------------------------------------
// The host owns the display settings (ARCHITECTURE.md). Every change is saved
// at once (spec section 4); Reset removes the stored value.

function readStored(): Settings {
  try {
    return parseSettings(globalThis.localStorage?.getItem(SETTINGS_STORAGE_KEY));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

function store(settings: Settings) {
  try {
    globalThis.localStorage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or a full quota: the settings last for this visit only.
  }
}

export interface SettingsState extends Settings {
  /** Changes one setting and saves all of them. */
  setField: <K extends keyof Settings>(key: K, value: Settings[K]) => void;
  /** Clears the stored settings and restores the defaults. */
  reset: () => void;
}

export const useSettingsStore = create<SettingsState>()((set, get) => ({
  ...readStored(),
  setField: (key, value) => {
    set({ [key]: value } as Partial<Settings>);
    store(selectSettings(get()));
  },
  reset: () => {
    try {
      globalThis.localStorage?.removeItem(SETTINGS_STORAGE_KEY);
    } catch {
      // Nothing stored to clear.
    }
    set({ ...DEFAULT_SETTINGS });
  },
}));

/** The plain settings, without the actions. */
export function selectSettings(state: SettingsState): Settings {
  return {
    themeMode: state.themeMode,
    themeContrast: state.themeContrast,
    themeDirection: state.themeDirection,
    themeLayout: state.themeLayout,
    themeStretch: state.themeStretch,
    themeColorPresets: state.themeColorPresets,
  };
}
