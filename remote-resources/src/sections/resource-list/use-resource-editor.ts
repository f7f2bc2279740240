import { useState } from 'react';
import { useConfirmDelete, type Notice } from '@mediawatch/shared/ui';

type DeleteMutation = Parameters<typeof useConfirmDelete>[0];

/**
 * The state every resource page keeps around its list: which item the form
 * dialog edits (`'new'` while adding, `null` when closed), the notice shown
 * after a save, a delete or a row action, and the confirmed deletion.
 */
export function useResourceEditor<T>(remove: DeleteMutation, idOf: (item: T) => string, deletedText: (item: T) => string) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const deletion = useConfirmDelete<T>(remove, idOf, (removed) => setNotice({ severity: 'success', text: deletedText(removed) }));
  return {
    editing,
    /** The item being edited, or null while adding. */
    edited: editing === 'new' ? null : editing,
    edit: (item: T | 'new') => setEditing(item),
    close: () => setEditing(null),
    notice,
    notify: setNotice,
    /** Closes the form and says what was saved. */
    saved: (text: string) => {
      setEditing(null);
      setNotice({ severity: 'success', text });
    },
    deletion,
  };
}
