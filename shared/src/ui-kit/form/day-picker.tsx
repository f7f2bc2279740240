import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';

import { addDays } from '../format/days';
import { OutlinedTextField } from './outlined-text-field';

// ----------------------------------------------------------------------

export interface DayPickerProps {
  /** The day shown (YYYY-MM-DD, the reader's zone). */
  day: string;
  /** The last day that can be chosen. */
  today: string;
  onChange: (day: string) => void;
  /** The page's texts: the field's label and the buttons' names. */
  labels: { day: string; previousDay: string; nextDay: string; today: string };
}

/** A day of the analyst pages: a date field, the day before and after (mirrored right to left), and back to today. */
export function DayPicker({ day, today, onChange, labels }: DayPickerProps) {
  const rtl = useTheme().direction === 'rtl';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton aria-label={labels.previousDay} onClick={() => onChange(addDays(day, -1))}>
        <span aria-hidden>{rtl ? '›' : '‹'}</span>
      </IconButton>
      <OutlinedTextField
        type="date"
        size="small"
        label={labels.day}
        value={day}
        onChange={(event) => {
          if (event.target.value) onChange(event.target.value);
        }}
        slotProps={{ htmlInput: { max: today }, inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      <IconButton aria-label={labels.nextDay} onClick={() => onChange(addDays(day, 1))} disabled={day >= today}>
        <span aria-hidden>{rtl ? '‹' : '›'}</span>
      </IconButton>
      {day !== today ? (
        <Button size="small" onClick={() => onChange(today)}>
          {labels.today}
        </Button>
      ) : null}
    </Stack>
  );
}
