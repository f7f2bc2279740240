import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

// ----------------------------------------------------------------------

export interface MultiFilterProps {
  label: string;
  options: { value: string; label: string }[];
  value: string[];
  onChange(value: string[]): void;
}

/** A select of several values for a filter bar (every option off: no filter). */
export function MultiFilter({ label, options, value, onChange }: MultiFilterProps) {
  const names = new Map(options.map((option) => [option.value, option.label]));
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      sx={{ minWidth: 180 }}
      onChange={(event) => {
        const next = event.target.value as unknown as string[] | string;
        onChange(typeof next === 'string' ? next.split(',').filter(Boolean) : next);
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (selected as string[]).map((id) => names.get(id) ?? id).join(', '),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
