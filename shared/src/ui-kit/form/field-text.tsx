import type { ChangeEvent, ReactNode } from 'react';
import { useController, useFormContext, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

import { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field';

// ----------------------------------------------------------------------

/** What binds a field to a react-hook-form field, whichever component draws it. */
export interface FieldBinding<T extends FieldValues = FieldValues> {
  name: FieldPath<T>;
  /** The form's control; the surrounding {@link Form}'s when absent. */
  control?: Control<T>;
  /**
   * The field's value from what was typed (a number field gives a number,
   * an optional one null when empty); the text as is by default.
   */
  parse?: (text: string) => unknown;
  helperText?: ReactNode;
}

/**
 * The props that tie a text field to its form field. The schema's message
 * replaces the helper text, so the error sits beside the field and MUI ties it
 * to the input (`aria-invalid`, `aria-describedby`).
 */
export function useFieldBinding<T extends FieldValues>({ control, name, parse, helperText }: FieldBinding<T>) {
  // Without a surrounding Form, the context is null and `control` must be given.
  const context = useFormContext<T>() as ReturnType<typeof useFormContext<T>> | null;
  const {
    field: { ref, value, onChange, ...field },
    fieldState: { error },
  } = useController({ name, control: control ?? context?.control });
  return {
    ...field,
    inputRef: ref,
    fullWidth: true,
    value: (value as unknown) ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(parse ? parse(event.target.value) : event.target.value),
    error: !!error,
    helperText: error?.message ?? helperText,
  };
}

export type FieldTextProps<T extends FieldValues = FieldValues> = Omit<
  OutlinedTextFieldProps,
  'name' | 'value' | 'onChange' | 'helperText'
> &
  FieldBinding<T>;

/** An outlined text field ({@link OutlinedTextField}) bound to a react-hook-form field. */
export function FieldText<T extends FieldValues = FieldValues>({ control, name, parse, helperText, ...other }: FieldTextProps<T>) {
  return <OutlinedTextField {...useFieldBinding<T>({ control, name, parse, helperText })} {...other} />;
}

/** For `parse`: a number, or `empty` when nothing is typed. */
export const numberOr =
  (empty: null | undefined) =>
  (text: string): number | null | undefined =>
    text.trim() === '' ? empty : Number(text);
