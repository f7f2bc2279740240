import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from '@mediawatch/shared/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { ApiError, paths, toApiError, type Note, type NoteSummary } from '@mediawatch/shared';
import { useDeleteNote, useNote, useNotes } from '@mediawatch/shared/queries';
import { useUndoableDelete } from '@mediawatch/shared/workbench';
import { EmptyState, ErrorState, LoadingState, NoticeSnackbar, PageHeader, useCan, type Notice } from '@mediawatch/shared/ui';

import { useNotesTexts } from '../texts';
import { NoteDraftEditor } from '../note-draft';
import { NoteEditor } from '../note-editor';
import { NoteList, type NoteFilters } from '../note-list';

// ----------------------------------------------------------------------

/** Notes: the list with search, scope and tags; the open note (`?id=` in the URL) beside it. */
export function NotesView() {
  const { t } = useNotesTexts();
  const mayWrite = useCan('manageNotes');
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('id');
  // "New note": a draft (?new) that becomes a note once its title or text is saved.
  const drafting = !selectedId && params.has('new') && mayWrite;
  // The field the draft was being typed in, where the cursor goes on in the saved note.
  const [focusField, setFocusField] = useState<'title' | 'body' | null>(null);
  const [filters, setFilters] = useState<NoteFilters>({ q: '', tag: null, scope: 'all' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const all = useNotes();
  const note = useNote(selectedId);
  const remove = useDeleteNote();

  const tags = useMemo(() => {
    const seen = new Map<string, string>();
    for (const item of all.data ?? []) for (const tag of item.tags) if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
    return [...seen.values()].sort((a, b) => a.localeCompare(b));
  }, [all.data]);

  const open = (id: string | null) => {
    setFocusField(null);
    setParams(id ? new URLSearchParams({ id }) : new URLSearchParams());
  };
  // Deleted with an undo rather than a question (docs/decisions/0050-drafts-and-undo-on-the-workbench.md).
  const { request, hiddenIds, snackbar } = useUndoableDelete({
    remove: remove.mutateAsync,
    onError: (error) => setNotice({ severity: 'error', text: t('notes.deleteFailed', { message: toApiError(error).message }) }),
  });
  const ask = (item: Note) => {
    open(null);
    request(item.id, t('notes.deleted', { title: item.title }));
  };

  const newNote = () => setParams(new URLSearchParams({ new: '' }));
  const onDraftSaved = (created: Note, field: 'title' | 'body') => {
    setFocusField(field);
    // The draft's place in the history becomes the note's.
    setParams(new URLSearchParams({ id: created.id }), { replace: true });
  };

  const editor = drafting ? (
    <NoteDraftEditor onCreated={onDraftSaved} onDiscard={() => open(null)} />
  ) : !selectedId ? (
    <EmptyState title={t('notes.noneOpen')}>{mayWrite ? t('notes.noneOpenHint') : t('notes.noneOpenReader')}</EmptyState>
  ) : note.isPending ? (
    <LoadingState label={t('notes.loading')} />
  ) : note.isError ? (
    note.error instanceof ApiError && note.error.status === 404 ? (
      <Alert severity="warning">{t('notes.notFound')}</Alert>
    ) : (
      <ErrorState title={t('notes.failed')} error={note.error} onRetry={() => void note.refetch()} />
    )
  ) : (
    <NoteEditor key={note.data.id} note={note.data} knownTags={tags} onDelete={ask} focus={focusField} />
  );

  return (
    <>
      <PageHeader
        title={t('nav:notes')}
        description={t('notes.description')}
        action={
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={paths.considerations.getHref()} variant="outlined">
              {t('notes.considerationsLink')}
            </Button>
            {mayWrite ? (
              <Button variant="contained" onClick={newNote} disabled={drafting}>
                {t('notes.new')}
              </Button>
            ) : null}
          </Stack>
        }
      />
      {!mayWrite ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('notes.viewerInfo')}
        </Alert>
      ) : null}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: { xs: selectedId || drafting ? 'none' : 'block', md: 'block' } }}>
          <NoteList
            filters={filters}
            onFiltersChange={setFilters}
            tags={tags}
            selectedId={selectedId}
            onSelect={(item: NoteSummary) => open(item.id)}
            hiddenIds={hiddenIds}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }} sx={{ display: { xs: selectedId || drafting ? 'block' : 'none', md: 'block' } }}>
          {selectedId || drafting ? (
            <Box sx={{ display: { md: 'none' }, mb: 1 }}>
              <Button onClick={() => open(null)}>{t('notes.backToList')}</Button>
            </Box>
          ) : null}
          {editor}
        </Grid>
      </Grid>
      {snackbar}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
