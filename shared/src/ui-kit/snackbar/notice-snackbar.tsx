import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

// ----------------------------------------------------------------------

/** The outcome of an action, in words. */
export interface Notice {
  severity: 'success' | 'error';
  text: string;
}

/** Says how an action went: a status for a success, an alert for a failure. */
export function NoticeSnackbar({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Snackbar open={!!notice} autoHideDuration={6000} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      {notice ? (
        <Alert severity={notice.severity} onClose={onClose} variant="filled" role={notice.severity === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
