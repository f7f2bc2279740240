import type { ReactNode } from 'react';
import type { DialogProps } from '@mui/material/Dialog';
import type { FieldValues } from 'react-hook-form';

import { Form, type FormProps } from '../form/form';
import { ActionDialog } from './action-dialog';

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
 * A react-hook-form {@link Form} in an {@link ActionDialog}, with Cancel and
 * submit buttons; full screen on a phone. Mount it when it opens, so each
 * opening starts from its default values.
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
  return (
    <ActionDialog
      title={title}
      onClose={onClose}
      submitLabel={submitLabel}
      pending={pending}
      submitDisabled={submitDisabled}
      error={error}
      maxWidth={maxWidth}
      form={(content) => <Form {...form}>{content}</Form>}
    >
      {children}
    </ActionDialog>
  );
}
