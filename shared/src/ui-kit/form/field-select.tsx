import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues } from 'react-hook-form';

import { useFieldBinding, type FieldBinding } from './field-text';

// ----------------------------------------------------------------------

export type FieldSelectProps<T extends FieldValues = FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'helperText' | 'select'
> &
  FieldBinding<T>;

/**
 * A select (MUI's TextField in `select` mode, its options as MenuItem
 * children) bound to a react-hook-form field. Kept apart from FieldText so a
 * form without a select does not load Select, Menu and Popover.
 */
export function FieldSelect<T extends FieldValues = FieldValues>({ control, name, parse, helperText, ...other }: FieldSelectProps<T>) {
  return <TextField select {...useFieldBinding<T>({ control, name, parse, helperText })} {...other} />;
}
