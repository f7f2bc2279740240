import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RemoteName } from '@mediawatch/shared';
import { useTranslation } from '@mediawatch/shared';

export type RemoteFallbackVariant = 'page' | 'inline';

export interface RemoteFallbackProps {
  remote: RemoteName;
  error: Error;
  onRetry: () => void;
  variant?: RemoteFallbackVariant;
}

/** What a user sees in place of a remote that is down: what is missing, and a retry. */
export function RemoteFallback({ remote, error, onRetry, variant = 'page' }: RemoteFallbackProps) {
  const [retrying, setRetrying] = useState(false);
  const { t } = useTranslation();
  const area = t(`remote.areas.${remote}`);

  const retry = () => {
    setRetrying(true);
    onRetry();
  };

  if (variant === 'inline') {
    return (
      <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', height: '100%', px: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('remote.unavailableNow', { area })}
        </Typography>
        <Button size="small" onClick={retry} disabled={retrying} aria-label={t('remote.retryArea', { area })}>
          {t('remote.retry')}
        </Button>
      </Stack>
    );
  }

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', py: 8 }} data-remote-fallback={remote}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={retry} disabled={retrying}>
            {t('remote.retry')}
          </Button>
        }
      >
        <Typography variant="subtitle1" component="h1" sx={{ fontWeight: 600 }}>
          {t('remote.unavailable', { area })}
        </Typography>
        <Typography variant="body2">{t('remote.unavailableText')}</Typography>
        <Typography variant="caption" component="p" sx={{ mt: 1, opacity: 0.8 }}>
          {error.message}
        </Typography>
      </Alert>
    </Box>
  );
}
