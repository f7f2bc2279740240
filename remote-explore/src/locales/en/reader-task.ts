/** English: the reader's "Create a task" action (/dashboard/read/{id}). */
export const readerTaskEn = {
  create: 'Create a task',
  name: 'Task name',
  draftHelp: 'Linked to this article; on the board once you create it.',
  cancel: 'Cancel',
  save: 'Create',
  created: 'Task created on the board, linked to this article.',
  open: 'Open the board',
  failed: 'Could not create the task: {{message}}',
} as const;
