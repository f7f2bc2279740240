import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CONFIG } from '@mediawatch/shared';

import { layoutConfig } from '../config-layout';
import { footerLinks } from '../nav-config-dashboard';
import { BuildVersionsDialog } from './build-versions-dialog';

/**
 * The newsletter box: the spec shows no submit behaviour, so it hands the
 * address to the reader's mail client rather than pretending to subscribe.
 */
function NewsletterBox() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    window.location.href = `mailto:${layoutConfig.footer.newsletterAddress}?subject=${encodeURIComponent('Subscribe')}&body=${encodeURIComponent(email)}`;
  };
  return (
    <Box component="form" aria-label={t('footer.newsletter')} onSubmit={submit} sx={{ display: 'flex', gap: 1, mt: 2, maxWidth: 400 }}>
      <TextField size="small" type="email" required label={t('footer.emailAddress')} value={email} onChange={(event) => setEmail(event.target.value)} sx={{ flexGrow: 1 }} />
      <Button type="submit" variant="contained">
        {t('footer.subscribe')}
      </Button>
    </Box>
  );
}

/** The footer of spec section 2: its five links, the optional newsletter box (off by default), build versions. */
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
      {newsletter ? <NewsletterBox /> : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <Typography variant="caption" sx={{ color: 'text.disabled' }}>
          © {new Date().getFullYear()} {CONFIG.appName}
        </Typography>
        <Link component="button" type="button" variant="caption" color="text.disabled" onClick={() => setVersionsOpen(true)}>
          {t('footer.buildVersions')}
        </Link>
      </Stack>
      <BuildVersionsDialog open={versionsOpen} onClose={() => setVersionsOpen(false)} />
    </Box>
  );
}
