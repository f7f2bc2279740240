import { apiClient, endpoints, type Note, type NoteInput } from '@mediawatch/shared';

import { noteKeys } from '../keys';
import { useInvalidatingMutation } from '../mutation';

// ----------------------------------------------------------------------

/** `POST /api/note/add` (manageNotes): a new note, private unless `shared`. */
export async function createNote(input: NoteInput): Promise<Note> {
  const { data } = await apiClient.post<Note>(endpoints.note.add, input);
  return data;
}

export function useCreateNote() {
  return useInvalidatingMutation(createNote, [noteKeys.all]);
}
