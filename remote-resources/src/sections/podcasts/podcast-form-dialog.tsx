import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { AUDIO_FORMATS, usePodcastMutations, type Podcast } from '@mediawatch/shared';
import { useState, type FormEvent } from 'react';

import { MediaUploadField } from './media-upload-field';
import {
  EMPTY_PODCAST_FORM,
  readAudioDuration,
  toFormValues,
  validatePodcastForm,
  type PodcastFormErrors,
  type PodcastFormValues,
} from './podcast-form';

// ----------------------------------------------------------------------

export interface PodcastFormDialogProps {
  open: boolean;
  /** The podcast to edit; add a new one when absent. */
  podcast?: Podcast | null;
  onClose: () => void;
  onSaved: (podcast: Podcast) => void;
}

const AUDIO_ACCEPT = `audio/*,${AUDIO_FORMATS.map((format) => `.${format}`).join(',')}`;

/** Add or edit a podcast: validation as on the server, audio and cover upload with progress. */
export function PodcastFormDialog({ open, podcast, onClose, onSaved }: PodcastFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="podcast-form-title">
      {/* Mounted per opening, so the form starts from the podcast (or empty) each time. */}
      {open && <PodcastForm podcast={podcast ?? null} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function PodcastForm({ podcast, onClose, onSaved }: Omit<PodcastFormDialogProps, 'open'>) {
  const [values, setValues] = useState<PodcastFormValues>(podcast ? toFormValues(podcast) : EMPTY_PODCAST_FORM);
  const [errors, setErrors] = useState<PodcastFormErrors>({});
  const [uploads, setUploads] = useState(0);
  const { add, update } = usePodcastMutations();
  const saving = add.isPending || update.isPending;
  const saveError = (podcast ? update.error : add.error)?.message;

  const set = <K extends keyof PodcastFormValues>(field: K, value: PodcastFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validatePodcastForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    try {
      const saved = podcast ? await update.mutateAsync({ id: podcast._id, body: result.body }) : await add.mutateAsync(result.body);
      onSaved(saved);
    } catch {
      // Shown from the mutation's error below.
    }
  }

  const field = (name: 'title' | 'author', label: string) => (
    <TextField
      label={label}
      required
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      error={!!errors[name]}
      helperText={errors[name]}
      autoFocus={name === 'title'}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="podcast-form-title">{podcast ? 'Edit podcast' : 'Add podcast'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {saveError && <Alert severity="error">{saveError}</Alert>}
          {field('title', 'Title')}
          {field('author', 'Author')}
          <TextField
            label="Description"
            multiline
            minRows={2}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            error={!!errors.description}
            helperText={errors.description}
          />
          <MediaUploadField
            kind="audio"
            label="Audio URL"
            required
            accept={AUDIO_ACCEPT}
            helperText={`Upload a file (${AUDIO_FORMATS.join(', ')}) or give an http(s) address`}
            value={values.audioUrl}
            error={errors.audioUrl}
            onChange={(url) => set('audioUrl', url)}
            onBusyChange={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
            onUploaded={(file, response) => {
              if (response.durationSeconds !== null) set('durationSeconds', String(response.durationSeconds));
              else void readAudioDuration(file).then((seconds) => seconds !== null && set('durationSeconds', String(seconds)));
            }}
          />
          <MediaUploadField
            kind="cover"
            label="Cover art URL"
            accept="image/png,image/jpeg,image/webp,image/gif"
            helperText="Optional: upload an image (png, jpeg, webp, gif) or give an address"
            value={values.coverArtUrl}
            error={errors.coverArtUrl}
            onChange={(url) => set('coverArtUrl', url)}
            onBusyChange={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
          />
          <TextField
            label="Duration (seconds)"
            type="number"
            value={values.durationSeconds}
            onChange={(event) => set('durationSeconds', event.target.value)}
            error={!!errors.durationSeconds}
            helperText={errors.durationSeconds ?? 'Filled in from an uploaded file; leave empty when unknown'}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
          />
          <FormControlLabel
            control={<Switch checked={values.featured} onChange={(event) => set('featured', event.target.checked)} />}
            label="Featured"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={saving} disabled={uploads > 0}>
          {podcast ? 'Save changes' : 'Add podcast'}
        </Button>
      </DialogActions>
    </form>
  );
}
