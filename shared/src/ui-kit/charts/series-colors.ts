import { useTheme } from '@mui/material/styles';

// ----------------------------------------------------------------------

/** The series colours of the theme (mode, contrast and preset follow the settings). */
export function useSeriesColors() {
  const { palette } = useTheme();
  return [palette.primary.main, palette.warning.main, palette.info.main, palette.secondary.main, palette.success.main, palette.error.main];
}
