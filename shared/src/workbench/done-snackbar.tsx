import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { Link as RouterLink } from '@mediawatch/shared/router';

// ----------------------------------------------------------------------

/** What a workbench action did (a status read out) with a link to where it went ("Open the board"). */
export function DoneSnackbar({ done, onClose }: { done: { text: string; linkLabel: string; to: string } | null; onClose: () => void }) {
  return (
    <Snackbar open={done !== null} autoHideDuration={10_000} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="success"
        variant="filled"
        role="status"
        onClose={onClose}
        action={
          done ? (
            <Button color="inherit" size="small" component={RouterLink} to={done.to}>
              {done.linkLabel}
            </Button>
          ) : null
        }
      >
        {done?.text ?? ''}
      </Alert>
    </Snackbar>
  );
}
