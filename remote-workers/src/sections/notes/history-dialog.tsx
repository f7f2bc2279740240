import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { NoteVersion } from '@mediawatch/shared';
import { useNoteVersions } from '@mediawatch/shared/queries';
import { ListState, useFormat } from '@mediawatch/shared/ui';

import { useNotesTexts } from './texts';
import { MarkdownView } from './markdown-view';

// ----------------------------------------------------------------------

export interface HistoryDialogProps {
  noteId: string;
  open: boolean;
  onClose: () => void;
  /** Given for the author: puts the version's text back in the editor (the autosave saves it as a new version). */
  onRestore?: (version: NoteVersion) => void;
}

/** A note's versions, newest first; one picked shows its text. */
export function HistoryDialog({ noteId, open, onClose, onRestore }: HistoryDialogProps) {
  const { t } = useNotesTexts();
  const format = useFormat();
  const versions = useNoteVersions(noteId, { enabled: open });
  const [picked, setPicked] = useState<number | null>(null);
  const shown = versions.data?.find((version) => version.version === picked) ?? versions.data?.[0] ?? null;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="note-history-title" maxWidth="md" fullWidth>
      <DialogTitle id="note-history-title">{t('notes.history.title')}</DialogTitle>
      <DialogContent dividers>
        <ListState
          query={versions}
          loadingLabel={t('notes.history.loading')}
          errorTitle={t('notes.history.failed')}
          emptyTitle={t('notes.history.empty')}
        >
          {(items) => (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '240px 1fr' } }}>
              <List dense aria-label={t('notes.history.list')} sx={{ maxHeight: { xs: 200, md: 420 }, overflowY: 'auto' }}>
                {items.map((version) => (
                  <ListItemButton
                    key={version.version}
                    selected={shown?.version === version.version}
                    aria-current={shown?.version === version.version ? 'true' : undefined}
                    onClick={() => setPicked(version.version)}
                  >
                    <ListItemText
                      primary={t('notes.history.version', { version: version.version })}
                      secondary={[format.dateTime(version.savedAt), version.savedByName].filter(Boolean).join(' · ')}
                    />
                  </ListItemButton>
                ))}
              </List>
              {shown ? (
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                    {shown.title}
                  </Typography>
                  <MarkdownView markdown={shown.body} label={t('notes.history.preview', { version: shown.version })} />
                </Box>
              ) : null}
            </Box>
          )}
        </ListState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('notes.history.close')}</Button>
        {onRestore && shown && shown.version !== versions.data?.[0]?.version ? (
          <Button
            variant="contained"
            onClick={() => {
              onRestore(shown);
              onClose();
            }}
          >
            {t('notes.history.restore', { version: shown.version })}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
