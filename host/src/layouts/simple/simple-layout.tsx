import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { paths, useTranslation } from '@mediawatch/shared';
import { Logo } from '@mediawatch/shared/ui';

import { SettingsButton } from '../../settings/settings-button';
import { layoutConfig } from '../config-layout';

/**
 * The bare layout of the error pages (docs/spec.md §2): a header with the logo
 * a settings toggle and a 'Need help?' link above a centred column of at most 400 px.
 */
export function SimpleLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Stack
        component="header"
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, md: 5 }, height: { xs: 64, md: 80 } }}
      >
        <Logo size={40} href={paths.root.getHref()} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <SettingsButton />
          <Link href="mailto:support@mediawatch.local" underline="hover" color="inherit" variant="subtitle2">
            {t('errors.needHelp')}
          </Link>
        </Stack>
      </Stack>
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          width: 1,
          mx: 'auto',
          maxWidth: layoutConfig.errorColumnMaxWidth,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          textAlign: 'center',
          px: 2,
          py: 10,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
