import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';

// ----------------------------------------------------------------------

export type FieldTextProps = TextFieldProps & {
  /** The field's name in the form's values. */
  name: string;
};

/**
 * A TextField bound to the surrounding {@link Form}. The schema's message for
 * the field replaces its helper text, so the error sits beside the field and
 * MUI ties it to the input (`aria-invalid`, `aria-describedby`).
 */
export function FieldText({ name, helperText, ...other }: FieldTextProps) {
  const { control } = useFormContext();

  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState: { error } }) => (
        <TextField
          {...field}
          inputRef={ref}
          fullWidth
          error={!!error}
          helperText={error?.message ?? helperText}
          {...other}
        />
      )}
    />
  );
}
