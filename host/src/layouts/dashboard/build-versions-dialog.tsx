import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@mediawatch/shared';
import { ScrollTable } from '@mediawatch/shared/ui';

import { readRemoteVersions, type RemoteVersion } from '../../federation/remote-versions';

/** Which build of the host and of each remote this page runs, and where each comes from. */
export default function BuildVersionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [rows, setRows] = useState<RemoteVersion[] | null>(null);
  const { t } = useTranslation();

  useEffect(() => {
    if (!open) return;
    let current = true;
    setRows(null);
    void readRemoteVersions().then((result) => current && setRows(result));
    return () => {
      current = false;
    };
  }, [open]);

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="build-versions-title">
      <DialogTitle id="build-versions-title">{t('builds.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('builds.intro', { version: __MEDIAWATCH_VERSION__ })}
        </Typography>
        <ScrollTable size="small" label={t('builds.table')} minWidth={520}>
          <TableHead>
            <TableRow>
              <TableCell>{t('builds.remote')}</TableCell>
              <TableCell>{t('builds.version')}</TableCell>
              <TableCell>{t('builds.manifest')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows === null ? (
              <TableRow>
                <TableCell colSpan={3}>{t('builds.reading')}</TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={row.remote}>
                  <TableCell>
                    {row.remote}
                    <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                      {t(`remote.areas.${row.remote}`)}
                    </Typography>
                  </TableCell>
                  <TableCell>{row.version ?? t('builds.unreachable')}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{row.manifest ?? t('builds.notWired')}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </ScrollTable>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('builds.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
