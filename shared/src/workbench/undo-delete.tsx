import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

import { useWorkbenchTranslation } from './texts';

// ----------------------------------------------------------------------

/** How long "Undo" is offered before the delete is sent. */
export const UNDO_DELAY_MS = 8000;

export interface UndoableDeleteOptions {
  /** Sends the delete (once "Undo" is no longer offered). */
  remove: (id: string) => Promise<unknown>;
  /** The delete failed: the item is shown again, and this says why. */
  onError?: (error: unknown) => void;
}

interface Pending {
  id: string;
  text: string;
}

/**
 * Delete with an undo, on the workbench: the item leaves the page at once and
 * a snackbar says so with "Undo"; the delete is sent only when the snackbar
 * goes (after UNDO_DELAY_MS, on its close button, on the next delete, or on
 * leaving the page), so "Undo" needs no server round trip and restores
 * everything (docs/decisions/0050-drafts-and-undo-on-the-workbench.md).
 * The page hides the items in `hiddenIds` meanwhile.
 */
export function useUndoableDelete({ remove, onError }: UndoableDeleteOptions) {
  const [pending, setPending] = useState<Pending | null>(null);
  // The pending delete as the unmount and the next request see it.
  const current = useRef<Pending | null>(null);
  const options = useRef({ remove, onError });
  options.current = { remove, onError };

  const commit = useCallback(() => {
    const item = current.current;
    if (!item) return;
    current.current = null;
    setPending(null);
    options.current.remove(item.id).catch((error: unknown) => options.current.onError?.(error));
  }, []);

  /** Takes the item away and offers to undo it; `text` says what went ("“Summit framing” deleted"). */
  const request = useCallback(
    (id: string, text: string) => {
      commit();
      current.current = { id, text };
      setPending(current.current);
    },
    [commit],
  );

  const undo = useCallback(() => {
    current.current = null;
    setPending(null);
  }, []);

  // Leaving the page sends the delete that was not undone.
  useEffect(() => commit, [commit]);

  const snackbar = <UndoSnackbar text={pending?.text ?? null} onUndo={undo} onDone={commit} />;
  return { request, hiddenIds: pending ? [pending.id] : [], snackbar };
}

/** "… deleted" with its "Undo" button, read out as a status. */
function UndoSnackbar({ text, onUndo, onDone }: { text: string | null; onUndo: () => void; onDone: () => void }) {
  const { t } = useWorkbenchTranslation();
  return (
    <Snackbar
      open={text !== null}
      autoHideDuration={UNDO_DELAY_MS}
      // A click elsewhere on the page is no answer: only the time, the close button or another delete end it.
      onClose={(_event, reason) => reason !== 'clickaway' && onDone()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity="info"
        variant="filled"
        role="status"
        action={
          // Two answers: take it back, or let it go now (an action replaces the Alert's own close button).
          <>
            <Button color="inherit" size="small" onClick={onUndo}>
              {t('undo.undo')}
            </Button>
            <Button color="inherit" size="small" onClick={onDone}>
              {t('undo.close')}
            </Button>
          </>
        }
      >
        {text ?? ''}
      </Alert>
    </Snackbar>
  );
}
