import { useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

// ----------------------------------------------------------------------

export interface OutlinedTextFieldProps {
  id?: string;
  name?: string;
  label?: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  /** As TextField's: `small` for a dense field (a table's filter). */
  size?: 'small' | 'medium';
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  maxRows?: number;
  value?: unknown;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  sx?: SxProps<Theme>;
  className?: string;
  /** As TextField's: props of the input component, the `<input>` itself, the label and the helper text. */
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputBaseComponentProps;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
  };
}

/**
 * MUI's outlined TextField, composed of the same parts (FormControl,
 * InputLabel, OutlinedInput, FormHelperText) with the same ids and ARIA ties,
 * minus its `select` mode: TextField imports Select, and with it Menu,
 * Popover, Modal and the focus trap, about 17 KiB gzip the sign-in page
 * loaded for nothing (docs/decisions/0036-the-sign-in-page-within-its-budgets.md).
 * Same look, same theme overrides.
 */
export function OutlinedTextField({
  id: idOverride,
  label,
  helperText,
  error,
  required,
  disabled,
  fullWidth,
  size,
  sx,
  className,
  slotProps = {},
  ...input
}: OutlinedTextFieldProps) {
  const id = useId();
  const inputId = idOverride ?? id;
  const helperTextId = helperText ? `${inputId}-helper-text` : undefined;
  const labelId = label != null && label !== '' ? `${inputId}-label` : undefined;
  const shrink = slotProps.inputLabel?.shrink;

  return (
    <FormControl error={error} required={required} disabled={disabled} fullWidth={fullWidth} size={size} sx={sx} className={className}>
      {labelId ? (
        <InputLabel htmlFor={inputId} id={labelId} {...slotProps.inputLabel}>
          {label}
        </InputLabel>
      ) : null}
      <OutlinedInput
        id={inputId}
        aria-describedby={helperTextId}
        label={label}
        {...(shrink === undefined ? {} : { notched: shrink })}
        inputProps={slotProps.htmlInput}
        {...input}
        {...slotProps.input}
      />
      {helperText ? (
        <FormHelperText id={helperTextId} {...slotProps.formHelperText}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
