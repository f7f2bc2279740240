// `@mediawatch/shared/workbench`: actions on an article that more than one
// remote offers (the reader, the warehouse). Bundled into each remote that
// imports it, like `/queries` and `/ui`; its texts are the `workbench` namespace.
export { AddToEjournal } from './add-to-ejournal';
export { DoneSnackbar } from './done-snackbar';
export { UNDO_DELAY_MS, UndoSnackbar, useUndoableDelete } from './undo-delete';
