import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

// ----------------------------------------------------------------------

export interface FieldSwitchProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}

/** A labelled switch bound to a boolean react-hook-form field. */
export function FieldSwitch<T extends FieldValues>({ control, name, label }: FieldSwitchProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange, ...field } }) => (
        <FormControlLabel
          label={label}
          control={<Switch {...field} slotProps={{ input: { ref } }} checked={!!value} onChange={(event) => onChange(event.target.checked)} />}
        />
      )}
    />
  );
}
