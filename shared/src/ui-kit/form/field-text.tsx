import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useFormContext, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

// ----------------------------------------------------------------------

export type FieldTextProps<T extends FieldValues = FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  name: FieldPath<T>;
  /** The form's control; the surrounding {@link Form}'s when absent. */
  control?: Control<T>;
  /**
   * The field's value from what was typed (a number field gives a number,
   * an optional one null when empty); the text as is by default.
   */
  parse?: (text: string) => unknown;
};

/**
 * A TextField bound to a react-hook-form field. The schema's message replaces
 * the helper text, so the error sits beside the field and MUI ties it to the
 * input (`aria-invalid`, `aria-describedby`).
 */
export function FieldText<T extends FieldValues = FieldValues>({ control, name, parse, helperText, ...other }: FieldTextProps<T>) {
  // Without a surrounding Form, the context is null and `control` must be given.
  const context = useFormContext<T>() as ReturnType<typeof useFormContext<T>> | null;
  return (
    <Controller
      name={name}
      control={control ?? context?.control}
      render={({ field: { ref, value, onChange, ...field }, fieldState: { error } }) => (
        <TextField
          {...field}
          inputRef={ref}
          fullWidth
          value={value ?? ''}
          onChange={(event) => onChange(parse ? parse(event.target.value) : event.target.value)}
          error={!!error}
          helperText={error?.message ?? helperText}
          {...other}
        />
      )}
    />
  );
}

/** For `parse`: a number, or `empty` when nothing is typed. */
export const numberOr =
  (empty: null | undefined) =>
  (text: string): number | null | undefined =>
    text.trim() === '' ? empty : Number(text);
