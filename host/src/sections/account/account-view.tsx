import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiClient, ApiError, endpoints, paths, useAuthStore, useTranslation } from '@mediawatch/shared';
import { AUTH_LIMITS } from '@mediawatch/shared/constants';
import type { PasswordWeaknessReason } from '@mediawatch/shared/schemas';
import { useNavigate } from '@mediawatch/shared/router';
import { PageHeader, PasswordTextField, useApiErrorText } from '@mediawatch/shared/ui';

import { ApiTokensCard } from './api-tokens-card';

// ----------------------------------------------------------------------
// The signed-in user's account (/dashboard/account, opened from the user
// menu's header): change the password, sign out everywhere
// (docs/decisions/0042-accounts-and-ownership.md), personal API tokens
// (docs/decisions/0055-api-tokens.md).

const REASONS: readonly PasswordWeaknessReason[] = ['common', 'personal', 'pattern', 'weak'];

/** The reason of a 400 that refused the new password, when the answer is one. */
function weakReason(error: unknown): PasswordWeaknessReason | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body as { field?: unknown; reason?: unknown } | null;
  return body?.field === 'password' && REASONS.includes(body.reason as PasswordWeaknessReason)
    ? (body.reason as PasswordWeaknessReason)
    : null;
}

function ChangePasswordCard() {
  const { t } = useTranslation();
  const apiErrorText = useApiErrorText();
  const replaceToken = useAuthStore((state) => state.replaceToken);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    setFailure(null);
    const found = {
      current: current ? undefined : t('accountPage.required'),
      next: next.length >= AUTH_LIMITS.passwordMin ? undefined : t('accountPage.passwordHint', { count: AUTH_LIMITS.passwordMin }),
    };
    setErrors(found);
    if (found.current || found.next) return;
    setBusy(true);
    try {
      const { data } = await apiClient.post<{ token: string }>(endpoints.auth.password, { currentPassword: current, newPassword: next });
      replaceToken(data.token);
      setCurrent('');
      setNext('');
      setDone(true);
    } catch (error) {
      const reason = weakReason(error);
      if (reason) setErrors({ next: t(`accountPage.weak.${reason}`) });
      else setFailure(t('accountPage.failed', { message: apiErrorText(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('accountPage.passwordTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('accountPage.passwordText')}
        </Typography>
        {done ? (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('accountPage.changed')}
          </Alert>
        ) : null}
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={t('accountPage.passwordTitle')} sx={{ maxWidth: 420 }}>
          <PasswordTextField
            label={t('accountPage.currentPassword')}
            name="currentPassword"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            error={!!errors.current}
            helperText={errors.current}
            fullWidth
          />
          <PasswordTextField
            label={t('accountPage.newPassword')}
            name="newPassword"
            autoComplete="new-password"
            value={next}
            onChange={(event) => setNext(event.target.value)}
            error={!!errors.next}
            helperText={errors.next ?? t('accountPage.passwordHint', { count: AUTH_LIMITS.passwordMin })}
            fullWidth
          />
          <Button type="submit" variant="contained" loading={busy} sx={{ alignSelf: 'flex-start' }}>
            {t('accountPage.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

function SessionsCard() {
  const { t } = useTranslation();
  const apiErrorText = useApiErrorText();
  const forgetSession = useAuthStore((state) => state.forgetSession);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const signOutEverywhere = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await apiClient.post(endpoints.auth.logoutEverywhere);
      forgetSession();
      navigate(paths.login.getHref());
    } catch (error) {
      setFailure(t('accountPage.signOutFailed', { message: apiErrorText(error) }));
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('accountPage.sessionsTitle')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('accountPage.sessionsText')}
        </Typography>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        ) : null}
        <Button variant="outlined" color="error" onClick={signOutEverywhere} loading={busy}>
          {t('accountPage.signOutEverywhere')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** The account page: the password, the sessions and the API tokens of the signed-in user. */
export function AccountView() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('accountPage.title')} description={t('accountPage.description')} />
      <Stack spacing={3}>
        <ChangePasswordCard />
        <SessionsCard />
        <ApiTokensCard />
      </Stack>
    </>
  );
}
