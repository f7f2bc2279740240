import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError, type Note } from '@mediawatch/shared';
import { NOTE_LIMITS } from '@mediawatch/shared/constants';
import { useCreateNote } from '@mediawatch/shared/queries';

import { useNotesTexts } from './texts';
import { AUTOSAVE_DELAY_MS } from './use-note-autosave';

// ----------------------------------------------------------------------

export interface NoteDraftEditorProps {
  /** The note now exists (its title or text was saved): open it, the cursor in `field`. */
  onCreated: (note: Note, field: 'title' | 'body') => void;
  /** "Discard": leave the draft, nothing saved. */
  onDiscard: () => void;
}

/**
 * "New note" before it is a note: a title and a text that exist only here
 * until one of them holds something, then saved after a pause in typing (or
 * at once on leaving) and opened in the full editor. Left empty, it is
 * discarded and nothing was ever written on the server
 * (docs/decisions/0050-drafts-and-undo-on-the-workbench.md).
 */
export function NoteDraftEditor({ onCreated, onDiscard }: NoteDraftEditorProps) {
  const { t } = useNotesTexts();
  // Stable; its invalidation of the notes runs even when the save outlives this editor.
  const { mutateAsync: create } = useCreateNote();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // What is typed, and the last field typed in, as the timers and the unmount see them.
  const latest = useRef({ title, body, field: 'title' as 'title' | 'body' });
  latest.current = { ...latest.current, title, body };
  const sent = useRef(false);
  const mounted = useRef(true);
  // Kept in a ref: \`save\` stays the same function, so the unmount effect below runs on leaving only.
  const created = useRef(onCreated);
  created.current = onCreated;

  const save = useCallback(() => {
    const { title: typedTitle, body: typedBody, field } = latest.current;
    if (sent.current || (!typedTitle.trim() && !typedBody.trim())) return;
    sent.current = true;
    if (mounted.current) setSaving(true);
    create({ title: typedTitle.trim() || t('notes.untitled'), body: typedBody })
      .then((note) => {
        if (mounted.current) created.current(note, field);
      })
      .catch((failure: unknown) => {
        sent.current = false;
        if (!mounted.current) return;
        setSaving(false);
        setError(t('notes.createFailed', { message: toApiError(failure).message }));
      });
  }, [create, t]);

  // A pause in typing saves a draft that holds something.
  useEffect(() => {
    if (!title.trim() && !body.trim()) return undefined;
    const timer = setTimeout(save, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [title, body, save]);

  // Leaving with text not yet saved saves it; leaving it empty leaves nothing.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      save();
    };
  }, [save]);

  return (
    <Card component="article" aria-label={t('notes.draft.label')} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography role="status" variant="caption" sx={{ color: 'text.secondary', flexGrow: 1, minWidth: 200 }}>
            {saving ? t('notes.draft.saving') : t('notes.draft.status')}
          </Typography>
          <Button size="small" onClick={onDiscard} disabled={saving}>
            {t('notes.draft.discard')}
          </Button>
        </Stack>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <TextField
          label={t('notes.fields.title')}
          placeholder={t('notes.untitled')}
          value={title}
          autoFocus
          onChange={(event) => {
            latest.current.field = 'title';
            setTitle(event.target.value);
          }}
          slotProps={{ htmlInput: { maxLength: NOTE_LIMITS.titleMax, dir: 'auto', readOnly: saving } }}
          fullWidth
        />
        <TextField
          label={t('notes.fields.body')}
          value={body}
          onChange={(event) => {
            latest.current.field = 'body';
            setBody(event.target.value);
          }}
          multiline
          minRows={10}
          fullWidth
          helperText={t('notes.fields.bodyHelp')}
          slotProps={{ htmlInput: { maxLength: NOTE_LIMITS.bodyMax, dir: 'auto', readOnly: saving } }}
        />
      </Stack>
    </Card>
  );
}
