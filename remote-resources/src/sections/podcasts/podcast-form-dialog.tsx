import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type Podcast } from '@mediawatch/shared';
import { AUDIO_FORMATS } from '@mediawatch/shared/constants';
import { useAddPodcast, useUpdatePodcast } from '@mediawatch/shared/queries';
import { FieldSwitch, FieldText, FormDialog, numberOr } from '@mediawatch/shared/ui';

import { usePodcastsTexts } from './texts';
import { useLocalizedResolver } from '../../utils/localized-resolver';
import { MediaUploadField } from './media-upload-field';
import { EMPTY_PODCAST_FORM, podcastFormResolver, readAudioDuration, toFormValues } from './podcast-form';

// ----------------------------------------------------------------------

export interface PodcastFormDialogProps {
  /** The podcast to edit; add a new one when null. */
  podcast: Podcast | null;
  onClose: () => void;
  onSaved: (podcast: Podcast) => void;
}

const AUDIO_ACCEPT = `audio/*,${AUDIO_FORMATS.map((format) => `.${format}`).join(',')}`;

/** Add or edit a podcast: validation as on the server, audio and cover upload with progress. */
export function PodcastFormDialog({ podcast, onClose, onSaved }: PodcastFormDialogProps) {
  const { t } = usePodcastsTexts();
  const resolver = useLocalizedResolver(podcastFormResolver);
  const methods = useForm({ resolver, defaultValues: podcast ? toFormValues(podcast) : EMPTY_PODCAST_FORM });
  // Uploads still running: the form waits for their URLs.
  const [uploads, setUploads] = useState(0);
  const add = useAddPodcast();
  const update = useUpdatePodcast();
  const saving = add.isPending || update.isPending;
  const saveError = (podcast ? update.error : add.error)?.message;

  const onSubmit = methods.handleSubmit(async (body) => {
    try {
      onSaved(podcast ? await update.mutateAsync({ id: podcast._id, body }) : await add.mutateAsync(body));
    } catch {
      // Shown from the mutation's error.
    }
  });

  const onBusyChange = (busy: boolean) => setUploads((count) => count + (busy ? 1 : -1));
  const setDuration = (seconds: number) => methods.setValue('durationSeconds', seconds, { shouldDirty: true });

  return (
    <FormDialog
      methods={methods}
      onSubmit={onSubmit}
      title={podcast ? t('podcastForm.editTitle') : t('podcastForm.addTitle')}
      submitLabel={podcast ? t('podcastForm.saveChanges') : t('podcastForm.addTitle')}
      onClose={onClose}
      pending={saving}
      submitDisabled={uploads > 0}
      error={saveError}
    >
      <FieldText name="title" label={t('podcastForm.title')} required />
      <FieldText name="author" label={t('podcastForm.author')} required />
      <FieldText name="description" label={t('common.description')} multiline minRows={2} />
      <Controller
        name="audioUrl"
        render={({ field, fieldState }) => (
          <MediaUploadField
            kind="audio"
            label={t('podcastForm.audioUrl')}
            required
            accept={AUDIO_ACCEPT}
            helperText={t('podcastForm.audioHelp', { formats: AUDIO_FORMATS.join(', ') })}
            value={field.value ?? ''}
            error={fieldState.error?.message}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={field.onChange}
            onBusyChange={onBusyChange}
            onUploaded={(file, response) => {
              if (response.durationSeconds !== null) setDuration(response.durationSeconds);
              else void readAudioDuration(file).then((seconds) => seconds !== null && setDuration(seconds));
            }}
          />
        )}
      />
      <Controller
        name="coverArtUrl"
        render={({ field, fieldState }) => (
          <MediaUploadField
            kind="cover"
            label={t('podcastForm.coverUrl')}
            accept="image/png,image/jpeg,image/webp,image/gif"
            helperText={t('podcastForm.coverHelp')}
            value={field.value ?? ''}
            error={fieldState.error?.message}
            inputRef={field.ref}
            onBlur={field.onBlur}
            // No cover is null, not an empty address.
            onChange={(url) => field.onChange(url.trim() === '' ? null : url)}
            onBusyChange={onBusyChange}
          />
        )}
      />
      <FieldText
        name="durationSeconds"
        label={t('podcastForm.duration')}
        type="number"
        parse={numberOr(null)}
        helperText={t('podcastForm.durationHelp')}
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
      />
      <FieldSwitch name="featured" label={t('podcastForm.featured')} />
    </FormDialog>
  );
}
