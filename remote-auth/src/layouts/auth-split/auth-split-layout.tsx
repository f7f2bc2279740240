import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { paths } from '@mediawatch/shared';
import { Logo } from '@mediawatch/shared/ui';

import { AuthSplitSection, type AuthSplitSectionProps } from './auth-split-section';

// ----------------------------------------------------------------------

/** docs/spec.md §9: the auth form column is at most 480px wide. */
export const AUTH_FORM_MAX_WIDTH = 480;

export interface AuthSplitLayoutProps {
  children: ReactNode;
  /** Title, subtitle and illustration of the side panel. */
  section?: Omit<AuthSplitSectionProps, 'sx'>;
  sx?: SxProps<Theme>;
}

/**
 * The split layout of the login and register pages (docs/spec.md §2): a
 * centred form column with the logo at its top and, on wide screens, a side
 * panel with a title and an illustration.
 */
export function AuthSplitLayout({ children, section, sx }: AuthSplitLayoutProps) {
  return (
    <Box sx={[{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box
        component="main"
        sx={{
          flex: '1 1 auto',
          display: 'flex',
          // Phones start at the top, where the keyboard leaves room; wide screens centre.
          alignItems: { xs: 'flex-start', md: 'center' },
          justifyContent: 'center',
          px: { xs: 2, sm: 4, md: 6 },
          py: { xs: 4, md: 8 },
        }}
      >
        <Box sx={{ width: 1, maxWidth: AUTH_FORM_MAX_WIDTH }}>
          <Logo size={56} href={paths.root.getHref()} sx={{ mb: 5, borderRadius: 1 }} />
          {children}
        </Box>
      </Box>
      <AuthSplitSection {...section} />
    </Box>
  );
}
