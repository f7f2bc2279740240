import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { uploadPodcastMedia, type MediaUploadResponse } from '@mediawatch/shared';
import { useId, useRef, useState } from 'react';

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
  onUploaded,
  onBusyChange,
}: MediaUploadFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const uploadLabel = kind === 'audio' ? 'Upload audio file' : 'Upload cover image';

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
      if (inputRef.current) inputRef.current.value = '';
    }
  }

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
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          ref={inputRef}
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
        <Button variant="outlined" onClick={() => inputRef.current?.click()} disabled={progress !== null} sx={{ flexShrink: 0, height: 56 }}>
          {uploadLabel}
        </Button>
      </Stack>
      {progress !== null && (
        <Stack spacing={0.5}>
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={`Uploading ${kind === 'audio' ? 'audio' : 'cover'}`} />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Uploading… {Math.round(progress * 100)}%
          </Typography>
        </Stack>
      )}
      {uploadedName && (
        <Typography variant="caption" sx={{ color: 'success.main' }} role="status">
          Uploaded {uploadedName}
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
