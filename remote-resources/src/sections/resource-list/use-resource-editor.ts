import { useState } from 'react';
import { useConfirmDelete, type Notice } from '@mediawatch/shared/ui';

type DeleteMutation = Parameters<typeof useConfirmDelete>[0];

/** A resource page's editing state (`useResourceEditor`). */
export interface ResourceEditor<T> {
  /** The item the form edits, `'new'` while adding, null when the form is closed. */
  editing: T | 'new' | null;
  /** The item being edited, or null while adding. */
  edited: T | null;
  edit: (item: T | 'new') => void;
  close: () => void;
  notice: Notice | null;
  notify: (notice: Notice | null) => void;
  /** Closes the form and says what was saved. */
  saved: (text: string) => void;
  deletion: ReturnType<typeof useConfirmDelete<T>>;
}

/**
 * The state every resource page keeps around its list: which item the form
 * dialog edits (`'new'` while adding, `null` when closed), the notice shown
 * after a save, a delete or a row action, and the confirmed deletion.
 */
export function useResourceEditor<T>(
  remove: DeleteMutation,
  idOf: (item: T) => string,
  deletedText: (item: T) => string,
): ResourceEditor<T> {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const deletion = useConfirmDelete<T>(remove, idOf, (removed) => setNotice({ severity: 'success', text: deletedText(removed) }));
  return {
    editing,
    edited: editing === 'new' ? null : editing,
    edit: (item: T | 'new') => setEditing(item),
    close: () => setEditing(null),
    notice,
    notify: setNotice,
    saved: (text: string) => {
      setEditing(null);
      setNotice({ severity: 'success', text });
    },
    deletion,
  };
}
