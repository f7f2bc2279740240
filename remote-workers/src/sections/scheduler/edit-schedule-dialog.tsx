import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ScheduledJob } from '@mediawatch/shared';
import { usePreviewCron, useUpdateScheduledJob } from '@mediawatch/shared/queries';
import { useDebouncedValue, useFormat, useApiErrorText } from '@mediawatch/shared/ui';

import { useSchedulerTexts } from './texts';
import { cronInWords } from './cron-words';

// ----------------------------------------------------------------------

export interface EditScheduleDialogProps {
  job: ScheduledJob;
  onClose: () => void;
  onSaved: (job: ScheduledJob) => void;
}

/** Edits a job's cron and zone: the expression is checked as it is typed, with its next five runs. */
export function EditScheduleDialog({ job, onClose, onSaved }: EditScheduleDialogProps) {
  const { t, i18n } = useSchedulerTexts();
  const apiErrorText = useApiErrorText();
  const format = useFormat();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const previewId = useId();
  const [cron, setCron] = useState(job.cron);
  const [timeZone, setTimeZone] = useState(job.timeZone);
  const debounced = useDebouncedValue({ cron, timeZone }, 300);
  const preview = usePreviewCron(debounced.cron, debounced.timeZone);
  const update = useUpdateScheduledJob();
  const settled = debounced.cron === cron && debounced.timeZone === timeZone && !preview.isFetching;
  const invalid = settled && preview.data && !preview.data.valid ? preview.data.error : null;

  const save = () => update.mutate({ name: job.name, update: { cron, timeZone } }, { onSuccess: (saved) => onSaved(saved) });

  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t('scheduler.dialog.title', { name: job.name })}</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {update.isError ? <Alert severity="error">{apiErrorText(update.error)}</Alert> : null}
            <TextField
              label={t('scheduler.dialog.cron')}
              value={cron}
              onChange={(event) => setCron(event.target.value)}
              error={!!invalid}
              helperText={
                invalid
                  ? t('scheduler.dialog.invalid', { message: invalid })
                  : cronInWords(cron, i18n.language) || t('scheduler.dialog.cronHelp')
              }
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, 'aria-describedby': previewId } }}
              autoFocus
              required
            />
            <TextField
              label={t('scheduler.dialog.timeZone')}
              value={timeZone}
              onChange={(event) => setTimeZone(event.target.value)}
              slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
              required
            />
            <section aria-labelledby={previewId}>
              <Typography id={previewId} variant="subtitle2" component="h3">
                {t('scheduler.dialog.preview')}
              </Typography>
              {!settled ? (
                <Typography variant="body2" color="text.secondary" role="status">
                  {t('scheduler.dialog.checking')}
                </Typography>
              ) : preview.data?.valid ? (
                <ol aria-label={t('scheduler.dialog.preview')} style={{ margin: 0, paddingInlineStart: 20 }}>
                  {preview.data.nextRuns.map((run) => (
                    <li key={run}>
                      <Typography variant="body2">{format.dateTime(run)}</Typography>
                    </li>
                  ))}
                </ol>
              ) : null}
            </section>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={update.isPending}>
            {t('scheduler.dialog.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending} disabled={!settled || !!invalid || !preview.data?.valid}>
            {t('scheduler.dialog.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
