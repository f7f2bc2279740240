import { coded, type CodedMessage } from './render';

// The tasks board's columns (docs/decisions/0024-tasks-board.md) are the
// spec's status values, `TO DO`, `In Progress`, `DONE`: the data the API and
// the drawer exchange, never translated. Their names on the board are codes
// of the catalogue, worded in the reader's language
// (docs/decisions/0040-server-texts-as-codes.md); a column a person renamed
// keeps the name they gave it.

const COLUMN_CODES = { 'TO DO': 'task.column.todo', 'In Progress': 'task.column.inProgress', DONE: 'task.column.done' } as const;

/** A column's name: the name a person gave it, else its default name as a code (an unknown status shows as it is). */
export function taskColumnMessage(status: string, renamed?: string | null): CodedMessage | string {
  if (renamed) return renamed;
  const code = COLUMN_CODES[status as keyof typeof COLUMN_CODES];
  return code ? coded(code) : status;
}
