import { getContrastRatio } from '@mui/material/styles';
import { readableTone } from '@mediawatch/shared/ui';

import { THEME_COLOR_PRESETS, THEME_CONTRASTS, THEME_MODES } from '../settings/settings-config';
import { createAppTheme } from './create-theme';

// Every combination a user can pick in the settings drawer reads at WCAG AA
// (4.5:1): a label on a primary fill, and primary text on the cards and on
// the page. The axe check (e2e/tests/accessibility.spec.ts) looks at three of
// these combinations on every page; this looks at all 24 on the palette.
const combinations = THEME_MODES.flatMap((themeMode) =>
  THEME_CONTRASTS.flatMap((themeContrast) =>
    THEME_COLOR_PRESETS.map((themeColorPresets) => ({ themeMode, themeContrast, themeColorPresets })),
  ),
);

describe('createAppTheme', () => {
  it.each(combinations)('reads at 4.5:1: $themeMode, $themeContrast contrast, $themeColorPresets preset', (settings) => {
    const { palette } = createAppTheme({ ...settings, themeDirection: 'ltr' });
    expect(getContrastRatio(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(4.5);
    const text = readableTone(palette, 'primary');
    for (const surface of [palette.background.paper, palette.background.default]) {
      expect(getContrastRatio(text, surface)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette.text.secondary, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
