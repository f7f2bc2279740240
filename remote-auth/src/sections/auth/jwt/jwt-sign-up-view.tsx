import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from '@mediawatch/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError, apiClient, endpoints, GENERIC_ERROR_MESSAGE, paths, useAuthStore, Trans } from '@mediawatch/shared';
import { AUTH_LIMITS } from '@mediawatch/shared/constants';
import type { PasswordWeaknessReason, RegistrationModeResponse } from '@mediawatch/shared/schemas';
import { OutlinedTextField, PasswordTextField, useSchemaForm } from '@mediawatch/shared/ui';

import { useTranslate } from '../../../locales';
import { preloadOnFocus } from './preload-on-focus';
import { issueText } from './field-texts';
import { AUTH_HEADING_SX } from './styles';
import { useAuthHref } from './use-auth-href';

// ----------------------------------------------------------------------

const REASON_TEXT = {
  common: 'passwordCommon',
  personal: 'passwordPersonal',
  pattern: 'passwordPattern',
  weak: 'passwordWeak',
} as const satisfies Record<PasswordWeaknessReason, string>;

/** The reason of a 400 that refused the password, when the answer is one. */
function weakPasswordReason(error: unknown): PasswordWeaknessReason | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body as { field?: unknown; reason?: unknown } | null;
  return body?.field === 'password' && typeof body.reason === 'string' && body.reason in REASON_TEXT
    ? (body.reason as PasswordWeaknessReason)
    : null;
}

type RegistrationMode = RegistrationModeResponse['mode'];

/** Who may register, as the server says (GET /api/auth/registration); null until it answers. */
function useRegistrationMode(): RegistrationMode | null {
  const [mode, setMode] = useState<RegistrationMode | null>(null);
  useEffect(() => {
    let live = true;
    apiClient
      .get<RegistrationModeResponse>(endpoints.auth.registration)
      .then(({ data }) => live && setMode(data.mode))
      // Unknown: the form shows, and the server's answer to a registration says the rest.
      .catch(() => live && setMode('open'));
    return () => {
      live = false;
    };
  }, []);
  return mode;
}

/**
 * The registration form. Like sign-in, success only updates the shared auth
 * store (the answer's accessToken and user) and the host's guest guard moves
 * the new user on. It follows the registration mode: closed shows why, by
 * invitation needs the invitation link's token (`?invitation=...&email=...`).
 */
export function JwtSignUpView() {
  const signUp = useAuthStore((state) => state.signUp);
  const loginHref = useAuthHref(paths.login.getHref());
  const [searchParams] = useSearchParams();
  const invitation = searchParams.get('invitation') ?? undefined;
  const mode = useRegistrationMode();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const { t } = useTranslate();

  const form = useSchemaForm(
    () => import('@mediawatch/shared/forms').then((forms) => forms.registerBodySchema),
    {
      firstName: '',
      lastName: '',
      email: searchParams.get('email') ?? '',
      password: '',
    },
    { textOf: issueText(t) },
  );

  const onSubmit = form.handleSubmit(
    async ({ email, password, firstName, lastName }) => {
      setErrorMessage(null);
      try {
        await signUp({ email, password, firstName, lastName, ...(invitation ? { invitation } : {}) });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          setErrorMessage(t('registrationTaken'));
          return;
        }
        // A password the server finds too easy to guess: its reason beside the field.
        const reason = weakPasswordReason(error);
        if (reason) {
          form.setError('password', t(REASON_TEXT[reason]));
          return;
        }
        // The server's own words (such as a taken email) when it sent some; an
        // answer without a token is an internal fault the user cannot act on.
        setErrorMessage(error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE);
      }
    },
    () => setErrorMessage(GENERIC_ERROR_MESSAGE),
  );

  return (
    <>
      <Stack spacing={1.5} sx={{ mb: 4 }}>
        <Typography variant="h4" component="h1" sx={AUTH_HEADING_SX}>
          {t('registerHeading')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('haveAccount')}{' '}
          <Link component={RouterLink} to={loginHref} variant="subtitle2">
            {t('signInLink')}
          </Link>
        </Typography>
      </Stack>

      {mode === 'closed' || (mode === 'invite' && !invitation) ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t(mode === 'closed' ? 'registrationClosed' : 'registrationInvite')}
        </Alert>
      ) : null}
      {mode === 'invite' && invitation ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('registrationInvited')}
        </Alert>
      ) : null}

      {errorMessage ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {errorMessage}
        </Alert>
      ) : null}

      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={preloadOnFocus(form)}
        aria-label={t('createAccount')}
        hidden={mode === 'closed' || (mode === 'invite' && !invitation)}
      >
        <Stack spacing={3}>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <OutlinedTextField {...form.field('firstName')} label={t('firstName')} autoComplete="given-name" />
            <OutlinedTextField {...form.field('lastName')} label={t('lastName')} autoComplete="family-name" />
          </Box>
          <OutlinedTextField
            {...form.field('email')}
            label={t('email')}
            type="email"
            autoComplete="email"
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          />
          <PasswordTextField
            {...form.field('password', t('passwordHint', { count: AUTH_LIMITS.passwordMin }))}
            label={t('password')}
            autoComplete="new-password"
          />
          <Button type="submit" size="large" variant="contained" fullWidth loading={form.isSubmitting}>
            {t('createAccount')}
          </Button>
        </Stack>
      </form>

      <Typography variant="caption" component="p" sx={{ mt: 3, color: 'text.secondary', textAlign: 'center' }}>
        <Trans
          t={t}
          i18nKey="terms"
          components={{
            terms: <Box component="span" sx={{ color: 'text.primary', fontWeight: 'fontWeightMedium' }} />,
            privacy: <Box component="span" sx={{ color: 'text.primary', fontWeight: 'fontWeightMedium' }} />,
          }}
        />
      </Typography>
    </>
  );
}
