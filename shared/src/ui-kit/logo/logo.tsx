import type { SxProps, Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import { Link as RouterLink } from '@mediawatch/shared/router';

import { CONFIG } from '@mediawatch/shared';

// ----------------------------------------------------------------------

export interface LogoProps {
  /** Square size in px; docs/spec.md §9 gives 90 as the default. */
  size?: number;
  /** Where the logo links (a client-side route); none renders the mark alone. */
  href?: string;
  sx?: SxProps<Theme>;
}

/**
 * The Mediawatch mark: a signal wave inside a lens, in the theme's primary colour.
 * Plain SVG so that every package can draw it without an asset request.
 */
export function Logo({ size = 90, href, sx }: LogoProps) {
  const mark = (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      role="img"
      aria-label={CONFIG.appName}
      sx={{ width: size, height: size, display: 'block', color: 'primary.main', flexShrink: 0 }}
    >
      <circle cx="32" cy="32" r="28" fill="currentColor" opacity={0.16} />
      <circle cx="32" cy="32" r="20" fill="none" stroke="currentColor" strokeWidth={5} />
      <path
        d="M16 33h7l4-9 6 17 5-12 3 4h7"
        fill="none"
        stroke="currentColor"
        strokeWidth={4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Box>
  );

  if (!href) return <Box sx={sx}>{mark}</Box>;
  return (
    <Box component={RouterLink} to={href} aria-label={`${CONFIG.appName} home`} sx={{ display: 'inline-flex', ...sx }}>
      {mark}
    </Box>
  );
}
