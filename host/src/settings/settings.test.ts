import { DEFAULT_SETTINGS, differsFromDefaults, parseSettings, SETTINGS_STORAGE_KEY } from './settings-config';
import { useSettingsStore } from './use-settings-store';

describe('parseSettings', () => {
  it('gives the spec defaults when nothing is stored', () => {
    expect(parseSettings(null)).toEqual({
      themeMode: 'dark',
      themeContrast: 'default',
      themeDirection: 'ltr',
      themeLayout: 'horizontal',
      themeStretch: false,
      themeColorPresets: 'blue',
    });
  });

  it('falls back to the defaults for a corrupt value', () => {
    expect(parseSettings('{not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('[1,2]')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('"dark"')).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps the valid fields of a partial value and defaults the rest', () => {
    expect(parseSettings(JSON.stringify({ themeMode: 'light', themeLayout: 'sideways', themeStretch: 'yes' }))).toEqual({
      ...DEFAULT_SETTINGS,
      themeMode: 'light',
    });
  });

  it('tells whether settings differ from the defaults', () => {
    expect(differsFromDefaults({ ...DEFAULT_SETTINGS })).toBe(false);
    expect(differsFromDefaults({ ...DEFAULT_SETTINGS, themeStretch: true })).toBe(true);
  });
});

describe('useSettingsStore', () => {
  afterEach(() => {
    useSettingsStore.getState().reset();
  });

  it('saves every change at once under the settings key', () => {
    useSettingsStore.getState().setField('themeContrast', 'bold');
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toEqual({
      ...DEFAULT_SETTINGS,
      themeContrast: 'bold',
    });
  });

  it('reset clears the stored value and restores the defaults', () => {
    useSettingsStore.getState().setField('themeLayout', 'mini');
    useSettingsStore.getState().reset();
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
    expect(useSettingsStore.getState().themeLayout).toBe('horizontal');
  });
});
