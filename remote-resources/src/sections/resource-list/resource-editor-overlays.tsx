import type { ReactNode } from 'react';
import { ConfirmDialog, NoticeSnackbar } from '@mediawatch/shared/ui';

import { useResourceListTexts } from './texts';
import type { ResourceEditor } from './use-resource-editor';

// ----------------------------------------------------------------------

export interface ResourceEditorOverlaysProps<T> {
  editor: ResourceEditor<T>;
  /** The form dialog for `editor.edited` (null while adding); mounted only while the editor is open. */
  form: ReactNode;
  /** The confirmation's title and text for the item about to be deleted. */
  deleteTitle: (item: T) => string;
  deleteText: (item: T) => string;
}

/**
 * What a resource page shows over its list: the form dialog while an item is
 * added or edited, the confirmation of a deletion (with the server's error
 * when it is refused), and the notice that says what was saved or deleted.
 */
export function ResourceEditorOverlays<T>({ editor, form, deleteTitle, deleteText }: ResourceEditorOverlaysProps<T>) {
  const { t } = useResourceListTexts();
  const { deleting, dialogProps } = editor.deletion;
  return (
    <>
      {editor.editing ? form : null}
      <ConfirmDialog
        {...dialogProps}
        title={deleting ? deleteTitle(deleting) : ''}
        content={deleting ? deleteText(deleting) : ''}
        confirmLabel={t('common.delete')}
      />
      <NoticeSnackbar notice={editor.notice} onClose={() => editor.notify(null)} />
    </>
  );
}
