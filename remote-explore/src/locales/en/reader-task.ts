/** English: the reader's "Create a task" action (/dashboard/read/{id}). */
export const readerTaskEn = {
  create: 'Create a task',
  creating: 'Creating the task…',
  created: 'Task created on the board, linked to this article.',
  open: 'Open the board',
  failed: 'Could not create the task: {{message}}',
} as const;
