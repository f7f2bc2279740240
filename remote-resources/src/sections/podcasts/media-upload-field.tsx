import { useId, useRef, useState, type Ref } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type MediaUploadResponse } from '@mediawatch/shared';
import { uploadPodcastMedia } from '@mediawatch/shared/queries';
import { useFormat } from '@mediawatch/shared/ui';

import { usePodcastsTexts } from './texts';

// ----------------------------------------------------------------------

export interface MediaUploadFieldProps {
  kind: 'audio' | 'cover';
  /** "Audio URL", "Cover art URL". */
  label: string;
  value: string;
  error?: string;
  required?: boolean;
  accept: string;
  helperText: string;
  onChange: (url: string) => void;
  onBlur?: () => void;
  /** The URL input, for the form to focus when the field is invalid. */
  inputRef?: Ref<HTMLInputElement>;
  /** Called with the file and what the server answered, once stored. */
  onUploaded?: (file: File, response: MediaUploadResponse) => void;
  onBusyChange?: (busy: boolean) => void;
}

/** A URL field with an upload button beside it; the upload shows its progress and fills the URL. */
export function MediaUploadField({
  kind,
  label,
  value,
  error,
  required,
  accept,
  helperText,
  onChange,
  onBlur,
  inputRef,
  onUploaded,
  onBusyChange,
}: MediaUploadFieldProps) {
  const { t } = usePodcastsTexts();
  const format = useFormat();
  const fileRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const uploadLabel = kind === 'audio' ? t('upload.audio') : t('upload.cover');

  async function upload(file: File) {
    setUploadError(null);
    setUploadedName(null);
    setProgress(0);
    onBusyChange?.(true);
    try {
      const response = await uploadPodcastMedia(file, kind, setProgress);
      onChange(response.url);
      setUploadedName(file.name);
      onUploaded?.(file, response);
    } catch (failure) {
      setUploadError((failure as Error).message);
    } finally {
      setProgress(null);
      onBusyChange?.(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  const percent = progress === null ? 0 : Math.round(progress * 100);

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          fullWidth
          label={label}
          value={value}
          required={required}
          error={!!error}
          helperText={error ?? helperText}
          inputRef={inputRef}
          onBlur={onBlur}
          onChange={(event) => onChange(event.target.value)}
          // An address reads left to right whatever the page's direction.
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <input
          ref={fileRef}
          id={inputId}
          type="file"
          accept={accept}
          hidden
          aria-label={uploadLabel}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button variant="outlined" onClick={() => fileRef.current?.click()} disabled={progress !== null} sx={{ flexShrink: 0, height: 56 }}>
          {uploadLabel}
        </Button>
      </Stack>
      {progress !== null && (
        <Stack spacing={0.5}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={kind === 'audio' ? t('upload.uploadingAudio') : t('upload.uploadingCover')}
          />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('upload.progress', { percent: format.number(percent) })}
          </Typography>
        </Stack>
      )}
      {uploadedName && (
        <Typography variant="caption" sx={{ color: 'success.main' }} role="status">
          {t('upload.uploaded', { name: uploadedName })}
        </Typography>
      )}
      {uploadError && (
        <Typography variant="caption" sx={{ color: 'error.main' }} role="alert">
          {uploadError}
        </Typography>
      )}
    </Stack>
  );
}
