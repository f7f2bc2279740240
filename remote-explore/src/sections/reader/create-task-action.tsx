import { useState } from 'react';
import { Link as RouterLink } from '@mediawatch/shared/router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { paths, type Article } from '@mediawatch/shared';
import { TASK_LIMITS } from '@mediawatch/shared/constants';
import { useCreateTask } from '@mediawatch/shared/queries';
import { NoticeSnackbar, useCan, type Notice, useApiErrorText } from '@mediawatch/shared/ui';

import { useReaderTexts } from './texts';

// ----------------------------------------------------------------------

/**
 * The reader's "Create a task": a draft task named after the article, linked
 * to it, that exists on the board only once "Create" saves it; closed or
 * cancelled, nothing was written, so a mis-click leaves no empty task behind
 * (docs/decisions/0050-drafts-and-undo-on-the-workbench.md). Shown to those
 * who manage tasks; the API refuses everyone else anyway.
 */
export function CreateTaskAction({ article }: { article: Pick<Article, 'id' | 'title'> }) {
  const { t } = useReaderTexts();
  const apiErrorText = useApiErrorText();
  const mayCreate = useCan('manageTasks');
  const create = useCreateTask();
  const [notice, setNotice] = useState<Notice | null>(null);
  // The draft's name while the dialog is open; null when closed.
  const [name, setName] = useState<string | null>(null);
  if (!mayCreate) return null;

  const close = () => {
    if (!create.isPending) setName(null);
  };
  const onCreate = () => {
    const trimmed = name?.trim();
    if (!trimmed) return;
    create.mutate(
      { name: trimmed.slice(0, TASK_LIMITS.nameMax), articleId: article.id },
      {
        onSuccess: () => {
          setName(null);
          setNotice({ severity: 'success', text: t('readerTask.created') });
        },
        onError: (error) => setNotice({ severity: 'error', text: t('readerTask.failed', { message: apiErrorText(error) }) }),
      },
    );
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setName(article.title.slice(0, TASK_LIMITS.nameMax))}>
        {t('readerTask.create')}
      </Button>
      {create.isSuccess ? (
        <Button component={RouterLink} to={paths.tasks.getHref()} size="small">
          {t('readerTask.open')}
        </Button>
      ) : null}
      <Dialog open={name !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="reader-task-title">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onCreate();
          }}
        >
          <DialogTitle id="reader-task-title">{t('readerTask.create')}</DialogTitle>
          <DialogContent>
            <TextField
              label={t('readerTask.name')}
              value={name ?? ''}
              onChange={(event) => setName(event.target.value)}
              helperText={t('readerTask.draftHelp')}
              slotProps={{ htmlInput: { maxLength: TASK_LIMITS.nameMax, dir: 'auto' } }}
              autoFocus
              fullWidth
              required
              sx={{ mt: 1 }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={create.isPending}>
              {t('readerTask.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={create.isPending} disabled={!name?.trim()}>
              {t('readerTask.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
