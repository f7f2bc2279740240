import { useState } from 'react';
import { toApiError } from '@mediawatch/shared';
import type { ConfirmDialogProps } from './confirm-dialog';

// ----------------------------------------------------------------------

/** What the hook needs of a delete mutation (`useDeleteSource()`, `useDeletePodcast()`, …). */
interface DeleteMutation {
  isPending: boolean;
  error: unknown;
  reset: () => void;
  mutate: (id: string, options: { onSuccess: () => void }) => void;
}

/**
 * A delete behind a confirmation: `ask(item)` opens the dialog, which stays
 * open on failure with the server's message and closes once `onDeleted` ran.
 * Spread `dialogProps` on a `ConfirmDialog` and give it the texts.
 */
export function useConfirmDelete<T>(remove: DeleteMutation, idOf: (item: T) => string, onDeleted: (item: T) => void) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const dialogProps: Pick<ConfirmDialogProps, 'open' | 'pending' | 'error' | 'onClose' | 'onConfirm'> = {
    open: deleting !== null,
    pending: remove.isPending,
    error: remove.error ? toApiError(remove.error).message : null,
    onClose: () => {
      setDeleting(null);
      remove.reset();
    },
    onConfirm: () => {
      if (deleting === null) return;
      remove.mutate(idOf(deleting), {
        onSuccess: () => {
          onDeleted(deleting);
          setDeleting(null);
        },
      });
    },
  };
  return { deleting, ask: setDeleting, dialogProps };
}
