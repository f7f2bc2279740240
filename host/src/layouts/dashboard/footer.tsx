import { Suspense, useState } from 'react';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONFIG, useTranslation, lazyRetrying } from '@mediawatch/shared';

import { LazyPanel } from '@mediawatch/shared/ui';
import { layoutConfig } from '../config-layout';
import { footerLinks } from '../nav-config-dashboard';

const BuildVersionsDialog = lazyRetrying(() => import('./build-versions-dialog'));
// Off by default (docs/spec.md §9): its text field loads only where it is switched on.
const NewsletterBox = lazyRetrying(() => import('./newsletter-box'));

/** The footer of docs/spec.md §2: its five links, the optional newsletter box (off by default), build versions. */
export function Footer({ newsletter = layoutConfig.footer.newsletter }: { newsletter?: boolean }) {
  const [versionsOpen, setVersionsOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ px: { xs: 2, lg: 5 }, py: 3, borderTop: 1, borderColor: 'divider' }}>
      <Stack component="nav" aria-label={t('footer.footer')} direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
        {footerLinks.map((link) => (
          <Link key={link.title} component={RouterLink} to={link.path} variant="body2" color="text.secondary" underline="hover">
            {t(link.title)}
          </Link>
        ))}
      </Stack>
      {newsletter ? (
        <Suspense fallback={null}>
          <NewsletterBox />
        </Suspense>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          © {new Date().getFullYear()} {CONFIG.appName}
        </Typography>
        <Link component="button" type="button" variant="caption" color="text.secondary" onClick={() => setVersionsOpen(true)}>
          {t('footer.buildVersions')}
        </Link>
      </Stack>
      <LazyPanel open={versionsOpen}>
        <BuildVersionsDialog open={versionsOpen} onClose={() => setVersionsOpen(false)} />
      </LazyPanel>
    </Box>
  );
}
