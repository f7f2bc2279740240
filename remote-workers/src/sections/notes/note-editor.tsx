import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Note, type NoteLink } from '@mediawatch/shared';
import { NOTE_LIMITS } from '@mediawatch/shared/constants';
import { localToday, useFormat } from '@mediawatch/shared/ui';

import { useNotesTexts } from './texts';
import { HistoryDialog } from './history-dialog';
import { MarkdownView } from './markdown-view';
import { LinkChips, NoteLinks } from './note-links';
import { SaveStatus } from './save-status';
import { linkField, useNoteAutosave, type NoteDraft } from './use-note-autosave';

// ----------------------------------------------------------------------

export interface NoteEditorProps {
  note: Note;
  /** Every tag in use, offered while typing one. */
  knownTags: readonly string[];
  onDelete: (note: Note) => void;
  /** The field to put the cursor in, at the end of its text (a draft just saved goes on being typed). */
  focus?: 'title' | 'body' | null;
}

/** Focuses a field as it mounts, the cursor after its text. */
function focusAtEnd(element: HTMLInputElement | HTMLTextAreaElement | null) {
  if (!element || element.ownerDocument.activeElement === element) return;
  element.focus();
  element.setSelectionRange(element.value.length, element.value.length);
}

/** One note: its author edits it (saved as they type), anyone else reads it. Mount it with `key={note.id}`. */
export function NoteEditor({ note, knownTags, onDelete, focus = null }: NoteEditorProps) {
  const { t } = useNotesTexts();
  const format = useFormat();
  const { editable } = note;
  const { draft, setDraft, state, takeTheirs, keepMine, retry } = useNoteAutosave(note, editable);
  const [tab, setTab] = useState<'write' | 'preview'>(editable ? 'write' : 'preview');
  const [historyOpen, setHistoryOpen] = useState(false);
  // Titles of what the draft links to: the server's, plus those picked since.
  const [titles, setTitles] = useState<Record<string, string>>(() =>
    Object.fromEntries([...note.links].map((link) => [`${link.kind}:${link.id}`, link.title])),
  );
  const links = useMemo<NoteLink[]>(
    () =>
      (['article', 'topic', 'note'] as const).flatMap((kind) =>
        draft[linkField(kind)].map((id) => ({
          kind,
          id,
          title: titles[`${kind}:${id}`] ?? note.links.find((l) => l.id === id)?.title ?? id,
        })),
      ),
    [draft, note.links, titles],
  );

  const addLink = (link: NoteLink) => {
    setTitles((current) => ({ ...current, [`${link.kind}:${link.id}`]: link.title }));
    const field = linkField(link.kind);
    setDraft({ [field]: [...draft[field], link.id] } as Partial<NoteDraft>);
  };
  const removeLink = (link: NoteLink) => {
    const field = linkField(link.kind);
    setDraft({ [field]: draft[field].filter((id) => id !== link.id) } as Partial<NoteDraft>);
  };

  const meta = [
    t('notes.by', { name: note.ownerName }),
    note.shared ? t('notes.sharedLabel') : note.considerationDay ? t('notes.considerationLabel') : t('notes.privateLabel'),
    t('notes.updated', { date: format.dateTime(note.updatedAt) }),
  ].join(' · ');

  return (
    <Card component="article" aria-label={draft.title || t('notes.untitled')} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Box sx={{ flexGrow: 1, minWidth: 200 }}>
            {editable ? (
              <SaveStatus state={state} onRetry={retry} onTakeTheirs={takeTheirs} onKeepMine={keepMine} />
            ) : (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('notes.readOnly', { name: note.ownerName })}
              </Typography>
            )}
          </Box>
          <Button size="small" onClick={() => setHistoryOpen(true)}>
            {t('notes.history.open')}
          </Button>
          {editable ? (
            <Button size="small" color="error" onClick={() => onDelete(note)}>
              {t('notes.delete')}
            </Button>
          ) : null}
        </Stack>

        {editable ? (
          <TextField
            label={t('notes.fields.title')}
            value={draft.title}
            onChange={(event) => setDraft({ title: event.target.value })}
            inputRef={focus === 'title' ? focusAtEnd : undefined}
            error={!draft.title.trim()}
            helperText={!draft.title.trim() ? t('notes.fields.titleRequired') : undefined}
            slotProps={{ htmlInput: { maxLength: NOTE_LIMITS.titleMax, dir: 'auto' } }}
            fullWidth
          />
        ) : (
          <Typography variant="h5" component="h2" dir="auto" sx={{ textAlign: 'start' }}>
            {draft.title}
          </Typography>
        )}
        <Typography variant="caption" sx={{ color: 'text.secondary', mt: '4px !important' }}>
          {meta}
        </Typography>

        {editable ? (
          <Autocomplete<string, true, false, true>
            multiple
            freeSolo
            options={knownTags.filter((tag) => !draft.tags.includes(tag))}
            value={draft.tags}
            onChange={(_event, tags) => setDraft({ tags: tags.map((tag) => tag.trim().slice(0, NOTE_LIMITS.tagMax)).filter(Boolean) })}
            renderInput={(params) => <TextField {...params} label={t('notes.fields.tags')} helperText={t('notes.fields.tagsHelp')} />}
          />
        ) : draft.tags.length > 0 ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={t('notes.fields.tags')}>
            {draft.tags.map((tag) => (
              <Chip key={tag} size="small" label={tag} />
            ))}
          </Stack>
        ) : null}

        <Box>
          {editable ? (
            <Tabs
              value={tab}
              onChange={(_event, value: 'write' | 'preview') => setTab(value)}
              aria-label={t('notes.fields.mode')}
              sx={{ mb: 1 }}
            >
              <Tab value="write" label={t('notes.fields.write')} id="note-tab-write" aria-controls="note-panel-write" />
              <Tab value="preview" label={t('notes.fields.preview')} id="note-tab-preview" aria-controls="note-panel-preview" />
            </Tabs>
          ) : null}
          {editable && tab === 'write' ? (
            <Box role="tabpanel" id="note-panel-write" aria-labelledby="note-tab-write">
              <TextField
                label={t('notes.fields.body')}
                value={draft.body}
                onChange={(event) => setDraft({ body: event.target.value })}
                inputRef={focus === 'body' ? focusAtEnd : undefined}
                multiline
                minRows={10}
                fullWidth
                helperText={t('notes.fields.bodyHelp')}
                slotProps={{ htmlInput: { maxLength: NOTE_LIMITS.bodyMax, dir: 'auto' } }}
              />
            </Box>
          ) : (
            <Box
              role={editable ? 'tabpanel' : undefined}
              id="note-panel-preview"
              aria-labelledby={editable ? 'note-tab-preview' : undefined}
            >
              {draft.body.trim() ? (
                <MarkdownView markdown={draft.body} label={t('notes.fields.rendered')} />
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('notes.fields.emptyBody')}
                </Typography>
              )}
            </Box>
          )}
        </Box>

        {editable ? (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <FormControlLabel
              control={<Switch checked={draft.shared} onChange={(event) => setDraft({ shared: event.target.checked })} />}
              label={t('notes.fields.shared')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={draft.considerationDay !== null}
                  onChange={(event) => setDraft({ considerationDay: event.target.checked ? localToday() : null })}
                />
              }
              label={t('notes.fields.consideration')}
            />
            {draft.considerationDay !== null ? (
              <TextField
                type="date"
                size="small"
                label={t('notes.fields.considerationDay')}
                value={draft.considerationDay}
                onChange={(event) => {
                  if (event.target.value) setDraft({ considerationDay: event.target.value });
                }}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            ) : null}
          </Stack>
        ) : note.considerationDay ? (
          <Chip color="warning" label={t('notes.considerationFor', { date: format.date(`${note.considerationDay}T12:00:00`) })} />
        ) : null}

        <Divider />
        <NoteLinks noteId={note.id} links={links} editable={editable} onAdd={addLink} onRemove={removeLink} />
        {note.backlinks.length > 0 ? (
          <Stack spacing={1} component="section" aria-labelledby="note-backlinks-title">
            <Typography variant="subtitle2" component="h3" id="note-backlinks-title">
              {t('notes.links.backlinks')}
            </Typography>
            <LinkChips links={note.backlinks} />
          </Stack>
        ) : null}
      </Stack>
      <HistoryDialog
        noteId={note.id}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        onRestore={editable ? (version) => setDraft({ title: version.title, body: version.body, tags: version.tags }) : undefined}
      />
    </Card>
  );
}
