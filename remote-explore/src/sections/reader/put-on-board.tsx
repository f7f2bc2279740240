import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { paths, toApiError, type Thinkboard } from '@mediawatch/shared';
import { THINKBOARD_LIMITS } from '@mediawatch/shared/constants';
import { useAddThinkboardCard, useCreateThinkboard, useThinkboards } from '@mediawatch/shared/queries';
import { ActionDialog, useCan } from '@mediawatch/shared/ui';

import { useReaderTexts } from './texts';
import { DoneSnackbar } from '@mediawatch/shared/workbench';

// ----------------------------------------------------------------------

const NEW = 'new';

/**
 * The reader's "put it on a board": the article as a card on a ThinkBoard
 * board (the most recently changed one the user may edit is preselected), or
 * on a new board; the card links back to this reader. Analysts only.
 */
export function PutOnBoard({ articleId }: { articleId: string }) {
  const mayManage = useCan('manageBoards');
  const { t } = useReaderTexts();
  const [open, setOpen] = useState(false);
  const [placed, setPlaced] = useState<Thinkboard | null>(null);
  if (!mayManage) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('putOnBoard.button')}
      </Button>
      {open ? (
        <PutOnBoardDialog
          articleId={articleId}
          onClose={() => setOpen(false)}
          onPlaced={(board) => {
            setOpen(false);
            setPlaced(board);
          }}
        />
      ) : null}
      <DoneSnackbar
        done={
          placed
            ? {
                text: t('putOnBoard.done', { title: placed.title }),
                linkLabel: t('putOnBoard.open'),
                to: paths.thinkboard.getHref({ board: placed.id }),
              }
            : null
        }
        onClose={() => setPlaced(null)}
      />
    </>
  );
}

function PutOnBoardDialog({
  articleId,
  onClose,
  onPlaced,
}: {
  articleId: string;
  onClose: () => void;
  onPlaced: (board: Thinkboard) => void;
}) {
  const { t } = useReaderTexts();
  const boards = useThinkboards();
  const holding = useThinkboards({ articleId });
  const addCard = useAddThinkboardCard();
  const create = useCreateThinkboard();
  const editable = (boards.data ?? []).filter((board) => board.canEdit);
  const [choice, setChoice] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const target = choice ?? editable[0]?.id ?? NEW;
  const pending = addCard.isPending || create.isPending;
  const failure = addCard.error ?? create.error;

  const submit = () => {
    if (target === NEW) {
      const card = { id: crypto.randomUUID(), kind: 'article' as const, refId: articleId, x: 0, y: 0 };
      create.mutate({ title: title.trim(), cards: [card] }, { onSuccess: onPlaced });
    } else {
      addCard.mutate({ boardId: target, card: { kind: 'article', refId: articleId } }, { onSuccess: onPlaced });
    }
  };

  return (
    <ActionDialog
      title={t('putOnBoard.title')}
      submitLabel={t('putOnBoard.submit')}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      submitDisabled={boards.isPending || (target === NEW && !title.trim())}
      error={failure ? toApiError(failure).message : null}
      maxWidth="xs"
    >
      {holding.data && holding.data.length > 0 ? (
        <Alert severity="info">{t('putOnBoard.already', { boards: holding.data.map((board) => `“${board.title}”`).join(', ') })}</Alert>
      ) : null}
      <TextField
        select
        label={t('putOnBoard.board')}
        value={boards.isPending ? '' : target}
        onChange={(event) => setChoice(event.target.value)}
      >
        {editable.map((board) => (
          <MenuItem key={board.id} value={board.id} dir="auto">
            {board.title}
          </MenuItem>
        ))}
        <MenuItem value={NEW}>{t('putOnBoard.newBoard')}</MenuItem>
      </TextField>
      {target === NEW ? (
        <TextField
          label={t('putOnBoard.newTitle')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: THINKBOARD_LIMITS.titleMax, dir: 'auto' } }}
        />
      ) : null}
    </ActionDialog>
  );
}
