import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormat } from '@mediawatch/shared/ui';

import { useNotesTexts } from './texts';
import type { SaveState } from './use-note-autosave';

// ----------------------------------------------------------------------

export interface SaveStatusProps {
  state: SaveState;
  onRetry: () => void;
  onTakeTheirs: () => void;
  onKeepMine: () => void;
}

/** Where the autosave stands, said aloud to screen readers as it changes; a failure or a conflict with its choices. */
export function SaveStatus({ state, onRetry, onTakeTheirs, onKeepMine }: SaveStatusProps) {
  const { t } = useNotesTexts();
  const format = useFormat();

  if (state.kind === 'conflict') {
    return (
      <Alert
        severity="warning"
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button color="inherit" size="small" onClick={onTakeTheirs}>
              {t('notes.save.takeTheirs')}
            </Button>
            <Button color="inherit" size="small" variant="outlined" onClick={onKeepMine}>
              {t('notes.save.keepMine')}
            </Button>
          </Stack>
        }
      >
        {t('notes.save.conflict', {
          name: state.current.ownerName,
          time: format.time(state.current.updatedAt),
        })}
      </Alert>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('notes.save.retry')}
          </Button>
        }
      >
        {t('notes.save.failed', { message: state.message })}
      </Alert>
    );
  }
  const text =
    state.kind === 'saved'
      ? t('notes.save.saved', { time: format.time(state.at) })
      : state.kind === 'saving'
        ? t('notes.save.saving')
        : state.kind === 'invalid'
          ? t('notes.save.invalid')
          : t('notes.save.pending');
  return (
    <Typography
      role="status"
      variant="caption"
      data-save-state={state.kind}
      sx={{ color: state.kind === 'invalid' ? 'error.main' : state.kind === 'saved' ? 'success.main' : 'text.secondary' }}
    >
      {text}
    </Typography>
  );
}
