import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { PageHeader, ScrollTable } from '@mediawatch/shared/ui';

import { useUsers } from '@mediawatch/shared/queries';
import { initialsOf } from '../../layouts/dashboard/account-menu';
import { useTranslation } from '@mediawatch/shared';

/** User administration (admins only): every account with its role. */
export function UsersView() {
  const { data, isPending, isError, error } = useUsers();
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('users.title')} description={t('users.description')} />
      {isPending ? (
        <CircularProgress aria-label={t('users.loading')} />
      ) : isError ? (
        <Alert severity="error">{t('users.failed', { message: error.message })}</Alert>
      ) : (
        <Paper variant="outlined">
          <ScrollTable label={t('users.title')} minWidth={560}>
            <TableHead>
              <TableRow>
                <TableCell>{t('users.name')}</TableCell>
                <TableCell>{t('users.email')}</TableCell>
                <TableCell>{t('users.role')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.users.map((user) => (
                <TableRow key={user.id}>
                  <TableCell>
                    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                      <Avatar src={user.photoURL ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 14 }}>
                        {initialsOf(user)}
                      </Avatar>
                      <span>{user.fullName}</span>
                    </Stack>
                  </TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>
                    <Chip label={user.role} size="small" variant="outlined" sx={{ textTransform: 'capitalize' }} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollTable>
        </Paper>
      )}
    </>
  );
}
