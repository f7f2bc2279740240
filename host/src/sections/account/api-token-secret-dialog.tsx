import { useState, type FocusEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation, type ApiTokenCreated } from '@mediawatch/shared';
import { OutlinedTextField } from '@mediawatch/shared/ui';

// ----------------------------------------------------------------------

export interface ApiTokenSecretDialogProps {
  token: ApiTokenCreated;
  onClose: () => void;
}

/**
 * The one showing of a new token's secret (the server keeps only its hash):
 * selected for copying by hand, with a button that copies it. Escape and the
 * backdrop do not close it, so the secret is not lost by a stray click.
 */
export function ApiTokenSecretDialog({ token, onClose }: ApiTokenSecretDialogProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.token);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <Dialog open aria-labelledby="api-token-secret-title" aria-describedby="api-token-secret-text" maxWidth="sm" fullWidth>
      <DialogTitle id="api-token-secret-title">{t('apiTokens.secretTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id="api-token-secret-text">{t('apiTokens.secretText')}</DialogContentText>
          <OutlinedTextField
            label={t('apiTokens.secretLabel', { name: token.name })}
            value={token.token}
            fullWidth
            slotProps={{
              htmlInput: {
                readOnly: true,
                dir: 'ltr',
                spellCheck: false,
                onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select(),
                style: { fontFamily: 'monospace' },
              },
            }}
          />
          {copied ? (
            <Alert severity={copied === 'yes' ? 'success' : 'warning'} role="status">
              {t(copied === 'yes' ? 'apiTokens.copied' : 'apiTokens.copyFailed')}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={copy}>{t('apiTokens.copy')}</Button>
        <Button variant="contained" onClick={onClose}>
          {t('apiTokens.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
