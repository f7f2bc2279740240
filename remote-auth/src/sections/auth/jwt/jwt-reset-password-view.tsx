import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from '@mediawatch/shared/router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiClient, ApiError, endpoints, GENERIC_ERROR_MESSAGE, paths } from '@mediawatch/shared';
import { AUTH_LIMITS } from '@mediawatch/shared/constants';
import type { PasswordWeaknessReason } from '@mediawatch/shared/schemas';
import { PasswordTextField } from '@mediawatch/shared/ui';

import { useTranslate } from '../../../locales';
import { AUTH_HEADING_SX } from './styles';

// ----------------------------------------------------------------------

const REASON_TEXT = {
  common: 'passwordCommon',
  personal: 'passwordPersonal',
  pattern: 'passwordPattern',
  weak: 'passwordWeak',
} as const satisfies Record<PasswordWeaknessReason, string>;

/**
 * The page a password-reset e-mail links to (`?token=...`): sets a new
 * password, which signs out every session of the account; then sign in.
 */
export function JwtResetPasswordView() {
  const { t } = useTranslate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [state, setState] = useState<'editing' | 'done' | 'bad-link'>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (password.length < AUTH_LIMITS.passwordMin) {
      setFieldError(t('invalid.passwordTooShort', { count: AUTH_LIMITS.passwordMin }));
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      await apiClient.post(endpoints.auth.reset, { token, password });
      setState('done');
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { field?: unknown; reason?: unknown } | null) : null;
      if (body?.field === 'password' && typeof body.reason === 'string' && body.reason in REASON_TEXT) {
        setFieldError(t(REASON_TEXT[body.reason as PasswordWeaknessReason]));
      } else if (error instanceof ApiError && error.status === 400) {
        setState('bad-link');
      } else {
        setFailure(error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE);
      }
    } finally {
      setBusy(false);
    }
  };

  const forgotLink = (
    <Link component={RouterLink} to={paths.forgotPassword.getHref()} variant="subtitle2">
      {t('newLink')}
    </Link>
  );

  return (
    <>
      <Stack spacing={1.5} sx={{ mb: 4 }}>
        <Typography variant="h4" component="h1" sx={AUTH_HEADING_SX}>
          {t('resetHeading')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('resetText')}
        </Typography>
      </Stack>
      {!token ? (
        <Stack spacing={2}>
          <Alert severity="info">{t('resetNoToken')}</Alert>
          {forgotLink}
        </Stack>
      ) : state === 'done' ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {t('resetDone')}
          </Alert>
          <Button component={RouterLink} to={paths.login.getHref()} size="large" variant="contained" fullWidth>
            {t('signIn')}
          </Button>
        </Stack>
      ) : state === 'bad-link' ? (
        <Stack spacing={2}>
          <Alert severity="error">{t('resetBadLink')}</Alert>
          {forgotLink}
        </Stack>
      ) : (
        <>
          {failure ? (
            <Alert severity="error" sx={{ mb: 3 }}>
              {failure}
            </Alert>
          ) : null}
          <form noValidate onSubmit={submit} aria-label={t('resetHeading')}>
            <Stack spacing={3}>
              <PasswordTextField
                name="password"
                label={t('newPassword')}
                autoComplete="new-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={!!fieldError}
                helperText={fieldError ?? t('passwordHint', { count: AUTH_LIMITS.passwordMin })}
                fullWidth
              />
              <Button type="submit" size="large" variant="contained" fullWidth loading={busy}>
                {t('resetSave')}
              </Button>
            </Stack>
          </form>
        </>
      )}
    </>
  );
}
