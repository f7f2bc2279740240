import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type HistoricalEvent, type HistoricalEventCategory } from '@mediawatch/shared';
import { HISTORICAL_EVENT_CATEGORIES, HISTORICAL_EVENT_LIMITS } from '@mediawatch/shared/constants';
import { useCreateHistoricalEvent, useUpdateHistoricalEvent } from '@mediawatch/shared/queries';
import { localToday, useApiErrorText } from '@mediawatch/shared/ui';

import { useHistoricalEventsTexts } from './texts';

// ----------------------------------------------------------------------

export interface EventDialogProps {
  /** The event to edit; absent: a new one. */
  event?: HistoricalEvent;
  /** Saving a proposal confirms it too. */
  confirm?: boolean;
  onClose: () => void;
  onSaved: (event: HistoricalEvent) => void;
}

/** Text as stored: trimmed, without the bidi isolates the Arabic wording of a proposal puts around a topic's name. */
const written = (text: string) => text.replace(/[\u2066-\u2069]/g, '').trim();

/** Adds or edits an event: date, title, category, description. */
export function EventDialog({ event, confirm, onClose, onSaved }: EventDialogProps) {
  const { t } = useHistoricalEventsTexts();
  const apiErrorText = useApiErrorText();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const create = useCreateHistoricalEvent();
  const update = useUpdateHistoricalEvent();
  const [date, setDate] = useState(event?.date ?? localToday());
  const [title, setTitle] = useState(event?.title ?? '');
  const [category, setCategory] = useState<HistoricalEventCategory>(event?.category ?? 'other');
  const [description, setDescription] = useState(event?.description ?? '');
  const [touched, setTouched] = useState(false);
  const pending = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const titleMissing = touched && title.trim() === '';
  const dateMissing = touched && !date;

  const submit = () => {
    setTouched(true);
    if (!title.trim() || !date) return;
    const fields = { date, title: written(title), category, description: written(description) };
    // A proposal's generated text left as it reads stays generated: each reader keeps seeing it in their language.
    const keepsWording = !!event?.spike && fields.title === written(event.title) && fields.description === written(event.description);
    if (event) {
      update.mutate(
        {
          id: event.id,
          update: {
            ...(keepsWording ? { date, category } : fields),
            ...(confirm ? { status: 'confirmed' as const } : {}),
          },
        },
        { onSuccess: (saved) => onSaved(saved) },
      );
    } else {
      create.mutate(fields, { onSuccess: (saved) => onSaved(saved) });
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>
        {event ? t('historicalEvents.dialog.editTitle', { title: event.title }) : t('historicalEvents.dialog.addTitle')}
      </DialogTitle>
      <form
        noValidate
        onSubmit={(submitEvent) => {
          submitEvent.preventDefault();
          submit();
        }}
      >
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error ? <Alert severity="error">{apiErrorText(error)}</Alert> : null}
            <TextField
              type="date"
              label={t('historicalEvents.dialog.date')}
              value={date}
              onChange={(change) => setDate(change.target.value)}
              required
              error={dateMissing}
              helperText={dateMissing ? t('historicalEvents.dialog.dateRequired') : undefined}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={t('historicalEvents.dialog.title')}
              value={title}
              onChange={(change) => setTitle(change.target.value)}
              required
              autoFocus
              error={titleMissing}
              helperText={titleMissing ? t('historicalEvents.dialog.titleRequired') : undefined}
              slotProps={{ htmlInput: { maxLength: HISTORICAL_EVENT_LIMITS.titleMax } }}
            />
            <TextField
              select
              label={t('historicalEvents.category')}
              value={category}
              onChange={(change) => setCategory(change.target.value as HistoricalEventCategory)}
            >
              {HISTORICAL_EVENT_CATEGORIES.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`historicalEvents.categories.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('historicalEvents.dialog.description')}
              value={description}
              onChange={(change) => setDescription(change.target.value)}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: HISTORICAL_EVENT_LIMITS.descriptionMax } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('historicalEvents.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {confirm ? t('historicalEvents.proposed.confirm') : t('historicalEvents.dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
