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
import type { FieldValues } from 'react-hook-form';

import { Form, type FormProps } from '../form/form';
import { useUiTranslation } from '../texts';

// ----------------------------------------------------------------------

export interface FormDialogProps<TFieldValues extends FieldValues, TContext, TTransformedValues> extends FormProps<
  TFieldValues,
  TContext,
  TTransformedValues
> {
  /** The dialog's title, also its accessible name. */
  title: string;
  onClose: () => void;
  /** The submit button's text ("Add source", "Save"). */
  submitLabel: string;
  /** A save is running: the dialog cannot be dismissed and the button spins. */
  pending?: boolean;
  /** Disables the submit button (an upload is still running). */
  submitDisabled?: boolean;
  /** Why the last save failed (the server's message), above the fields. */
  error?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
}

/**
 * A react-hook-form {@link Form} in a dialog, with Cancel and submit buttons;
 * full screen on a phone, where a dialog's margins leave the fields no room.
 * Mount it when it opens, so each opening starts from its default values.
 */
export function FormDialog<TFieldValues extends FieldValues, TContext, TTransformedValues>({
  title,
  onClose,
  submitLabel,
  pending,
  submitDisabled,
  error,
  maxWidth = 'sm',
  children,
  ...form
}: FormDialogProps<TFieldValues, TContext, TTransformedValues>) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const { t } = useUiTranslation();

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Form {...form}>
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
      </Form>
    </Dialog>
  );
}
