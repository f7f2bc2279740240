import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useUiTranslation } from '@mediawatch/shared/ui';

// ----------------------------------------------------------------------

export interface BoardDialogProps {
  title: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: () => void;
  submitDisabled?: boolean;
  pending?: boolean;
  /** Why the last attempt failed, above the fields. */
  error?: string | null;
  children: ReactNode;
}

/** The board's dialogs: a titled form with Cancel and a submit button, full screen on a phone. */
export function BoardDialog({ title, submitLabel, onClose, onSubmit, submitDisabled, pending, error, children }: BoardDialogProps) {
  const { t } = useUiTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitDisabled && !pending) onSubmit();
        }}
      >
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error ? <Alert severity="error">{error}</Alert> : null}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
