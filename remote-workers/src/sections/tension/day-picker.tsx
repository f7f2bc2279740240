import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';

import { useTranslate } from '../../locales';
import { addDays } from '../../utils/time-zone';

// ----------------------------------------------------------------------

export interface DayPickerProps {
  day: string;
  today: string;
  onChange: (day: string) => void;
}

/** The day: a date field, the day before and after, and back to today. */
export function DayPicker({ day, today, onChange }: DayPickerProps) {
  const { t } = useTranslate();
  const rtl = useTheme().direction === 'rtl';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton aria-label={t('tension.previousDay')} onClick={() => onChange(addDays(day, -1))}>
        <span aria-hidden>{rtl ? '›' : '‹'}</span>
      </IconButton>
      <TextField
        type="date"
        size="small"
        label={t('tension.day')}
        value={day}
        onChange={(event) => {
          if (event.target.value) onChange(event.target.value);
        }}
        slotProps={{ htmlInput: { max: today }, inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
      <IconButton aria-label={t('tension.nextDay')} onClick={() => onChange(addDays(day, 1))} disabled={day >= today}>
        <span aria-hidden>{rtl ? '‹' : '›'}</span>
      </IconButton>
      {day !== today ? (
        <Button size="small" onClick={() => onChange(today)}>
          {t('tension.today')}
        </Button>
      ) : null}
    </Stack>
  );
}
