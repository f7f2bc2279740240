import { useState } from 'react';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError, paths, useAuthStore, Trans } from '@mediawatch/shared';
import { OutlinedTextField, PasswordTextField, useSchemaForm } from '@mediawatch/shared/ui';

import { useTranslate } from '../../../locales';
import { preloadOnFocus } from './preload-on-focus';
import { issueText } from './field-texts';
import { AUTH_HEADING_SX } from './styles';
import { useAuthHref } from './use-auth-href';

// ----------------------------------------------------------------------

/** The account the API seeds into its demo database. */
const DEMO_ACCOUNT = { email: 'admin@mediawatch.local', password: 'mediawatch' } as const;

/**
 * The sign-in form. A successful sign-in only updates the shared auth store:
 * the host's guest guard then sends the user on to `returnTo` or the dashboard.
 */
export function JwtSignInView() {
  const signIn = useAuthStore((state) => state.signIn);
  const registerHref = useAuthHref(paths.register.getHref());
  const forgotHref = useAuthHref(paths.forgotPassword.getHref());
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const { t } = useTranslate();

  const form = useSchemaForm(
    () => import('@mediawatch/shared/forms').then((forms) => forms.loginBodySchema),
    { email: '', password: '' },
    { textOf: issueText(t) },
  );

  // A 401, a network failure and an answer without a token read the same to the user.
  const failed = () => setErrorMessage(t('wrongCredentials'));
  const onSubmit = form.handleSubmit(async (body) => {
    setErrorMessage(null);
    try {
      await signIn(body);
    } catch (error) {
      // The right password of an account an admin disabled: said plainly (docs/decisions/0042-accounts-and-ownership.md).
      if (error instanceof ApiError && error.status === 403) setErrorMessage(t('accountDisabled'));
      else failed();
    }
  }, failed);

  return (
    <>
      <Stack spacing={1.5} sx={{ mb: 4 }}>
        <Typography variant="h4" component="h1" sx={AUTH_HEADING_SX}>
          {t('signInTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('noAccount')}{' '}
          <Link component={RouterLink} to={registerHref} variant="subtitle2">
            {t('getStarted')}
          </Link>
        </Typography>
      </Stack>

      <Alert severity="info" role="note" sx={{ mb: 3 }}>
        <Trans
          t={t}
          i18nKey="demoHint"
          values={DEMO_ACCOUNT}
          components={{ email: <Box component="strong" />, password: <Box component="strong" /> }}
        />
      </Alert>

      {errorMessage ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {errorMessage}
        </Alert>
      ) : null}

      <form noValidate onSubmit={onSubmit} onFocus={preloadOnFocus(form)} aria-label={t('signIn')}>
        <Stack spacing={3}>
          <OutlinedTextField
            {...form.field('email')}
            label={t('email')}
            type="email"
            autoComplete="username"
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          />
          <Stack spacing={1}>
            <PasswordTextField {...form.field('password')} label={t('password')} autoComplete="current-password" />
            <Link component={RouterLink} to={forgotHref} variant="body2" sx={{ alignSelf: 'flex-end' }}>
              {t('forgotLink')}
            </Link>
          </Stack>
          <Button type="submit" size="large" variant="contained" fullWidth loading={form.isSubmitting}>
            {t('signIn')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
