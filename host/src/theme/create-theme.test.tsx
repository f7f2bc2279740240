import Snackbar from '@mui/material/Snackbar';
import { getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { readableTone } from '@mediawatch/shared/ui';

import { THEME_COLOR_PRESETS, THEME_CONTRASTS, THEME_MODES } from '../settings/settings-config';
import { createAppTheme, PLAYER_DOCK_VAR } from './create-theme';

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

describe('snackbars', () => {
  it('stand above the footer player: a bottom anchor keeps the player dock’s height', () => {
    render(
      <ThemeProvider
        theme={createAppTheme({ themeMode: 'light', themeContrast: 'default', themeColorPresets: 'default', themeDirection: 'ltr' })}
      >
        <Snackbar open message="Deleted" anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} />
      </ThemeProvider>,
    );
    const root = screen.getByText('Deleted').closest('.MuiSnackbar-root')!;
    expect(getComputedStyle(root).bottom).toBe(`calc(var(${PLAYER_DOCK_VAR}, 0px) + 8px)`);
  });
});
