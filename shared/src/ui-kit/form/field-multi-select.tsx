import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

import { useUiTranslation } from '../texts';

// ----------------------------------------------------------------------

export interface FieldMultiSelectProps<T extends FieldValues = FieldValues> {
  /** The form's control; the surrounding {@link Form}'s when absent. */
  control?: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: { value: string; label: string }[];
  /** Shown under the field when there is no error. */
  helperText?: (selected: string[]) => string | undefined;
}

/** A select of several ids (a source's groups, a group's sources) bound to a string-array field. */
export function FieldMultiSelect<T extends FieldValues = FieldValues>({
  control,
  name,
  label,
  options,
  helperText,
}: FieldMultiSelectProps<T>) {
  // Without a surrounding Form, the context is null and `control` must be given.
  const context = useFormContext<T>() as ReturnType<typeof useFormContext<T>> | null;
  const { t } = useUiTranslation();
  return (
    <Controller
      name={name}
      control={control ?? context?.control}
      render={({ field: { ref, value, onChange, ...field }, fieldState: { error } }) => {
        const selected = (value ?? []) as string[];
        return (
          <TextField
            {...field}
            inputRef={ref}
            select
            label={label}
            fullWidth
            value={selected}
            // MUI types a multiple select's event value as a string; it is the array.
            onChange={(event) => onChange(event.target.value as unknown as string[])}
            slotProps={{
              select: {
                multiple: true,
                renderValue: (chosen) =>
                  (chosen as string[]).map((id) => options.find((option) => option.value === id)?.label ?? id).join(t('listSeparator')),
              },
            }}
            error={!!error}
            helperText={error?.message ?? helperText?.(selected)}
          >
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
