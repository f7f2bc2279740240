import { Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toApiError, type ThinkboardSummary, lazyRetrying } from '@mediawatch/shared';
import { useCreateThinkboard, useDeleteThinkboard, useThinkboard, useThinkboards } from '@mediawatch/shared/queries';
import { useSearchParams } from '@mediawatch/shared/router';
import {
  ActionDialog,
  EmptyState,
  ErrorState,
  ListState,
  LoadingState,
  NoticeSnackbar,
  PageHeader,
  useCan,
  type Notice,
  useMayChange,
} from '@mediawatch/shared/ui';

import { useUndoableDelete } from '@mediawatch/shared/workbench';

import { useThinkboardTexts } from '../texts';
import { BoardFields, type BoardSettings } from '../board-settings-dialog';

// ----------------------------------------------------------------------

// The canvas and @xyflow/react load with the board only: the other pages of remote-workers never fetch them.
const BoardEditor = lazyRetrying(() => import('../board-canvas'));

/** The board named by `?board=` (the reader links there), else the most recently changed. */
export function ThinkboardView() {
  const { t } = useThinkboardTexts();
  const mayManage = useCan('manageBoards');
  const mayChange = useMayChange();
  const boards = useThinkboards();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const remove = useDeleteThinkboard();
  const select = (id: string) => setParams({ board: id }, { replace: true });
  // Deleted with an undo rather than a question (docs/decisions/0050-drafts-and-undo-on-the-workbench.md):
  // the board leaves the picker at once, and "Undo" opens it again.
  const { request, hiddenIds, snackbar } = useUndoableDelete({
    remove: remove.mutateAsync,
    onError: (error) => setNotice({ severity: 'error', text: t('thinkboard.deleteFailed', { message: toApiError(error).message }) }),
    onUndo: select,
  });

  const items = (boards.data ?? []).filter((board) => !hiddenIds.includes(board.id));
  const selected = items.find((board) => board.id === params.get('board')) ?? items[0] ?? null;
  const mayDelete = (board: ThinkboardSummary) => board.canEdit && mayChange(board.ownerId, 'manageBoards');
  /** The open board goes; the page shows the one after it in the picker (else the one before), or none left. */
  const deleteBoard = (board: ThinkboardSummary) => {
    const at = items.findIndex((item) => item.id === board.id);
    const next = items[at + 1] ?? items[at - 1] ?? null;
    if (next) select(next.id);
    else setParams({}, { replace: true });
    request(board.id, t('thinkboard.deleted', { title: board.title }));
  };

  return (
    <>
      <PageHeader
        title={t('nav:thinkboard')}
        description={t('thinkboard.description')}
        action={
          mayManage ? (
            <Button variant="contained" onClick={() => setCreating(true)}>
              {t('thinkboard.newBoard')}
            </Button>
          ) : null
        }
      />
      <ListState
        query={boards}
        loadingLabel={t('thinkboard.loading')}
        errorTitle={t('thinkboard.failed')}
        emptyTitle={t('thinkboard.empty')}
        emptyText={t('thinkboard.emptyHint')}
      >
        {() =>
          !selected ? (
            // Every board is deleted, "Undo" still offered.
            <EmptyState title={t('thinkboard.empty')}>{t('thinkboard.emptyHint')}</EmptyState>
          ) : (
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <TextField
                  select
                  size="small"
                  label={t('thinkboard.picker')}
                  value={selected.id}
                  onChange={(event) => select(event.target.value)}
                  sx={{ minWidth: 260 }}
                >
                  {items.map((board) => (
                    <MenuItem key={board.id} value={board.id} dir="auto">
                      {board.title}
                    </MenuItem>
                  ))}
                </TextField>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Chip size="small" label={t(selected.shared ? 'thinkboard.shared' : 'thinkboard.private')} />
                  {selected.ownerName ? (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('thinkboard.owner', { name: selected.ownerName })}
                    </Typography>
                  ) : null}
                  {mayDelete(selected) ? (
                    <Button color="error" size="small" onClick={() => deleteBoard(selected)}>
                      {t('thinkboard.deleteBoard')}
                    </Button>
                  ) : null}
                </Stack>
              </Stack>
              <BoardPane id={selected.id} />
            </Stack>
          )
        }
      </ListState>

      {creating ? (
        <CreateActionDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            select(id);
            setNotice({ severity: 'success', text: t('thinkboard.created') });
          }}
        />
      ) : null}
      {snackbar}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}

// ----------------------------------------------------------------------

function BoardPane({ id }: { id: string }) {
  const { t } = useThinkboardTexts();
  const board = useThinkboard(id);
  if (board.isPending) return <LoadingState label={t('thinkboard.canvas.loading')} />;
  if (board.isError) return <ErrorState title={t('thinkboard.canvas.failed')} error={board.error} onRetry={() => void board.refetch()} />;
  return (
    <Suspense fallback={<LoadingState label={t('thinkboard.canvas.loading')} />}>
      {/* Keyed by board: switching boards starts a new editor (and its own saves). */}
      <BoardEditor key={board.data.id} board={board.data} />
    </Suspense>
  );
}

function CreateActionDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useThinkboardTexts();
  const create = useCreateThinkboard();
  const [value, setValue] = useState<BoardSettings>({ title: '', shared: false });
  return (
    <ActionDialog
      title={t('thinkboard.createTitle')}
      submitLabel={t('thinkboard.create')}
      onClose={onClose}
      pending={create.isPending}
      error={create.isError ? toApiError(create.error).message : null}
      submitDisabled={!value.title.trim()}
      onSubmit={() => create.mutate({ ...value, title: value.title.trim() }, { onSuccess: (board) => onCreated(board.id) })}
    >
      <BoardFields value={value} onChange={setValue} />
    </ActionDialog>
  );
}
