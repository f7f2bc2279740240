import { createTheme, type Theme } from '@mui/material/styles';
import { readableTone } from '@mediawatch/shared/ui';

import { DEFAULT_SETTINGS, type Settings } from '../settings/settings-config';
import { PRESETS } from './presets';

/**
 * The height of the footer player the dashboard layout draws, as a CSS variable it sets on the page
 * (0 elsewhere): snackbars anchored at the bottom stand above the player instead of on it.
 */
export const PLAYER_DOCK_VAR = '--mw-player-dock';

// ----------------------------------------------------------------------
// The product theme from the display settings (docs/spec.md §3 and §4),
// border radius 8 (docs/spec.md §9).

const GREY = {
  50: '#FCFDFD',
  100: '#F9FAFB',
  200: '#F4F6F8',
  300: '#DFE3E8',
  400: '#C4CDD5',
  500: '#919EAB',
  600: '#637381',
  700: '#454F5B',
  800: '#1C252E',
  900: '#141A21',
};

/** The palette colours a button can take. */
const TONES = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/** A component's label in a tone's readable shade (the UI kit's readableTone): the style of a variant. */
const inTone =
  (tone: (typeof TONES)[number]) =>
  ({ theme }: { theme: Theme }) => ({ color: readableTone(theme.palette, tone) });

type ThemeSettings = Pick<Settings, 'themeMode' | 'themeContrast' | 'themeDirection' | 'themeColorPresets'>;

function paletteOf({ themeMode, themeContrast }: ThemeSettings) {
  const dark = themeMode === 'dark';
  const bold = themeContrast === 'bold';
  // Bold contrast: a deeper page behind the cards and stronger secondary text,
  // so surfaces and labels stand further apart.
  if (dark) {
    return {
      background: bold ? { default: '#000000', paper: GREY[900] } : { default: GREY[900], paper: GREY[800] },
      text: { primary: '#FFFFFF', secondary: bold ? GREY[300] : GREY[500], disabled: GREY[600] },
      divider: bold ? 'rgba(145, 158, 171, 0.32)' : 'rgba(145, 158, 171, 0.2)',
    };
  }
  return {
    background: bold ? { default: GREY[300], paper: '#FFFFFF' } : { default: '#FFFFFF', paper: '#FFFFFF' },
    // Secondary text a shade darker than grey 600, so it still reads at 4.5:1 on the tinted surfaces
    // (selected rows, info callouts, board columns) it is drawn on, not only on white.
    text: { primary: bold ? GREY[900] : GREY[800], secondary: bold ? GREY[700] : '#596875', disabled: GREY[500] },
    divider: bold ? 'rgba(145, 158, 171, 0.4)' : 'rgba(145, 158, 171, 0.24)',
  };
}

export function createAppTheme(settings: ThemeSettings = DEFAULT_SETTINGS): Theme {
  const dark = settings.themeMode === 'dark';
  const preset = PRESETS[settings.themeColorPresets];
  return createTheme({
    direction: settings.themeDirection,
    palette: {
      mode: settings.themeMode,
      primary: { light: preset.light, main: preset.main, dark: preset.dark },
      // Text on a coloured fill (chips, badges, contained buttons) is white only where white reads at 4.5:1,
      // dark otherwise (WCAG AA; MUI's default threshold, 3, puts white on orange, green and light blue):
      // the blue and purple presets keep white labels, the others take dark ones.
      contrastThreshold: 4.5,
      // Text in a tone reads at 4.5:1 on the mode's cards: in light mode warning text takes the dark shade
      // (toneText of the UI kit), 5.4:1 on white; in dark mode error text is a lighter red than MUI's (5.5:1).
      ...(dark ? { error: { main: '#F77066' } } : { warning: { main: '#ED6C02', light: '#FF9800', dark: '#B54708' } }),
      grey: GREY,
      ...paletteOf(settings),
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Public Sans Variable", "Public Sans", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h4: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 700 },
    },
    components: {
      MuiTooltip: { defaultProps: { enterDelay: 100, enterTouchDelay: 700, leaveTouchDelay: 1500 } },
      MuiBadge: { defaultProps: { max: 99 } },
      // MUI's own gap (8px, 24px from sm) above the footer player, in every remote.
      MuiSnackbar: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            '&[class*="MuiSnackbar-anchorOriginBottom"]': {
              bottom: `calc(var(${PLAYER_DOCK_VAR}, 0px) + 8px)`,
              [theme.breakpoints.up('sm')]: { bottom: `calc(var(${PLAYER_DOCK_VAR}, 0px) + 24px)` },
            },
          }),
        },
      },
      // Flat buttons, as the shell draws them; the default reaches every remote's buttons (e2e: one-instance).
      // Labels and links drawn in a tone take its readable shade (readableTone: 4.5:1 on the cards, the page
      // and a selected row, whatever the preset and contrast), in every remote (e2e: accessibility).
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            variants: TONES.flatMap((color) =>
              (['outlined', 'text'] as const).map((variant) => ({ props: { color, variant }, style: inTone(color) })),
            ),
          },
        },
      },
      MuiChip: {
        styleOverrides: {
          root: {
            variants: TONES.map((color) => ({ props: { color, variant: 'outlined' }, style: inTone(color) })),
          },
        },
      },
      // A toggle's label: secondary text (MUI's action.active is 4.3:1 on bold contrast's grey page); selected, primary.
      MuiToggleButton: {
        styleOverrides: {
          root: {
            variants: [
              { props: () => true, style: ({ theme }: { theme: Theme }) => ({ color: theme.palette.text.secondary }) },
              {
                props: { color: 'primary' },
                style: ({ theme }: { theme: Theme }) => ({ '&.Mui-selected': { color: readableTone(theme.palette, 'primary') } }),
              },
            ],
          },
        },
      },
      MuiTab: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({ '&.Mui-selected': { color: readableTone(theme.palette, 'primary') } }),
        },
      },
      // Initials on the neutral avatar: dark on light grey, white on mid grey (MUI's default is white on light grey).
      MuiAvatar: {
        styleOverrides: {
          colorDefault: dark ? { color: '#FFFFFF', backgroundColor: GREY[600] } : { color: GREY[800], backgroundColor: GREY[300] },
        },
      },
      // A select's label, before it floats, stops short of the arrow (MUI leaves it 24px, the arrow
      // takes 32): at a phone's width a long label ("مجموعات المصادر") ran under it. Cut with an ellipsis;
      // the field's name stays whole for a screen reader.
      MuiFormControl: {
        styleOverrides: {
          root: { '&:has(.MuiSelect-select) > .MuiInputLabel-root:not(.MuiInputLabel-shrink)': { maxWidth: 'calc(100% - 48px)' } },
        },
      },
      MuiLink: {
        styleOverrides: {
          root: {
            variants: [{ props: { color: 'primary' }, style: inTone('primary') }],
          },
        },
      },
    },
  });
}
