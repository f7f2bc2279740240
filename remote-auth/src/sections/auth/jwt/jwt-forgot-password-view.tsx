import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiClient, ApiError, endpoints, GENERIC_ERROR_MESSAGE, paths } from '@mediawatch/shared';
import { OutlinedTextField } from '@mediawatch/shared/ui';

import { useTranslate } from '../../../locales';
import { AUTH_HEADING_SX } from './styles';
import { useAuthHref } from './use-auth-href';

// ----------------------------------------------------------------------

/**
 * "Forgot password?": asks for a reset link by mail. The answer is the same
 * whether the address has an account or not (docs/decisions/0042-accounts-and-ownership.md).
 */
export function JwtForgotPasswordView() {
  const { t } = useTranslate();
  const loginHref = useAuthHref(paths.login.getHref());
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const address = email.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(address)) {
      setFieldError(t(address ? 'invalid.emailFormat' : 'invalid.required.email'));
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      await apiClient.post(endpoints.auth.forgot, { email: address });
      setSent(true);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Stack spacing={1.5} sx={{ mb: 4 }}>
        <Typography variant="h4" component="h1" sx={AUTH_HEADING_SX}>
          {t('forgotHeading')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('forgotText')}
        </Typography>
      </Stack>
      {sent ? (
        <Alert severity="success" sx={{ mb: 3 }} role="status">
          {t('forgotSent')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {failure}
        </Alert>
      ) : null}
      <form noValidate onSubmit={submit} aria-label={t('forgotHeading')}>
        <Stack spacing={3}>
          <OutlinedTextField
            name="email"
            label={t('email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={!!fieldError}
            helperText={fieldError}
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
            fullWidth
          />
          <Button type="submit" size="large" variant="contained" fullWidth loading={busy}>
            {t('forgotSend')}
          </Button>
          <Link component={RouterLink} to={loginHref} variant="subtitle2" sx={{ alignSelf: 'center' }}>
            {t('backToSignIn')}
          </Link>
        </Stack>
      </form>
    </>
  );
}
