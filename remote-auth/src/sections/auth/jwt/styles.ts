import type { SxProps, Theme } from '@mui/material/styles';

// ----------------------------------------------------------------------

/** The auth pages' main heading: the theme's h5 on phones, h4 from sm up, bold. */
export const AUTH_HEADING_SX: SxProps<Theme> = (theme) => ({
  ...theme.typography.h5,
  fontWeight: theme.typography.fontWeightBold,
  [theme.breakpoints.up('sm')]: { ...theme.typography.h4, fontWeight: theme.typography.fontWeightBold },
});
