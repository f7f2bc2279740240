import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { CONFIG } from '@mediawatch/shared';

import { useTranslate } from '../../locales';
import { DashboardIllustration } from '../../assets/illustrations';

// ----------------------------------------------------------------------

export interface AuthSplitSectionProps {
  /** docs/spec.md §1: defaults to "{product} : The Plateform" (translated). */
  title?: string;
  subtitle?: string;
  /** Defaults to the dashboard illustration. */
  illustration?: ReactNode;
  sx?: SxProps<Theme>;
}

/** The side panel of the auth screens, shown from the md breakpoint up. */
export function AuthSplitSection({ title, subtitle, illustration = <DashboardIllustration />, sx }: AuthSplitSectionProps) {
  const { t } = useTranslate();
  return (
    <Box
      component="aside"
      aria-label={t('about', { product: CONFIG.appName })}
      sx={[
        (theme) => ({
          display: 'none',
          [theme.breakpoints.up('md')]: { display: 'flex' },
          flex: '0 0 46%',
          maxWidth: 760,
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 6,
          px: { md: 5, lg: 8 },
          py: 8,
          overflow: 'hidden',
          borderLeft: `1px solid ${theme.palette.divider}`,
          backgroundColor: theme.palette.background.default,
          backgroundImage: [
            `radial-gradient(circle at 15% 10%, ${alpha(theme.palette.primary.main, 0.2)}, transparent 55%)`,
            `radial-gradient(circle at 90% 95%, ${alpha(theme.palette.info.main, 0.14)}, transparent 50%)`,
          ].join(', '),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ maxWidth: 520, textAlign: 'center' }}>
        <Typography variant="h4" component="h2" sx={{ fontWeight: 'fontWeightBold' }}>
          {title ?? t('sideTitle', { product: CONFIG.appName })}
        </Typography>
        {subtitle ? (
          <Typography variant="body1" sx={{ mt: 2, color: 'text.secondary' }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ width: 1, maxWidth: 560 }}>{illustration}</Box>
    </Box>
  );
}
