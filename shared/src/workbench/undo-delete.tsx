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
  /** "Undo" was chosen: the item is back in `hiddenIds`' place (a page may open it again). */
  onUndo?: (id: string) => void;
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
 * The page hides the items in `hiddenIds` meanwhile, and while the delete is
 * on its way (until the lists it invalidates are read again), so a deleted
 * item never flashes back.
 */
export function useUndoableDelete({ remove, onError, onUndo }: UndoableDeleteOptions) {
  const [pending, setPending] = useState<Pending | null>(null);
  // The deletes sent and not yet answered.
  const [sending, setSending] = useState<readonly string[]>([]);
  // The pending delete as the unmount and the next request see it.
  const current = useRef<Pending | null>(null);
  const options = useRef({ remove, onError, onUndo });
  options.current = { remove, onError, onUndo };

  const commit = useCallback(() => {
    const item = current.current;
    if (!item) return;
    current.current = null;
    setPending(null);
    setSending((ids) => [...ids, item.id]);
    options.current
      .remove(item.id)
      .catch((error: unknown) => options.current.onError?.(error))
      .finally(() => setSending((ids) => ids.filter((id) => id !== item.id)));
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
    const item = current.current;
    current.current = null;
    setPending(null);
    if (item) options.current.onUndo?.(item.id);
  }, []);

  // Leaving the page sends the delete that was not undone.
  useEffect(() => commit, [commit]);

  const snackbar = <UndoSnackbar text={pending?.text ?? null} onUndo={undo} onClose={commit} onDeleteNow={commit} />;
  return { request, hiddenIds: pending ? [...sending, pending.id] : sending, snackbar };
}

export interface UndoSnackbarProps {
  /** What went ("“Summit framing” deleted"); null: no snackbar. */
  text: string | null;
  onUndo: () => void;
  /** The offer ends: its time is up, or Escape. */
  onClose: () => void;
  /** With it, a "Delete now" button (for a delete still to be sent). */
  onDeleteNow?: () => void;
}

/**
 * "… deleted" with its "Undo" button, read out as a status, for UNDO_DELAY_MS.
 * useUndoableDelete shows it; an editor whose removals are its own edits (a
 * board's cards) shows it alone, without "Delete now".
 */
export function UndoSnackbar({ text, onUndo, onClose, onDeleteNow }: UndoSnackbarProps) {
  const { t } = useWorkbenchTranslation();
  return (
    <Snackbar
      open={text !== null}
      autoHideDuration={UNDO_DELAY_MS}
      // A click elsewhere on the page is no answer: only the time, the close button or another delete end it.
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity="info"
        variant="filled"
        role="status"
        action={
          // Take it back, or let it go now (an action replaces the Alert's own close button).
          <>
            <Button color="inherit" size="small" onClick={onUndo}>
              {t('undo.undo')}
            </Button>
            {onDeleteNow ? (
              <Button color="inherit" size="small" onClick={onDeleteNow}>
                {t('undo.close')}
              </Button>
            ) : null}
          </>
        }
      >
        {text ?? ''}
      </Alert>
    </Snackbar>
  );
}
