import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@mediawatch/shared';

import { layoutConfig } from '../config-layout';

/**
 * The newsletter box: the spec shows no submit behaviour, so it hands the
 * address to the reader's mail client rather than pretending to subscribe.
 */
export default function NewsletterBox() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    window.location.href = `mailto:${layoutConfig.footer.newsletterAddress}?subject=${encodeURIComponent('Subscribe')}&body=${encodeURIComponent(email)}`;
  };
  return (
    <Box component="form" aria-label={t('footer.newsletter')} onSubmit={submit} sx={{ display: 'flex', gap: 1, mt: 2, maxWidth: 400 }}>
      <TextField
        size="small"
        type="email"
        required
        label={t('footer.emailAddress')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="contained">
        {t('footer.subscribe')}
      </Button>
    </Box>
  );
}
