import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

import { useUiTranslation } from '../texts';

// ----------------------------------------------------------------------

export interface ActionDialogProps {
  /** The dialog's title, also its accessible name. */
  title: string;
  onClose: () => void;
  /** The submit button's text ("Add", "Save"). */
  submitLabel: string;
  /** Called on submit (the button or Enter) unless disabled or pending; a `form` of one's own submits itself. */
  onSubmit?: () => void;
  /** Running: the dialog cannot be dismissed and the button spins. */
  pending?: boolean;
  submitDisabled?: boolean;
  /** Why the last attempt failed (the server's message), above the fields. */
  error?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** The form element around the fields and buttons; a plain form calling `onSubmit` when absent. */
  form?: (content: ReactNode) => ReactNode;
  children: ReactNode;
}

/**
 * A dialog holding a form: title, fields, Cancel and a submit button; full
 * screen on a phone, where a dialog's margins leave the fields no room.
 * Mount it when it opens, so each opening starts from its initial values.
 */
export function ActionDialog({
  title,
  onClose,
  submitLabel,
  onSubmit,
  pending,
  submitDisabled,
  error,
  maxWidth = 'sm',
  form,
  children,
}: ActionDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { t } = useUiTranslation();

  const content = (
    <>
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
    </>
  );

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {form ? (
        form(content)
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!submitDisabled && !pending) onSubmit?.();
          }}
        >
          {content}
        </form>
      )}
    </Dialog>
  );
}
