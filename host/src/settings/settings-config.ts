// ----------------------------------------------------------------------
// The display settings of docs/spec.md §3, kept in localStorage under
// `settings` with the spec's field names (docs/spec.md §3, 4 and 9).

/** localStorage key of the settings (docs/spec.md §9). */
export const SETTINGS_STORAGE_KEY = 'settings';

export const THEME_MODES = ['light', 'dark'] as const;
export const THEME_CONTRASTS = ['default', 'bold'] as const;
export const THEME_DIRECTIONS = ['ltr', 'rtl'] as const;
export const THEME_LAYOUTS = ['vertical', 'horizontal', 'mini'] as const;
export const THEME_COLOR_PRESETS = ['default', 'cyan', 'purple', 'blue', 'orange', 'red'] as const;

export type ThemeMode = (typeof THEME_MODES)[number];
export type ThemeContrast = (typeof THEME_CONTRASTS)[number];
export type ThemeDirection = (typeof THEME_DIRECTIONS)[number];
export type ThemeLayout = (typeof THEME_LAYOUTS)[number];
export type ThemeColorPreset = (typeof THEME_COLOR_PRESETS)[number];

/** The stored settings, field names as docs/spec.md §3 has them. */
export interface Settings {
  themeMode: ThemeMode;
  themeContrast: ThemeContrast;
  themeDirection: ThemeDirection;
  themeLayout: ThemeLayout;
  themeStretch: boolean;
  themeColorPresets: ThemeColorPreset;
}

/** docs/spec.md §4: dark, ltr, default contrast, horizontal, blue, no stretch. */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  themeMode: 'dark',
  themeContrast: 'default',
  themeDirection: 'ltr',
  themeLayout: 'horizontal',
  themeStretch: false,
  themeColorPresets: 'blue',
});

/** Stretch only widens the content above this width (docs/spec.md §9). */
export const STRETCH_MIN_WIDTH = 1600;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

const validators: { [K in keyof Settings]: (value: unknown) => value is Settings[K] } = {
  themeMode: oneOf(THEME_MODES),
  themeContrast: oneOf(THEME_CONTRASTS),
  themeDirection: oneOf(THEME_DIRECTIONS),
  themeLayout: oneOf(THEME_LAYOUTS),
  themeStretch: (value): value is boolean => typeof value === 'boolean',
  themeColorPresets: oneOf(THEME_COLOR_PRESETS),
};

/**
 * Reads a stored settings value. Anything unreadable (not JSON, not an object)
 * gives the defaults; a field that is missing or invalid gives its default,
 * so a hand-edited or older value never breaks the page.
 */
export function parseSettings(raw: string | null | undefined): Settings {
  if (!raw) return { ...DEFAULT_SETTINGS };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ...DEFAULT_SETTINGS };
  const stored = parsed as Record<string, unknown>;
  const settings = { ...DEFAULT_SETTINGS } as Record<keyof Settings, unknown>;
  for (const key of Object.keys(validators) as (keyof Settings)[]) {
    if (validators[key](stored[key])) settings[key] = stored[key];
  }
  return settings as Settings;
}

/** True when any field differs from the defaults (the Reset dot badge). */
export function differsFromDefaults(settings: Settings): boolean {
  return (Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]).some((key) => settings[key] !== DEFAULT_SETTINGS[key]);
}
