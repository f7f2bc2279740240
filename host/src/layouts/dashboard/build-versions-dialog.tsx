import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { REMOTE_AREAS } from '../../federation/remote-areas';
import { readRemoteVersions, type RemoteVersion } from '../../federation/remote-versions';

/** Which build of the host and of each remote this page runs, and where each comes from. */
export function BuildVersionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [rows, setRows] = useState<RemoteVersion[] | null>(null);

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
      <DialogTitle id="build-versions-title">Build versions</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Host {__MEDIAWATCH_VERSION__}. Remotes are wired at run time by /remotes.json.
        </Typography>
        <Table size="small" aria-label="Remote builds">
          <TableHead>
            <TableRow>
              <TableCell>Remote</TableCell>
              <TableCell>Version</TableCell>
              <TableCell>Manifest</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows === null ? (
              <TableRow>
                <TableCell colSpan={3}>Reading manifests…</TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={row.remote}>
                  <TableCell>
                    {row.remote}
                    <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                      {REMOTE_AREAS[row.remote]}
                    </Typography>
                  </TableCell>
                  <TableCell>{row.version ?? 'unreachable'}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{row.manifest ?? 'not wired'}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
