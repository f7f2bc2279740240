import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { OutlinedTextField, PageHeader, ScrollTable, useApiErrorText } from '@mediawatch/shared/ui';
import { useInviteUser, useRegistrationMode, useUpdateUser, useUsers } from '@mediawatch/shared/queries';
import { can, useAuthStore, useTranslation, type AdminUser, type Role } from '@mediawatch/shared';
import { ROLES } from '@mediawatch/shared/constants';

import { initialsOf } from '../../layouts/dashboard/account-menu';
import { EveryApiToken } from './every-api-token';

// ----------------------------------------------------------------------
// User administration (admins only; docs/decisions/0042-accounts-and-ownership.md):
// every account with its role, which an admin changes; disable and enable;
// invitations when registration is by invitation. The server refuses a change
// that would leave no enabled admin; the page disables those controls too.

/** Whether changing `user` could leave no enabled admin (who manages users): it is the only one. */
function isLastAdmin(user: AdminUser, users: readonly AdminUser[]): boolean {
  const admins = users.filter((other) => can(other.role, 'manageUsers') && !other.disabled);
  return admins.length === 1 && admins[0]!.id === user.id;
}

function InviteForm() {
  const { t } = useTranslation();
  const apiErrorText = useApiErrorText();
  const invite = useInviteUser();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const address = email.trim();
    if (!address) return;
    invite.mutate(address, {
      onSuccess: () => {
        setSent(address);
        setEmail('');
      },
    });
  };

  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      {sent ? <Alert severity="success">{t('users.invited', { email: sent })}</Alert> : null}
      {invite.isError ? <Alert severity="error">{t('users.inviteFailed', { message: apiErrorText(invite.error) })}</Alert> : null}
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1.5} onSubmit={submit} aria-label={t('users.invite')}>
        <OutlinedTextField
          label={t('users.inviteEmail')}
          type="email"
          size="small"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
          sx={{ minWidth: { sm: 280 } }}
        />
        <Button type="submit" variant="contained" loading={invite.isPending} disabled={!email.trim()}>
          {t('users.invite')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** User administration (admins only): every account with its role and state. */
export function UsersView() {
  const { data, isPending, isError, error } = useUsers();
  const mode = useRegistrationMode();
  const update = useUpdateUser();
  const me = useAuthStore((state) => state.user);
  const { t } = useTranslation();
  const apiErrorText = useApiErrorText();

  return (
    <>
      <PageHeader title={t('users.title')} description={t('users.description')} />
      {mode.data ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t(`users.registration.${mode.data.mode}`)}
        </Typography>
      ) : null}
      {mode.data?.mode === 'invite' ? <InviteForm /> : null}
      {update.isError ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => update.reset()}>
          {t('users.updateFailed', { message: apiErrorText(update.error) })}
        </Alert>
      ) : null}
      {isPending ? (
        <CircularProgress aria-label={t('users.loading')} />
      ) : isError ? (
        <Alert severity="error">{t('users.failed', { message: error.message })}</Alert>
      ) : (
        <Paper variant="outlined">
          <ScrollTable label={t('users.title')} minWidth={720}>
            <TableHead>
              <TableRow>
                <TableCell>{t('users.name')}</TableCell>
                <TableCell>{t('users.email')}</TableCell>
                <TableCell>{t('users.role')}</TableCell>
                <TableCell>{t('users.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.users.map((user) => {
                const last = isLastAdmin(user, data.users);
                const busy = update.isPending && update.variables?.id === user.id;
                return (
                  <TableRow key={user.id} sx={user.disabled ? { '& td': { color: 'text.disabled' } } : undefined}>
                    <TableCell>
                      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                        <Avatar src={user.photoURL ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 14 }}>
                          {initialsOf(user)}
                        </Avatar>
                        <span>{user.fullName}</span>
                        {user.id === me?.id ? <Chip label={t('users.you')} size="small" /> : null}
                      </Stack>
                    </TableCell>
                    <TableCell>{user.email}</TableCell>
                    <TableCell>
                      <Select
                        size="small"
                        value={user.role}
                        disabled={busy}
                        onChange={(event) => update.mutate({ id: user.id, role: event.target.value as Role })}
                        inputProps={{ 'aria-label': t('users.roleOf', { name: user.fullName }) }}
                        sx={{ minWidth: 140 }}
                      >
                        {ROLES.map((role) => (
                          <MenuItem key={role} value={role} disabled={last && !can(role, 'manageUsers')}>
                            {t(`users.roles.${role}`)}
                          </MenuItem>
                        ))}
                      </Select>
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Switch
                          checked={!user.disabled}
                          disabled={busy || (last && !user.disabled)}
                          onChange={(event) => update.mutate({ id: user.id, disabled: !event.target.checked })}
                          slotProps={{ input: { 'aria-label': t('users.enabledOf', { name: user.fullName }) } }}
                        />
                        <span>{t(user.disabled ? 'users.disabled' : 'users.enabled')}</span>
                      </Stack>
                      {last ? (
                        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', maxWidth: 220 }}>
                          {t('users.lastAdmin')}
                        </Typography>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </ScrollTable>
        </Paper>
      )}
      <EveryApiToken />
    </>
  );
}
