import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, useFormContext, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

// ----------------------------------------------------------------------

export interface FieldSwitchProps<T extends FieldValues = FieldValues> {
  /** The form's control; the surrounding {@link Form}'s when absent. */
  control?: Control<T>;
  name: FieldPath<T>;
  label: string;
}

/** A labelled switch bound to a boolean react-hook-form field. */
export function FieldSwitch<T extends FieldValues = FieldValues>({ control, name, label }: FieldSwitchProps<T>) {
  // Without a surrounding Form, the context is null and `control` must be given.
  const context = useFormContext<T>() as ReturnType<typeof useFormContext<T>> | null;
  return (
    <Controller
      name={name}
      control={control ?? context?.control}
      render={({ field: { ref, value, onChange, ...field } }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch {...field} slotProps={{ input: { ref } }} checked={!!value} onChange={(event) => onChange(event.target.checked)} />
          }
        />
      )}
    />
  );
}
