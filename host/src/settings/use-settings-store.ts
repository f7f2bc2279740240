import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { specStorage } from '@mediawatch/shared';

import { DEFAULT_SETTINGS, parseSettings, SETTINGS_STORAGE_KEY, type Settings } from './settings-config';

// ----------------------------------------------------------------------
// The host owns the display settings (docs/spec.md §3, §4). Every change is
// saved at once, in the spec's shape under `settings`; a corrupt or partial
// value falls back to the defaults field by field (parseSettings), when it is
// read and whatever else merges into the store. Reset removes the stored value.

export interface SettingsState extends Settings {
  /** Changes one setting and saves all of them. */
  setField: <K extends keyof Settings>(key: K, value: Settings[K]) => void;
  /** Clears the stored settings and restores the defaults. */
  reset: () => void;
}

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

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      setField: (key, value) => set({ [key]: value } as Partial<Settings>),
      reset: () => {
        set({ ...DEFAULT_SETTINGS });
        useSettingsStore.persist.clearStorage();
      },
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      version: 1,
      storage: specStorage<Settings>({ parse: parseSettings, format: (settings) => JSON.stringify(settings), version: 1 }),
      partialize: selectSettings,
      merge: (persisted, current) => ({ ...current, ...parseSettings(JSON.stringify(persisted ?? {})) }),
    },
  ),
);
